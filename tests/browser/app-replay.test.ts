import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MarketData, MsgType, SYMBOL_SCHEMA } from "@vnboard/feed";
import { EnvelopeDecoder } from "@vnboard/feed/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../../packages/feed/src/testing/poll";
import { createServer } from "../../packages/server/src/app";
import { parseConfig } from "../../packages/server/src/config";
import { FrameDecoder } from "../../packages/server/src/replay/frame-decoder";
import { CLOCK_FRAME_MAX_CHARS } from "../../packages/server/src/replay/recording-span";
import { vietnamMidnight } from "../../packages/server/src/replay/replay-request";
import { DemoClock, findDataDir, Simulator, TradingCalendar } from "../../packages/server/src/sim";
import { boardRows } from "./app-detail-rows";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

const TWO_PM = 14 * 3_600_000;

/**
 * A recorded day spanning 14:00, made the way the server records: the simulator on a demo clock that
 * starts at 13:59 and runs 60 times faster than the wall (a market minute a second), its feed recorded
 * with `--record` until the recording's clock passes 14:01:30. Returns the file.
 */
async function recordAroundTwo(dir: string): Promise<string> {
  const file = join(dir, "around-two.ndjson");
  const dataDir = findDataDir();
  let startedAt = 0;
  const anchor = Date.now();
  // The clock stands at 13:59 until the server is up (building the day up to there takes a while).
  const wallNow = () => (startedAt === 0 ? anchor : anchor + (Date.now() - startedAt));
  const clock = new DemoClock({
    wallNow,
    startMinute: 13 * 60 + 59,
    dayLengthMs: 390_000,
    calendar: new TradingCalendar(dataDir),
  });
  const server = createServer(
    parseConfig(["--data-dir", ":memory:", "--port", "0", "--host", "127.0.0.1", "--record", file], {}),
    { source: new Simulator({ seed: 1, dataDir, clock }) },
  );
  // The recording's own clock, not the simulator's: on a loaded machine the simulator's clock passed
  // 14:01:30 with one batch recorded after 13:59:00 (the wall clock runs on while its ticks wait), and the
  // replay could not jump to 14:00.
  const decoder = new FrameDecoder();
  let recorded = 0;
  server.gateway.addTap((frame) => {
    if (frame.text.length > CLOCK_FRAME_MAX_CHARS) return;
    const decoded = decoder.decode(frame.text);
    if (decoded?.kind === "time") recorded = Math.max(recorded, decoded.time);
  });
  await server.start();
  startedAt = Date.now();
  const end = vietnamMidnight(clock.now()) + TWO_PM + 90_000;
  await until(() => recorded >= end, { timeoutMs: 120_000 });
  await server.stop();
  return file;
}

/**
 * A code's match price in the recording at `time`, computed from the file as the feed would: every
 * frame applied to a MarketData up to the first clock frame (msgType 1) later than `time` (the recorder
 * writes each batch's clock before its frames).
 */
function priceAt(file: string, time: number, code: string): number {
  const market = new MarketData();
  const decoder = new EnvelopeDecoder();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line === "") continue;
    const { f } = JSON.parse(line) as { f: string };
    const envelope = decoder.decode(f);
    if (envelope?.msgType === MsgType.SERVER_TIME && Number(envelope.message) > time) break;
    market.handleFrame(f);
  }
  const symbols = market.symbols;
  return symbols.num(SYMBOL_SCHEMA.index.matchPrice, symbols.rowOf(code));
}

/** The market time of the recording's first clock frame (msgType 1). */
function firstClock(file: string): number {
  const decoder = new EnvelopeDecoder();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line === "") continue;
    const envelope = decoder.decode((JSON.parse(line) as { f: string }).f);
    if (envelope?.msgType === MsgType.SERVER_TIME) return Number(envelope.message);
  }
  throw new Error(`no clock frame in ${file}`);
}

/** A board row's code without the markers the row may draw beside it. */
const bare = (code: string) => code.replace(/[^A-Z0-9]/g, "");

/** The board's price of `code` (the screen-reader rows, in thousands: "61.60"), in dong; NaN when absent. */
async function boardPrice(page: Page, code: string): Promise<number> {
  const row = (await boardRows(page)).find((r) => bare(r.code) === code);
  return row === undefined ? Number.NaN : Math.round(Number(row.cells.matchPrice) * 1000);
}

const clockText = (page: Page) => page.locator(".server-clock").textContent();
const badgeText = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-replay-badge]")?.textContent ?? null);

describe("replay a recorded day in the app", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;
  let dir: string;
  let recording: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vnboard-app-replay-"));
    recording = await recordAroundTwo(dir);
    // The live market is the usual demo session at 10:00; the recordings are the one made above.
    app = await startAppServer({ args: ["--recordings", dir, "--record-day=0"] });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a replay jumps to 14:00 and the board shows that moment's prices; 60x moves the clock; Live comes back", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await page.waitForSelector('[data-status="live"]', { timeout: 60_000 });
    await expect.poll(async () => (await boardRows(page)).length, { timeout: 60_000 }).toBeGreaterThan(5);
    expect(await badgeText(page)).toBeNull();

    await page.click('[data-action="replay"]');
    await expect
      .poll(() => page.locator('select[name="replay-recording"] option').count(), { timeout: 30_000 })
      .toBe(1);
    await page.fill('input[name="replay-time"]', "14:00");
    await page.click('[data-action="replay-jump"]');

    // The badge and the header clock say 14:00:00; paused, they stay there.
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toMatch(/^XEM LẠI 14:00:00$/);
    await expect.poll(() => clockText(page), { timeout: 30_000 }).toBe("14:00:00");

    // Every VN30 row shows its price of 14:00:00 in the recording (computed from the file).
    const first = firstClock(recording);
    const twoPm = vietnamMidnight(first) + TWO_PM;
    // The recording starts at the market's 13:59, whatever the wall's time of day.
    expect(first).toBeGreaterThanOrEqual(twoPm - 60_000);
    expect(first).toBeLessThan(twoPm);
    const codes = (await boardRows(page)).map((r) => bare(r.code)).slice(0, 5);
    expect(codes.length).toBe(5);
    for (const code of codes) {
      const expected = priceAt(recording, twoPm, code);
      expect(expected, code).toBeGreaterThan(0);
      await expect.poll(() => boardPrice(page, code), { timeout: 30_000 }).toBe(expected);
    }

    // Play at 60x: the replayed clock moves on past 14:00.
    await page.selectOption('select[name="replay-speed"]', "60");
    await page.click('[data-action="replay-play"]');
    await expect.poll(() => clockText(page), { timeout: 30_000 }).toMatch(/^14:0[1-9]:\d\d$/);
    expect(await badgeText(page)).toMatch(/^XEM LẠI 14:0\d:\d\d$/);

    // One click back to the live market: the badge goes, the clock is the live demo session's again.
    await page.click('[data-action="replay-live"]');
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBeNull();
    await expect.poll(() => clockText(page), { timeout: 30_000 }).toMatch(/^1[01]:\d\d:\d\d$/);
    await page.waitForSelector('[data-status="live"]', { timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
