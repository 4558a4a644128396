import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BINARY_SUBPROTOCOL } from "../../packages/feed/src/protocol/binary-format";
import { boardRows } from "./app-detail-rows";
import { appInChromium } from "./app-scaffold";

interface SymbolRecord {
  code: string;
  refPrice?: number;
  ceilPrice?: number;
  floorPrice?: number;
}

type FeedHook = { __vnboard: { feed: { role(): string; encoding(): string; badFrames(): number } } };

/**
 * The windows' shared feed connection carries the binary encoding (issue 21): the leader's real socket
 * offers it and the server takes it; a window opened later attaches to that connection after the
 * server sent its string table, and still shows the right codes and prices (the leader hands it the
 * table's STRINGS frames when it attaches).
 */
describe("pop-out windows on the binary encoding (public build)", () => {
  const env = appInChromium();
  const POLL = { timeout: 30_000 };

  const feed = (page: Page) =>
    page.evaluate(() => {
      const hook = (window as unknown as FeedHook).__vnboard.feed;
      return { role: hook.role(), encoding: hook.encoding(), badFrames: hook.badFrames() };
    });

  /** The rows whose code, reference, ceiling and floor prices are the server's (prices in thousands). */
  async function rightRows(page: Page): Promise<{ shown: number; right: number; codes: string[] }> {
    const truth = new Map(
      (env.app.server.source.snapshot().symbols as unknown as SymbolRecord[]).map((s) => [s.code, s]),
    );
    const dong = (cell: string | undefined) => Math.round(Number(cell) * 1000);
    const rows = await boardRows(page);
    const right = rows.filter((row) => {
      const s = truth.get(row.code);
      return (
        s !== undefined &&
        dong(row.cells.refPrice) === s.refPrice &&
        dong(row.cells.ceilPrice) === s.ceilPrice &&
        dong(row.cells.floorPrice) === s.floorPrice
      );
    });
    return { shown: rows.length, right: right.length, codes: rows.map((row) => row.code) };
  }

  /** Every row of the board is right, once the board shows more than a few. */
  async function allRowsRight(page: Page): Promise<string[]> {
    await expect
      .poll(async () => {
        const { shown, right } = await rightRows(page);
        return shown > 5 && right === shown;
      }, POLL)
      .toBe(true);
    return (await rightRows(page)).codes;
  }

  it("the leader's connection negotiates vnboard.bin.1 and a window opened later shows the same rows", async () => {
    const {
      page: leader,
      context,
      errors,
    } = await env.chromium.newPage({ viewport: { width: 1400, height: 800 } });
    await leader.goto(`${env.app.url}/banggia/vn30`);
    await leader.waitForSelector('[data-status="live"]', POLL);
    await expect.poll(() => feed(leader), POLL).toEqual({ role: "leader", encoding: "binary", badFrames: 0 });
    const sessions = () => [...env.app.server.gateway.clients];
    await expect.poll(() => sessions().map((s) => s.ws.protocol), POLL).toEqual([BINARY_SUBPROTOCOL]);
    const leaderCodes = await allRowsRight(leader);
    // The connection's string table went by before the second window exists.
    expect(sessions()[0]?.stringsSent ?? 0).toBeGreaterThan(0);

    const follower = await context.newPage();
    follower.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await follower.setViewportSize({ width: 1400, height: 800 });
    await follower.goto(`${env.app.url}/banggia/vn30`);
    await follower.waitForSelector('[data-status="live"]', POLL);
    await expect
      .poll(() => feed(follower), POLL)
      .toEqual({ role: "follower", encoding: "binary", badFrames: 0 });
    expect(await allRowsRight(follower)).toEqual(leaderCodes);
    // Still the one connection, and neither window met a frame it could not read.
    expect(sessions()).toHaveLength(1);
    expect([(await feed(leader)).badFrames, (await feed(follower)).badFrames]).toEqual([0, 0]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
