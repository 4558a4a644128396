import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
/**
 * The board open in Chromium while its server dies and comes back (issue 9, "Server killed and
 * restarted"), shared by the suite test (a few cycles) and `tests/soak/server-restarts.ts` (20).
 *
 * The server is a real child process on a fixed loopback port, replaying a recording; each restart
 * switches between the whole recording and its preamble alone, two different unchanging markets, so
 * a value kept from before the restart would show. Each cycle: SIGKILL, the board must say
 * "reconnecting", retry with growing delays, come back "live", and 5 s after the server answers show
 * exactly what a fresh page shows. A stall (SIGSTOP for longer than the stale threshold, then SIGCONT)
 * must show "stale" and recover the same way. Sockets, timers and listeners are counted throughout.
 */
import type { Page } from "playwright-core";
import { sleep } from "../../../packages/feed/src/testing/poll";
import { builtApp } from "../../browser/app-server";
import { type LaunchedChromium, launchChromium } from "../../browser/chromium";
import {
  BOARD_PATH,
  BOARD_VIEWPORT,
  duplicatedCodes,
  repaintWhole,
  rowCodes,
  rowTexts,
  settledScreenshot,
  waitForStatus,
} from "./board-page";
import { PROBE_SCRIPT, type ProbeCounts, readProbe } from "./page-probes";
import { recordedMarket } from "./recorded-market";
import { freePort, ServerProcess } from "./server-process";

export interface CycleFigures {
  kind: "kill" | "stall";
  /** Ms from the kill (or pause) until the header left "live". */
  noticedMs: number;
  /**
   * Ms from the server answering again (or resuming) until the header said "live": the backoff's
   * pending delay, at most its cap (5 s) after a long outage.
   */
  liveAgainMs: number;
  /** Connection attempts (backoff steps) while the server was down, and the gaps between them (ms). */
  attempts: number;
  gapsMs: number[];
  /** The long-lived page, 5 s after it went live again, equals a fresh page (a11y rows, index strip, pixels). */
  sameRows: boolean;
  samePixels: boolean;
  /** The charts of the indices the user follows are drawn as on a fresh page (values: `rowDiff`). */
  sameCharts: boolean;
  /** Drawn pixels of each followed index chart on the long-lived page. */
  chartPixels: number[];
  /** Indices the long-lived page follows after the cycle (the user's choice, not the default). */
  followed: string[];
  rowDiff: string[];
  duplicated: string[];
  probe: ProbeCounts;
}

export interface RestartRun {
  baseline: ProbeCounts;
  cycles: CycleFigures[];
  pageErrors: string[];
}

const SETTLE_MS = 5_000;

/** localStorage key of the indices the user follows through the index strip (the app's setting). */
const FOLLOWED_KEY = "indexSubscriptions";

async function openBoard(browser: LaunchedChromium, url: string, probes: boolean, followed?: string) {
  const opened = await browser.newPage({ viewport: BOARD_VIEWPORT });
  if (probes) await opened.page.addInitScript({ content: PROBE_SCRIPT });
  if (followed !== undefined)
    await opened.page.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(FOLLOWED_KEY)}, ${JSON.stringify(followed)});`,
    });
  await opened.page.goto(url + BOARD_PATH);
  await waitForStatus(opened.page, "live", 30_000);
  // Predicates are functions, not strings: the server's policy has no 'unsafe-eval', and Playwright
  // compiles a string predicate in the page when the first check fails.
  await opened.page.waitForFunction(
    () => document.querySelectorAll('[role="rowgroup"] [role="row"]').length >= 30,
    undefined,
    { timeout: 30_000 },
  );
  return opened;
}

/** What the board shows: a11y rows after a whole repaint, and the board's pixels. */
async function view(page: Page): Promise<{
  rows: string[];
  codes: string[];
  pixels: Buffer;
  indices: string;
  charts: number[];
  followed: string[];
}> {
  await page.mouse.move(0, 0);
  // Focus is not what is compared (the user clicked index cards on the long-lived page; a fresh page
  // focuses its promo card's button): without it a focus ring differs, not the market.
  await page.evaluate("document.activeElement instanceof HTMLElement && document.activeElement.blur()");
  await repaintWhole(page);
  const board = page.locator('[role="rowgroup"]').locator("xpath=..");
  const pixels = await settledScreenshot(board);
  // The index strip's cards (values of the indices every client is subscribed to), when the app has it.
  const indices = await page.evaluate(
    `[...document.querySelectorAll(".index-card")].map((card) => card.textContent).join(" / ")`,
  );
  const followed = await page.evaluate(
    `[...document.querySelectorAll('.index-card[aria-pressed="true"]')].map((card) => card.dataset.index)`,
  );
  return {
    rows: await rowTexts(page),
    codes: await rowCodes(page),
    pixels,
    indices: String(indices),
    charts: await followedCharts(page),
    followed: followed as string[],
  };
}

/**
 * Drawn pixels (any colour that is not the first pixel's, the chart background) of each followed index
 * card's chart. Their data only arrives for subscribed indices, so a chart the feed forgot to
 * resubscribe stays (nearly) empty after a restart.
 */
async function followedCharts(page: Page): Promise<number[]> {
  const counts =
    await page.evaluate(`[...document.querySelectorAll('.index-card[aria-pressed="true"] canvas')].map((canvas) => {
    const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2] || data[i + 3] !== data[3]) drawn++;
    return drawn;
  })`);
  return counts as number[];
}

/** Chart drawings match when each one's drawn-pixel count is within 2% (the live end may move a pixel). */
function sameCharts(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, k) => Math.abs(n - b[k]) <= Math.max(20, 0.02 * b[k]));
}

/**
 * The user changes which indices the strip follows (clicks, as a user would): VNXALL and HNXUPCOMINDEX
 * off, then HNXUPCOMINDEX on again. Returns the stored choice, for the fresh pages to start with.
 */
async function followIndices(page: Page): Promise<string> {
  for (const code of ["VNXALL", "HNXUPCOMINDEX", "HNXUPCOMINDEX"]) {
    const before = await page.getAttribute(`.index-card[data-index="${code}"]`, "aria-pressed");
    await page.click(`.index-card[data-index="${code}"]`);
    await page.waitForFunction(
      ([index, was]) =>
        document.querySelector(`.index-card[data-index="${index}"]`)?.getAttribute("aria-pressed") !== was,
      [code, before] as const,
      { timeout: 15_000 },
    );
  }
  return String(await page.evaluate(`localStorage.getItem(${JSON.stringify(FOLLOWED_KEY)})`));
}

export async function runRestartScenario(options: {
  kills: number;
  stalls: number;
  /** A built app to serve instead of building one (`builtApp("public")`). */
  appDir?: string;
  log?: (line: string) => void;
}): Promise<RestartRun> {
  const [appDir, recording] = await Promise.all([options.appDir ?? builtApp("public"), recordedMarket()]);
  const port = await freePort();
  const serverOn = (file: string) =>
    new ServerProcess({
      port,
      dataDir: ":memory:",
      args: ["--static", appDir, "--replay", file, "--speed", "50"],
    });
  let server = serverOn(recording.full);
  await server.start();
  const chromium = await launchChromium();
  try {
    const long = await openBoard(chromium, server.url, true);
    const followed = await followIndices(long.page);
    await sleep(1_000);
    const baseline = await readProbe(long.page);
    const cycles: CycleFigures[] = [];
    // Stalls spread among the kills.
    const plan: ("kill" | "stall")[] = Array.from({ length: options.kills }, () => "kill");
    for (let s = 0; s < options.stalls; s++)
      plan.splice(Math.floor(((s + 1) * plan.length) / (options.stalls + 1)) + s, 0, "stall");
    let next = recording.start;
    for (const [i, kind] of plan.entries()) {
      const before = await readProbe(long.page);
      if (kind === "kill") await server.kill("SIGKILL");
      else server.pause();
      const left = kind === "kill" ? "reconnecting" : "stale";
      const noticedMs = await waitForStatus(long.page, left, 15_000);
      if (kind === "kill") {
        server = serverOn(next);
        next = next === recording.full ? recording.start : recording.full;
        await server.start();
      } else {
        await sleep(1_000); // stale for a while, as a frozen host would leave it
        server.resume();
      }
      const liveAgainMs = await waitForStatus(long.page, "live", 30_000);
      const liveAt = Date.now();
      const during = await readProbe(long.page);
      // Open the fresh page now; read the long-lived one 5 s after it went live again.
      const fresh = openBoard(chromium, server.url, false, followed);
      await sleep(Math.max(0, liveAt + SETTLE_MS - Date.now()));
      const longView = await view(long.page);
      const freshPage = await fresh;
      await sleep(500);
      const freshView = await view(freshPage.page);
      await freshPage.context.close();
      // Each backoff step opens the binary handshake and, when that fails, the spec's one at once
      // (FeedClient's EncodingOffer): sockets opened within IMMEDIATE_RETRY_MS of the one before are the
      // same step.
      const times = backoffSteps(during.socketTimes.slice(before.socketsCreated));
      const gapsMs = times.slice(1).map((t, k) => Math.round(t - times[k]));
      const rowDiff = longView.rows.flatMap((row, k) =>
        row === freshView.rows[k] ? [] : [`${row} != ${freshView.rows[k]}`],
      );
      if (longView.rows.length !== freshView.rows.length)
        rowDiff.push(`${longView.rows.length} rows != ${freshView.rows.length}`);
      if (longView.indices !== freshView.indices)
        rowDiff.push(`index strip: ${longView.indices} != ${freshView.indices}`);
      const figures: CycleFigures = {
        kind,
        noticedMs,
        liveAgainMs,
        attempts: times.length,
        gapsMs,
        sameRows: rowDiff.length === 0,
        samePixels: longView.pixels.equals(freshView.pixels),
        sameCharts: sameCharts(longView.charts, freshView.charts),
        chartPixels: longView.charts,
        followed: longView.followed,
        rowDiff: rowDiff.slice(0, 5),
        duplicated: duplicatedCodes(longView.rows, longView.codes),
        probe: await readProbe(long.page),
      };
      if (!figures.samePixels) {
        // Keep both images for whoever reads the failure: the difference is rarely clear from a boolean.
        const dir = mkdtempSync(join(tmpdir(), "restart-cycle-"));
        writeFileSync(join(dir, "long-board.png"), longView.pixels);
        writeFileSync(join(dir, "fresh-board.png"), freshView.pixels);
        console.warn(`restart cycle ${i + 1}: pixels differ from a fresh page; images in ${dir}`);
      }
      cycles.push(figures);
      options.log?.(
        `  ${i + 1} ${kind}: noticed ${noticedMs} ms, live ${liveAgainMs} ms after the server, ${figures.attempts} attempts (gaps ${gapsMs.join(", ")} ms), same rows ${figures.sameRows}, same pixels ${figures.samePixels}, same charts ${figures.sameCharts} (following ${figures.followed.join(" ")}: drawn px ${figures.chartPixels.join("/")} vs fresh ${freshView.charts.join("/")}), sockets open ${figures.probe.socketsOpen}, timers ${figures.probe.timeoutsPending}+${figures.probe.intervalsPending}, listeners ${figures.probe.listeners}`,
      );
    }
    return {
      baseline,
      cycles,
      pageErrors: long.errors.filter((e) => !/WebSocket|ERR_CONNECTION|Failed to load resource/.test(e)),
    };
  } finally {
    await chromium.close();
    await server.kill("SIGKILL");
  }
}

/** Sockets opened this soon after the one before belong to the same backoff step (the at-once retry). */
const IMMEDIATE_RETRY_MS = 100;

/** The start of each backoff step among the page's socket creation times. */
function backoffSteps(times: readonly number[]): number[] {
  return times.filter((t, k) => k === 0 || t - times[k - 1] > IMMEDIATE_RETRY_MS);
}
