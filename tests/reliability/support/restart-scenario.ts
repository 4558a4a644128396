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
import { builtApp } from "../../browser/app-server";
import { type LaunchedChromium, launchChromium } from "../../browser/chromium";
import {
  BOARD_PATH,
  BOARD_VIEWPORT,
  duplicatedCodes,
  repaintWhole,
  rowCodes,
  rowTexts,
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
   * pending delay, at most its cap (15 s) after a long outage.
   */
  liveAgainMs: number;
  /** Connection attempts while the server was down, and the gaps between them (ms). */
  attempts: number;
  gapsMs: number[];
  /** The long-lived page, 5 s after it went live again, equals a fresh page (a11y rows, index strip, pixels). */
  sameRows: boolean;
  samePixels: boolean;
  rowDiff: string[];
  duplicated: string[];
  probe: ProbeCounts;
}

export interface RestartRun {
  baseline: ProbeCounts;
  cycles: CycleFigures[];
  pageErrors: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SETTLE_MS = 5_000;

async function openBoard(browser: LaunchedChromium, url: string, probes: boolean) {
  const opened = await browser.newPage({ viewport: BOARD_VIEWPORT });
  if (probes) await opened.page.addInitScript({ content: PROBE_SCRIPT });
  await opened.page.goto(url + BOARD_PATH);
  await waitForStatus(opened.page, "live", 30_000);
  await opened.page.waitForFunction(
    `document.querySelectorAll('[role="rowgroup"] [role="row"]').length >= 30`,
    undefined,
    { timeout: 30_000 },
  );
  return opened;
}

/** What the board shows: a11y rows after a whole repaint, and the board's pixels. */
async function view(
  page: Page,
): Promise<{ rows: string[]; codes: string[]; pixels: Buffer; indices: string }> {
  await page.mouse.move(0, 0);
  await repaintWhole(page);
  const board = page.locator('[role="rowgroup"]').locator("xpath=..");
  // The index strip's cards (values of the indices every client is subscribed to), when the app has it.
  const indices = await page.evaluate(
    `[...document.querySelectorAll(".index-card")].map((card) => card.textContent).join(" / ")`,
  );
  return {
    rows: await rowTexts(page),
    codes: await rowCodes(page),
    pixels: await board.screenshot(),
    indices: String(indices),
  };
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
      const fresh = openBoard(chromium, server.url, false);
      await sleep(Math.max(0, liveAt + SETTLE_MS - Date.now()));
      const longView = await view(long.page);
      const freshPage = await fresh;
      await sleep(500);
      const freshView = await view(freshPage.page);
      await freshPage.context.close();
      const times = during.socketTimes.slice(before.socketsCreated);
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
        rowDiff: rowDiff.slice(0, 5),
        duplicated: duplicatedCodes(longView.rows, longView.codes),
        probe: await readProbe(long.page),
      };
      cycles.push(figures);
      options.log?.(
        `  ${i + 1} ${kind}: noticed ${noticedMs} ms, live ${liveAgainMs} ms after the server, ${figures.attempts} attempts (gaps ${gapsMs.join(", ")} ms), same rows ${figures.sameRows}, same pixels ${figures.samePixels}, sockets open ${figures.probe.socketsOpen}, timers ${figures.probe.timeoutsPending}+${figures.probe.intervalsPending}, listeners ${figures.probe.listeners}`,
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
