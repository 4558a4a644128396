import { startAppServer } from "./app-server";
import { launchChromium } from "./chromium";
import { it } from "vitest";

it("explore", async () => {

const app = await startAppServer({ args: (process.env.ARGS ?? "").split(" ").filter(Boolean) });
const chromium = await launchChromium();
try {
  const { page, errors } = await chromium.newPage({ viewport: { width: 1920, height: 1000 } });
  for (const path of ["/banggia/hsx", "/banggia/vn30"]) {
    await page.goto(`${app.url}${path}`);
    await page.waitForSelector('[role="columnheader"][data-column="code"]', { timeout: 60_000 });
    await page.waitForTimeout(6000);
    const info = await page.evaluate(() => {
      const canvases = Array.from(document.querySelectorAll("canvas")).map((c) => { const r = c.getBoundingClientRect(); return [c.dataset.surface, r.x, r.y, r.width, r.height, c.width, c.height]; });
      const board = document.querySelector('[data-vnboard="board"]') as HTMLElement;
      const all = Array.from(board.querySelectorAll("div")).map((d) => [d.className, d.clientWidth, d.scrollWidth, getComputedStyle(d).overflowX]).filter((x) => x[3] !== "visible");
      return { canvases, all };
    });
    console.log(path, JSON.stringify(info));
    await page.screenshot({ path: `/tmp/${path.replaceAll("/", "_")}.png` });
  }
  console.log("errors", errors);
  await page.screenshot({ path: "/tmp/hsx-odd.png" });
} finally {
  await chromium.close();
  await app.stop();
}
}, 600_000);
