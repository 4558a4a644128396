/**
 * Where a grid's page allocates: one page of the peers benchmark at one point, sampled by V8's heap
 * profiler for a few seconds after a warm-up, printed as KB/s in all and by allocating function with the
 * end of its stack. The page's hot path should allocate nothing per update: what it does allocate is
 * what its garbage collector pays for (docs/board-engine.md, "Allocation on the page").
 *
 *   node --import tsx benchmarks/peers/driver/allocation-profile.ts [grid] [rate] [rows]
 *   (defaults: board-worker 50000 2000; a grid of GRID_IDS, e.g. feed-only, glide)
 */
import { chromium } from "playwright-core";
import { BASE_ARGS, CHROMIUM_PATH, NO_GPU_ARGS } from "../../../tests/browser/chromium";
import { serveDirectory } from "../../support/board/static-server";
import { startFeedServer } from "./feed-server";
import { parseOptions } from "./options";
import { buildPeersPage } from "./page-build";
import { GRID_PAGES } from "./peer-page";
import { peerPageUrl, pointPlan } from "./point-feed";
import { buildMarket } from "./synthetic-market";

const WARMUP_MS = 6_000;
const SAMPLE_MS = 5_000;
/** Bytes between samples: fine enough for allocations of a few KB/s. */
const SAMPLING_INTERVAL = 1_024;
const SHOWN_SITES = 12;

interface SampledNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampledNode[];
}

const [gridArg = "board-worker", rateArg = "50000", rowsArg = "2000"] = process.argv.slice(2);
if (!Object.hasOwn(GRID_PAGES, gridArg)) {
  console.error(`allocation-profile: unknown grid ${gridArg} (one of ${Object.keys(GRID_PAGES).join(", ")})`);
  process.exit(1);
}
const grid = gridArg as keyof typeof GRID_PAGES;
const options = parseOptions(["--quick"]);
const build = await buildPeersPage();
const site = await serveDirectory(build.dir);
const feed = await startFeedServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...BASE_ARGS, ...NO_GPU_ARGS],
});
try {
  const plan = pointPlan(buildMarket(Number(rowsArg), 1), Number(rateArg), options.feed, 1);
  feed.setPlan(plan);
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(peerPageUrl(site.url, GRID_PAGES[grid].query, feed.url, plan, options.feed));
  await page.waitForTimeout(WARMUP_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.enable");
  // Objects a minor GC collects are what a hot path's garbage is: counted too.
  await cdp.send("HeapProfiler.startSampling", {
    samplingInterval: SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  await page.waitForTimeout(SAMPLE_MS);
  const { profile } = (await cdp.send("HeapProfiler.stopSampling")) as { profile: { head: SampledNode } };
  const bySite = new Map<string, { bytes: number; stack: string }>();
  const visit = (node: SampledNode, path: readonly string[]): void => {
    const frame = node.callFrame;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}`;
    const stack = [...path, name];
    if (node.selfSize > 0) {
      const site = bySite.get(name) ?? { bytes: 0, stack: stack.slice(-5).join(" < ") };
      site.bytes += node.selfSize;
      bySite.set(name, site);
    }
    for (const child of node.children) visit(child, stack);
  };
  visit(profile.head, []);
  const perSecond = (bytes: number) => (bytes / (SAMPLE_MS / 1000) / 1024).toFixed(1);
  const total = [...bySite.values()].reduce((sum, site) => sum + site.bytes, 0);
  console.log(
    `${grid} at (${rowsArg} rows, ${rateArg} updates/s): the page allocated ${perSecond(total)} KB/s`,
  );
  const sites = [...bySite].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, SHOWN_SITES);
  for (const [name, site] of sites)
    console.log(`${perSecond(site.bytes).padStart(8)} KB/s  ${name}\n            ${site.stack}`);
} finally {
  await browser.close();
  await feed.close();
  await site.close();
  build.remove();
}
