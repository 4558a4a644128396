import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

/** Seconds of a countdown text "m:ss" or "h:mm:ss". */
function seconds(text: string): number {
  return text.split(":").reduce((sum, part) => sum * 60 + Number(part), 0);
}

/**
 * The header: its session countdown against the demo clock started at 14:25 (continuous, ATC at 14:30),
 * and the skip link that takes the keyboard past it to the board.
 */
describe("the header", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer({ args: ["--demo-start", "14:25"] });
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  it("shows each exchange's session and the time to the next, as the timetable says", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1700, height: 700 } });
    await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    const hose = page.locator('.session-countdown li[data-exchange="HOSE"]');
    await expect.poll(() => hose.getAttribute("data-session"), { timeout: 60_000 }).toBe("30");
    // Both texts in one read: the header re-renders every second, and two reads a loaded machine apart
    // could straddle a tick or more.
    const [hoseText, upcom] = await page.evaluate(() =>
      ["HOSE", "UPCOM"].map(
        (name) => document.querySelector(`.session-countdown li[data-exchange="${name}"]`)?.textContent ?? "",
      ),
    );
    expect(hoseText).toMatch(/^HOSE Liên tục · ATC sau \d+:\d\d$/);
    // Started at 14:25:00; the page takes a few seconds (up to a minute on a loaded machine) to show it.
    const left = seconds(hoseText.replace(/^.* sau /, ""));
    expect(left).toBeGreaterThan(120);
    expect(left).toBeLessThanOrEqual(300);
    expect(upcom).toMatch(/^UPCOM Liên tục · Đóng cửa sau \d+:\d\d$/);
    // UpCOM closes 30 minutes after HOSE's ATC starts (the texts are whole seconds, rounded apart by one).
    expect(Math.abs(seconds(upcom.replace(/^.* sau /, "")) - left - 30 * 60)).toBeLessThanOrEqual(2);
    const derivatives = page.locator('.session-countdown li[data-exchange="PS"]');
    expect(await derivatives.textContent()).toMatch(/^PS Liên tục · ATC sau \d+:\d\d$/);
    await page.selectOption('select[name="language"]', "en");
    await expect.poll(() => hose.textContent()).toMatch(/^HOSE Continuous · ATC in \d+:\d\d$/);
    await page.close();
  }, 180_000);

  it("keeps its height from the first paint: the countdown's texts arriving with the clock do not move the board", async () => {
    for (const width of [1920, 1366]) {
      const { page } = await chromium.newPage({ viewport: { width, height: 800 } });
      // Every height the header has in a frame, from the first frame on (a string: no helpers in the page).
      await page.addInitScript(`
        const heights = []; window.__headerHeights = heights;
        function sample() {
          const header = document.querySelector(".app-header");
          if (header) { const h = Math.round(header.getBoundingClientRect().height); if (heights[heights.length - 1] !== h) heights.push(h); }
          requestAnimationFrame(sample);
        }
        requestAnimationFrame(sample);`);
      await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
      const hose = page.locator('.session-countdown li[data-exchange="HOSE"]');
      await expect.poll(() => hose.getAttribute("data-session"), { timeout: 60_000 }).toBe("30");
      await page.waitForSelector('[data-status="live"]', { timeout: 60_000 });
      const heights = await page.evaluate(
        () => (window as unknown as { __headerHeights: number[] }).__headerHeights,
      );
      expect(heights, `header heights at ${width} px`).toHaveLength(1);
      // Two rows: the menus, then the sessions, the connection and the clock.
      expect(heights[0]).toBeGreaterThan(50);
      expect(heights[0]).toBeLessThan(90);
      // Every exchange in view on its row (a narrower screen drops the next session's time, not an exchange).
      const rows = await page.evaluate(() =>
        Array.from(document.querySelectorAll(".session-countdown li"), (li) => (li as HTMLElement).offsetTop),
      );
      expect(rows, `countdown rows at ${width} px`).toEqual([rows[0], rows[0], rows[0], rows[0]]);
      await page.close();
    }
  }, 180_000);

  it("lets the keyboard skip the header: the first Tab shows the skip link, Enter focuses the board's grid", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 700 } });
    // A returning visitor: the first visit's promotional dialog is modal and takes the focus itself.
    await page.addInitScript(() => localStorage.setItem("promoDismissed", "true"));
    await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await page.waitForSelector('[role="grid"]', { timeout: 60_000 });
    await page.keyboard.press("Tab");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          cls: el?.className ?? "",
          role: el?.getAttribute("role") ?? "",
          text: el?.textContent ?? "",
        };
      });
    expect(await focused()).toMatchObject({ cls: "skip-link", text: "Bỏ qua đến bảng giá" });
    const box = await page.locator(".skip-link").boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused()).role).toBe("grid");
    await page.close();
  }, 120_000);
});
