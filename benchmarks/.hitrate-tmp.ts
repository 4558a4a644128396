import { chromium } from "playwright-core";
import { buildLab } from "./support/board/lab-build";
import { serveDirectory } from "./support/board/static-server";
const lab = await buildLab();
const site = await serveDirectory(lab.dir);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  for (const [rows, rate, mode, dpr] of [[2000, 50000, "even", 1], [10000, 20000, "worst", 2]] as const) {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: dpr });
    await page.goto(`${site.url}?renderer=canvas&worker=1&rows=${rows}&rate=${rate}&mode=${mode}&feed=page&seed=1`);
    await page.waitForFunction(() => (window as any).__lab?.ready, null, { timeout: 120000 });
    await page.waitForTimeout(3000);
    const a = await page.evaluate(() => ({ ...(window as any).__lab.textImageCounts }));
    await page.waitForTimeout(8000);
    const b = await page.evaluate(() => ({ ...(window as any).__lab.textImageCounts }));
    const hits = b.hits - a.hits, misses = b.misses - a.misses, fb = b.fallbacks - a.fallbacks;
    console.log(`${rows} rows ${rate}/s ${mode} DPR ${dpr}: over 8 s after 3 s warm-up: hits ${hits}, misses ${misses}, fallbacks ${fb}; hit rate ${(100 * hits / (hits + misses + fb)).toFixed(1)}%`);
    await page.close();
  }
} finally { await browser.close(); await site.close(); lab.remove(); }
