import type { Frame, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appInChromium } from "./app-scaffold";
import { submitLogin } from "./login-steps";

/**
 * The chart page of spec 7 (features/chart-page, served at /chart) inside the stock and index popups,
 * against the reference server: drawn with lightweight-charts, a linked symbol's click switching the
 * popup, and messages from a wrong origin or window ignored on both sides.
 */

const DIALOG = '.popup[role="dialog"]';
const IFRAME = `${DIALOG} iframe[data-testid="chart-iframe"]`;
type Hook = { __vnboard: { popups: Record<string, (code?: string) => unknown> } };

async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
}

/**
 * The popup's chart page once it has drawn (state ready), as a frame. With `symbol`, the iframe of that
 * symbol's page: after a switch the popup may draw a new iframe, and the old element's frame never
 * becomes ready again. `states`: which settled states count (a linked peer of the real market may be
 * a stock with no trade yet today, whose page says so: "empty").
 */
async function chartFrame(
  page: Page,
  symbol?: string,
  states: readonly string[] = ["ready"],
): Promise<Frame> {
  const selector = symbol === undefined ? IFRAME : `${IFRAME}[src*="symbol=${symbol}&"]`;
  const handle = await page.waitForSelector(selector, { timeout: 15_000 });
  await expect
    .poll(async () => (await handle.contentFrame())?.url() ?? "", { timeout: 15_000 })
    .toContain("/chart?");
  const frame = await handle.contentFrame();
  if (frame === null) throw new Error("no chart frame");
  const settled = states.map((state) => `.chart-page[data-state="${state}"]`).join(", ");
  await frame.waitForSelector(settled, { timeout: 20_000 });
  return frame;
}

/** Pixels of the chart page's canvases far from its background: candles, bars, lines, axis text. */
function drawnPixels(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    let drawn = 0;
    for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>(".cp-chart canvas"))) {
      const ctx = canvas.getContext("2d");
      if (ctx === null || canvas.width === 0 || canvas.height === 0) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        if (
          data[i + 3] > 0 &&
          Math.abs(data[i] - 20) + Math.abs(data[i + 1] - 23) + Math.abs(data[i + 2] - 28) > 90
        )
          drawn++;
      }
    }
    return drawn;
  });
}

const current = (page: Page) =>
  page.evaluate(
    () => (window as unknown as Hook).__vnboard.popups.current?.() as { type: string; code: string } | null,
  );

describe("the chart page in the popups (public build)", () => {
  const env = appInChromium();

  it("shows the served chart page in the stock popup, and a linked symbol's click switches the popup", async () => {
    const { page, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 900 } });
    await openBoard(page, `${env.app.url}/banggia/vn30`);
    await page.evaluate(() => (window as unknown as Hook).__vnboard.popups.openStockPopup?.("FPT"));
    const frame = await chartFrame(page);
    const src = (await page.getAttribute(IFRAME, "src")) ?? "";
    expect(new URL(src).origin).toBe(env.app.url);
    expect(new URL(src).searchParams.get("symbol")).toBe("FPT");
    expect(new URL(src).searchParams.has("p_username")).toBe(true);
    expect(
      Number(await frame.getAttribute('[data-testid="chart-page-chart"]', "data-points")),
    ).toBeGreaterThan(0);
    await expect.poll(() => drawnPixels(frame), { timeout: 10_000 }).toBeGreaterThan(200);

    // Spec 7's popup ranges (Today, 1 week, 1 month), then the longer ones; none under the popup's
    // pop-out button, which lies over the frame's top right corner.
    expect(
      await frame.$$eval("[data-range]", (buttons) => buttons.map((b) => (b as HTMLElement).dataset.range)),
    ).toEqual(["D", "W", "1M", "3M", "1Y"]);
    const popout = await page.locator(`${DIALOG} .chart-popout`).boundingBox();
    for (const range of ["D", "W", "1M", "3M", "1Y"]) {
      const button = await (await frame.$(`[data-range="${range}"]`))?.boundingBox();
      if (button == null || popout === null) throw new Error(`no box for ${range} or the pop-out button`);
      const apart =
        button.x + button.width <= popout.x ||
        popout.x + popout.width <= button.x ||
        button.y + button.height <= popout.y ||
        popout.y + popout.height <= button.y;
      expect(apart, range).toBe(true);
    }
    // A daily range loads daily candles; a week is its days' candles.
    await frame.click('[data-range="W"]');
    await frame.waitForSelector('.chart-page[data-state="ready"] [data-range="W"][aria-pressed="true"]');
    await frame.click('[data-range="3M"]');
    await frame.waitForSelector('.chart-page[data-state="ready"] [data-range="3M"][aria-pressed="true"]');

    // A message from another origin, or from a window other than the chart's, is ignored by the popup.
    await page.evaluate(() => {
      const chart = document.querySelector<HTMLIFrameElement>('iframe[data-testid="chart-iframe"]');
      const data = { symbol: "VNM", type: "ST" };
      window.dispatchEvent(
        new MessageEvent("message", { data, origin: "https://evil.example", source: chart?.contentWindow }),
      );
      window.dispatchEvent(new MessageEvent("message", { data, origin: location.origin, source: window }));
    });
    await page.waitForTimeout(500);
    expect((await current(page))?.code).toBe("FPT");

    // The chart page ignores a wrong origin's message too, and follows its parent's.
    await frame.evaluate(() => {
      const data = { symbol: "VNM", type: "ST" };
      window.dispatchEvent(
        new MessageEvent("message", { data, origin: "https://evil.example", source: window.parent }),
      );
    });
    await page.waitForTimeout(300);
    expect(await frame.textContent(".cp-symbol")).toBe("FPT");

    // A linked stock (an industry peer) switches the stock popup; the new chart page follows.
    const peer = frame.locator('.cp-link[data-type="ST"]').first();
    const peerCode = await peer.getAttribute("data-symbol", { timeout: 10_000 });
    if (peerCode === null) throw new Error("no linked stock");
    await peer.click();
    await expect.poll(async () => (await current(page))?.code, { timeout: 10_000 }).toBe(peerCode);
    await expect.poll(() => page.locator('[data-testid="popup-code"]').textContent()).toContain(peerCode);
    const next = await chartFrame(page, peerCode, ["ready", "empty"]);
    expect(await next.textContent(".cp-symbol")).toBe(peerCode);
    await next.click('.cp-link[data-symbol="VN30"]');
    await expect.poll(() => current(page), { timeout: 10_000 }).toMatchObject({ code: "VN30" });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("shows the chart page in the index popup's technical-chart tab", async () => {
    const { page, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 900 } });
    await openBoard(page, `${env.app.url}/banggia/vn30`);
    await page.evaluate(() => (window as unknown as Hook).__vnboard.popups.openIndexPopup?.("VNINDEX"));
    await page.click(`${DIALOG} [data-tab="chart"]`);
    const frame = await chartFrame(page);
    expect(new URL((await page.getAttribute(IFRAME, "src")) ?? "").searchParams.get("type")).toBe("IDX");
    expect(await frame.textContent(".cp-symbol")).toBe("VNINDEX");
    await expect.poll(() => drawnPixels(frame), { timeout: 10_000 }).toBeGreaterThan(200);
    await frame.click('.cp-link[data-symbol="VN30"]');
    await expect.poll(() => current(page), { timeout: 10_000 }).toMatchObject({ code: "VN30" });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe("the chart page in the login build", () => {
  const env = appInChromium({ flag: "login" });

  it("receives the signed-in user's name as p_username", async () => {
    const { page, errors } = await env.chromium.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${env.app.url}/banggia/login`);
    await submitLogin(page, "demo", "Demo@1234");
    await page.waitForFunction(() => !location.pathname.includes("/login"), undefined, { timeout: 30_000 });
    await page.waitForSelector('[data-status="live"]', { timeout: 30_000 });
    await page.evaluate(() => (window as unknown as Hook).__vnboard.popups.openStockPopup?.("FPT"));
    const frame = await chartFrame(page);
    expect(new URL((await page.getAttribute(IFRAME, "src")) ?? "").searchParams.get("p_username")).toBe(
      "demo",
    );
    expect(await frame.textContent(".cp-user")).toContain("demo");
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
