import {
  INDEX_SCHEMA,
  isMatchingSession,
  LANGUAGES,
  type Language,
  MsgType,
  sessionStatusKey,
} from "@vnboard/feed";
import { encodeFrame, encodeRecords } from "@vnboard/feed/protocol";
import type { Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADER_INDEX_CODES } from "../../packages/app/src/features/index-strip/header-indices";
import { INDEX_STRIP_STRINGS } from "../../packages/app/src/features/index-strip/strings";
import type { VnboardServer } from "../../packages/server/src/app";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

const VIEWPORT = { width: 1400, height: 800 };
const card = (code: string) => `.index-card[data-index="${code}"]`;
const numberOf = (text: string | null) => Number((text ?? "").replace(/,/g, ""));

/** Pixels of a card's chart canvas that are not transparent (the canvas is cleared to transparent). */
function paintedPixels(page: Page, code: string): Promise<number> {
  return page.evaluate((selector) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`${selector} canvas`);
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx || canvas.width === 0) return -1;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
    return painted;
  }, card(code));
}

/** The server's own view of an index (what the strip must show). */
function serverIndex(server: VnboardServer, code: string): Record<string, unknown> {
  const row = server.source.snapshot().indices.find((r) => r.indexCode === code);
  if (row === undefined) throw new Error(`server has no index ${code}`);
  return row;
}

const chartPoints = (server: VnboardServer, code: string) =>
  server.source.indexSeries(code).indexCharts.length;

describe("web app: the index strip", () => {
  let chromium: LaunchedChromium;
  let server: VnboardServer;
  let url = "";
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
    server = app.server;
    url = app.url;
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  it("shows a live card per header index with the server's values, and the values move", async () => {
    const { page, errors } = await chromium.newPage({ viewport: VIEWPORT });
    await page.goto(`${url}/banggia/vn30`);
    await expect.poll(() => page.locator(".index-card[data-index]").count(), { timeout: 30_000 }).toBe(5);
    expect(
      await page
        .locator(".index-card[data-index]")
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-index"))),
    ).toEqual([...HEADER_INDEX_CODES]);
    for (const code of HEADER_INDEX_CODES) {
      const value = page.locator(`${card(code)} [data-field="value"]`);
      await expect.poll(() => value.textContent(), { timeout: 10_000 }).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      const expected = Number(serverIndex(server, code).currentIndex);
      expect(Math.abs(numberOf(await value.textContent()) - expected) / expected).toBeLessThan(0.01);
      for (const field of ["change", "percent", "volume", "tradedValue", "up", "down", "low", "high"]) {
        const text = await page.locator(`${card(code)} [data-field="${field}"]`).textContent();
        expect(text, `${code} ${field}`).not.toMatch(/NaN|^$|^--$/);
      }
      expect(await page.locator(`${card(code)} [data-field="status"]`).getAttribute("data-session")).toBe(
        String(serverIndex(server, code).status),
      );
    }
    // The simulator trades in the order-matching sessions only; the demo clock decides which is on.
    const status = String(serverIndex(server, "VNINDEX").status);
    if (isMatchingSession(status)) {
      const before = await page.locator(`.index-card [data-field="value"]`).allTextContents();
      await expect
        .poll(() => page.locator(`.index-card [data-field="value"]`).allTextContents(), { timeout: 30_000 })
        .not.toEqual(before);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("draws each followed index's intraday chart in FULL mode, VNXALL included (not a server default)", async () => {
    const { page, errors } = await chromium.newPage({ viewport: VIEWPORT });
    await page.goto(`${url}/banggia/vn30`);
    await expect.poll(() => page.locator(".index-card canvas").count(), { timeout: 30_000 }).toBe(5);
    for (const code of HEADER_INDEX_CODES) {
      // Before 09:00 (demo pre-open) the server has no chart point yet: nothing to draw.
      if (chartPoints(server, code) === 0) continue;
      const canvas = page.locator(`${card(code)} canvas`);
      await expect
        .poll(async () => Number(await canvas.getAttribute("data-points")), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => paintedPixels(page, code), { timeout: 5_000 }).toBeGreaterThan(100);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows low and high while a card is hovered", async () => {
    const { page } = await chromium.newPage({ viewport: VIEWPORT });
    await page.goto(`${url}/banggia/vn30`);
    const range = page.locator(`${card("VNINDEX")} .index-card-range`);
    await expect.poll(() => range.count(), { timeout: 30_000 }).toBe(1);
    expect(await range.isVisible()).toBe(false);
    await page.hover(card("VNINDEX"));
    await expect.poll(() => range.isVisible()).toBe(true);
    const low = numberOf(await range.locator('[data-field="low"]').textContent());
    const high = numberOf(await range.locator('[data-field="high"]').textContent());
    const server_ = serverIndex(server, "VNINDEX");
    expect(low).toBeCloseTo(Number(server_.lowestIndex), 0);
    expect(high).toBeCloseTo(Number(server_.highestIndex), 0);
    expect(low).toBeLessThanOrEqual(high);
    await page.mouse.move(5, VIEWPORT.height - 5);
    await expect.poll(() => range.isVisible()).toBe(false);
    await page.close();
  }, 120_000);

  it("follows and unfollows an index by click or keyboard, asks the server for its chart, and keeps the choice", async () => {
    const { page, context, errors } = await chromium.newPage({ viewport: VIEWPORT });
    // A visitor who follows nothing yet (set once: a reload keeps what the page stored).
    await context.addInitScript(() => {
      if (localStorage.getItem("indexSubscriptions") === null)
        localStorage.setItem("indexSubscriptions", "[]");
    });
    await page.goto(`${url}/banggia/vn30`);
    const vnxall = page.locator(card("VNXALL"));
    await expect.poll(() => vnxall.getAttribute("aria-pressed"), { timeout: 30_000 }).toBe("false");
    expect(await page.locator(".index-card canvas").count()).toBe(0);
    expect(await vnxall.locator(".index-card-follow").count()).toBe(1);

    await vnxall.click();
    await expect.poll(() => vnxall.getAttribute("aria-pressed")).toBe("true");
    // VNXALL is not among the series the gateway sends by default: its points arrive because we asked.
    const serverPoints = chartPoints(server, "VNXALL");
    if (serverPoints > 0) {
      await expect
        .poll(async () => Number(await vnxall.locator("canvas").getAttribute("data-points")), {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(serverPoints);
      expect(await paintedPixels(page, "VNXALL")).toBeGreaterThan(100);
    } else {
      expect(await vnxall.locator("canvas").count()).toBe(1);
    }

    // Keyboard: the cards are buttons; Space and Enter toggle.
    const vn30 = page.locator(card("VN30"));
    await vn30.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => vn30.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Enter");
    await expect.poll(() => vn30.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.press("Enter");
    await expect.poll(() => vn30.getAttribute("aria-pressed")).toBe("true");
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("indexSubscriptions"))) ?? "null"),
    ).toEqual(["VN30", "VNXALL"]);

    await page.reload();
    await expect.poll(() => vnxall.getAttribute("aria-pressed"), { timeout: 30_000 }).toBe("true");
    expect(await vn30.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(card("VNINDEX")).getAttribute("aria-pressed")).toBe("false");
    expect(await page.locator(".index-card canvas").count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("after a reconnect follows the stored indices again and unfollows the ones the server turns on by default", async () => {
    const { page, context, errors } = await chromium.newPage({ viewport: VIEWPORT });
    await context.addInitScript(() => localStorage.setItem("indexSubscriptions", '["VNXALL"]'));
    // Each connection of the page goes through this relay, which records what the page asks.
    const connections: { route: WebSocketRoute; sent: { msgType?: number; indexCode?: string }[] }[] = [];
    await page.routeWebSocket(/\/ws$/, (route) => {
      const upstream = route.connectToServer();
      const connection = { route, sent: [] as { msgType?: number; indexCode?: string }[] };
      connections.push(connection);
      route.onMessage((message) => {
        connection.sent.push(JSON.parse(String(message)));
        upstream.send(message);
      });
    });
    const indexRequests = (i: number) =>
      (connections[i]?.sent ?? [])
        .filter((m) => m.msgType === MsgType.SUBSCRIBE_INDEX || m.msgType === MsgType.UNSUBSCRIBE_INDEX)
        .map((m) => `${m.msgType === MsgType.SUBSCRIBE_INDEX ? "+" : "-"}${m.indexCode}`)
        .sort();
    const expected = ["+VNXALL", "-HNXINDEX", "-HNXUPCOMINDEX", "-VN30", "-VNINDEX"];
    await page.goto(`${url}/banggia/vn30`);
    await expect.poll(() => indexRequests(0), { timeout: 30_000 }).toEqual(expected);

    await connections[0].route.close(); // the page sees its socket close and reconnects
    await expect.poll(() => connections.length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => indexRequests(1), { timeout: 30_000 }).toEqual(expected);
    expect(await page.locator(card("VNXALL")).getAttribute("aria-pressed")).toBe("true");
    if (chartPoints(server, "VNXALL") > 0) {
      const canvas = page.locator(`${card("VNXALL")} canvas`);
      await expect
        .poll(async () => Number(await canvas.getAttribute("data-points")), { timeout: 15_000 })
        .toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("cycles FULL, INFO, HIDDEN with one button and keeps the mode across a reload", async () => {
    const { page, errors } = await chromium.newPage({ viewport: VIEWPORT });
    await page.goto(`${url}/banggia/vn30`);
    const strip = page.locator(".index-strip");
    const modeButton = page.locator(".index-mode");
    await expect.poll(() => page.locator(".index-card canvas").count(), { timeout: 30_000 }).toBe(5);
    expect(await strip.getAttribute("data-mode")).toBe("FULL");
    const fullHeight = (await strip.boundingBox())!.height;

    await modeButton.click();
    await expect.poll(() => strip.getAttribute("data-mode")).toBe("INFO");
    expect(await page.locator(".index-card canvas").count()).toBe(0);
    expect(await page.locator(".index-card[data-index]").count()).toBe(5);
    const infoHeight = (await strip.boundingBox())!.height;
    expect(infoHeight).toBeLessThan(fullHeight);

    await modeButton.click();
    await expect.poll(() => strip.getAttribute("data-mode")).toBe("HIDDEN");
    expect(await page.locator(".index-card").count()).toBe(0);
    expect(await modeButton.isVisible()).toBe(true);
    expect((await strip.boundingBox())!.height).toBeLessThan(infoHeight / 2);
    expect(await page.evaluate(() => localStorage.getItem("indexMode"))).toBe('"HIDDEN"');

    await page.reload();
    await expect.poll(() => strip.getAttribute("data-mode"), { timeout: 30_000 }).toBe("HIDDEN");
    expect(await page.locator(".index-card").count()).toBe(0);
    await modeButton.click();
    await expect.poll(() => strip.getAttribute("data-mode")).toBe("FULL");
    await expect.poll(() => page.locator(".index-card canvas").count(), { timeout: 30_000 }).toBe(5);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("translates the market status when the language changes", async () => {
    const { page } = await chromium.newPage({ viewport: VIEWPORT });
    await page.goto(`${url}/banggia/vn30`);
    const status = page.locator(`${card("VNINDEX")} [data-field="status"]`);
    await expect
      .poll(async () => (await status.getAttribute("data-session")) ?? "", { timeout: 30_000 })
      .not.toBe("");
    const expected = async (language: Language) => {
      const code = (await status.getAttribute("data-session")) ?? "";
      return INDEX_STRIP_STRINGS[sessionStatusKey(code)]?.[LANGUAGES.indexOf(language)];
    };
    for (const language of ["en", "zh", "kr", "vi"] as const) {
      await page.selectOption('select[name="language"]', language);
      await expect.poll(async () => (await status.textContent()) === (await expected(language))).toBe(true);
    }
    expect(await page.locator(".index-mode").textContent()).toBe(
      INDEX_STRIP_STRINGS["indexStrip.mode.FULL"]?.[0],
    );
    await page.close();
  }, 120_000);

  it("shows translated loading cards until an index arrives, then dashes for an index the feed lacks", async () => {
    const { page, errors } = await chromium.newPage({ viewport: VIEWPORT });
    // The page's feed talks to this stand-in instead of the server: nothing arrives until we send it.
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      sockets.push(ws);
    });
    await page.goto(`${url}/banggia/vn30`);
    const skeletons = page.locator(".index-card-skeleton");
    await expect.poll(() => skeletons.count(), { timeout: 30_000 }).toBe(5);
    expect(await skeletons.first().textContent()).toContain(INDEX_STRIP_STRINGS["indexStrip.loading"]?.[0]);
    expect(await page.locator(".index-strip").getAttribute("aria-busy")).toBe("true");

    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    const vnindex = {
      indexCode: "VNINDEX",
      indexName: "VN-Index",
      status: "30",
      priorIndex: 1240,
      currentIndex: 1250.5,
    };
    sockets[0].send(encodeFrame(MsgType.INDEX_SNAPSHOT, encodeRecords(INDEX_SCHEMA, [vnindex])));
    await expect.poll(() => page.locator(".index-card[data-index]").count(), { timeout: 10_000 }).toBe(5);
    expect(await skeletons.count()).toBe(0);
    expect(await page.locator(`${card("VNINDEX")} [data-field="value"]`).textContent()).toBe("1,250.50");
    expect(await page.locator(`${card("VNINDEX")} [data-field="change"]`).textContent()).toBe("--");
    expect(await page.locator(`${card("VN30")} [data-field="value"]`).textContent()).toBe("--");
    expect(await page.locator(`${card("VN30")} [data-field="name"]`).textContent()).toBe("VN30");
    expect(await page.locator(`${card("VN30")} canvas`).getAttribute("data-points")).toBe("0");
    expect(await page.locator(".index-strip").textContent()).not.toContain("NaN");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("scrolls the cards sideways in a narrow window instead of squeezing them", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 600, height: 700 } });
    await page.goto(`${url}/banggia/vn30`);
    const cards = page.locator(".index-strip-cards");
    await expect.poll(() => page.locator(".index-card[data-index]").count(), { timeout: 30_000 }).toBe(5);
    const { scrollWidth, clientWidth } = await cards.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect((await page.locator(card("HNXUPCOMINDEX")).boundingBox())!.width).toBeGreaterThan(200);
    await page.close();
  }, 120_000);
});
