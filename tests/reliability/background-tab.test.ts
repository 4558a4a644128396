import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sleep } from "../../packages/feed/src/testing/poll";
import { type AppServer, startAppServer } from "../browser/app-server";
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import {
  BOARD_PATH,
  BOARD_VIEWPORT,
  repaintWhole,
  rowTexts,
  settledScreenshot,
  waitForStatus,
} from "./support/board-page";
import { HIDDEN_TAB_SCRIPT } from "./support/hidden-tab";
import { PROBE_SCRIPT, readProbe } from "./support/page-probes";
import { recordedMarket } from "./support/recorded-market";
import { freePort } from "./support/server-process";

const SPEED = 50;

/** Recorded time from the first frame to the last (the replay plays it in this / SPEED). */
function replaySpanMs(file: string): number {
  const times = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => (JSON.parse(line) as { t: number }).t);
  return times[times.length - 1] - times[0];
}

/**
 * A board in a background tab draws nothing, and is current at once when the tab comes back.
 * While the tab is hidden its server is replaced by one replaying another market (the start of the
 * day, then the day's trades): the page reconnects and takes the new snapshot in the background,
 * and must not draw it until it is visible. Canvas draw calls are counted by an init script.
 */
describe("background tab", () => {
  let app: AppServer | undefined;
  let chromium: LaunchedChromium;
  let port = 0;
  let recording = { full: "", start: "" };

  const serve = async (file: string) => {
    app = await startAppServer({ args: ["--replay", file, "--speed", "50", "--port", String(port)] });
  };

  beforeAll(async () => {
    [recording, port, chromium] = await Promise.all([recordedMarket(), freePort(), launchChromium()]);
    await serve(recording.start);
  }, 300_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  const loaded = async (page: import("playwright-core").Page) => {
    await waitForStatus(page, "live", 60_000);
    await page.waitForFunction(
      () => document.querySelectorAll('[role="rowgroup"] [role="row"]').length >= 30,
    );
  };

  it("draws nothing while hidden and shows the current board on the first frame back", async () => {
    const { page, errors } = await chromium.newPage({ viewport: BOARD_VIEWPORT });
    await page.addInitScript({ content: PROBE_SCRIPT });
    await page.addInitScript({ content: HIDDEN_TAB_SCRIPT });
    await page.goto(`http://127.0.0.1:${port}${BOARD_PATH}`);
    await loaded(page);
    await repaintWhole(page);
    await page.mouse.move(0, 0);
    const board = (p: typeof page) => settledScreenshot(p.locator('[role="rowgroup"]').locator("xpath=.."));
    const before = await board(page);

    await page.evaluate("window.__setHidden(true)");
    await sleep(500);
    const hiddenAt = await readProbe(page);
    await app?.stop();
    await waitForStatus(page, "reconnecting", 10_000);
    await serve(recording.full);
    const replayEndsAt = Date.now() + replaySpanMs(recording.full) / SPEED;
    await waitForStatus(page, "live", 30_000); // reconnected and resynchronised in the background
    await sleep(Math.max(1_000, replayEndsAt + 1_000 - Date.now())); // the whole day has been played
    const whileHidden = await readProbe(page);
    expect(whileHidden.socketsCreated).toBeGreaterThan(hiddenAt.socketsCreated);
    // No canvas of the page draws while hidden: the board's, the index strip's charts, any other.
    expect(whileHidden.boardDraws - hiddenAt.boardDraws).toBe(0);
    expect(whileHidden.draws - hiddenAt.draws).toBe(0);

    // Back: one whole repaint on the next frame, the a11y rows rebuilt with it.
    await page.evaluate(
      `(async () => { window.__setHidden(false); await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); })()`,
    );
    const back = await rowTexts(page);
    expect((await readProbe(page)).boardDraws).toBeGreaterThan(whileHidden.boardDraws);
    // The new connection's snapshot arrived while hidden ("live" needs a good frame). Whether it looks
    // different from `before` depends on the recording (one made in the pre-open has no trade yet).
    expect(before.length).toBeGreaterThan(0);

    const fresh = await chromium.newPage({ viewport: BOARD_VIEWPORT });
    await fresh.page.goto(`http://127.0.0.1:${port}${BOARD_PATH}`);
    await loaded(fresh.page);
    await repaintWhole(fresh.page);
    expect(back).toEqual(await rowTexts(fresh.page));
    await fresh.page.mouse.move(0, 0);
    expect((await board(page)).equals(await board(fresh.page))).toBe(true);
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION|Failed to load resource/.test(e))).toEqual([]);
  }, 180_000);
});
