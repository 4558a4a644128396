/**
 * A board mounted inside a shadow root, as a broker's portal built from web components mounts it (a
 * custom element whose own markup and styles live in its shadow tree). examples/plain-html with its
 * second host moved into a shadow root before the page's module runs: the board must draw, read out its
 * rows, take clicks and keys there as in the light DOM, and leave the shadow tree empty when destroyed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./package-dists";
import { canvasHash, rowPoint } from "./page-probes";
import { type PlainHtmlEnv, startPlainHtmlEnv } from "./plain-html-env";

const SOURCE = readFileSync(join(REPO_ROOT, "examples", "plain-html", "main.js"), "utf8");
/** The second board's codes (the one moved into the shadow root), read from the example. */
const CODES = [...SOURCE.matchAll(/codes: (\[[^\]]*\])/g)].map(
  (match) => JSON.parse(match[1]) as string[],
)[1];

/**
 * Runs before the page's scripts: `#industry` becomes a custom element's shadow host, and the page's
 * `getElementById("industry")` hands out a div inside that shadow root (the element the portal's web
 * component would give the board).
 */
function mountIndustryInShadowRoot(): void {
  const byId = Document.prototype.getElementById;
  let inner: HTMLElement | null = null;
  Document.prototype.getElementById = function (this: Document, id: string) {
    const found = byId.call(this, id);
    if (id !== "industry" || found === null) return found;
    if (inner === null) {
      const shadow = found.attachShadow({ mode: "open" });
      const style = document.createElement("style");
      style.textContent = ":host { display: block } .slot { height: 100%; width: 100% }";
      inner = document.createElement("div");
      inner.className = "slot";
      shadow.append(style, inner);
    }
    return inner;
  };
}

/** The screen-reader rows of a board: [code, price, ...] per visible row. */
function rowsOf(board: Locator): Promise<string[][]> {
  return board
    .locator('[role="rowgroup"] [role="row"]')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? "")));
}

describe("a board inside a shadow root (a portal of web components)", () => {
  let env: PlainHtmlEnv;
  let chromium: PlainHtmlEnv["chromium"];
  let pageUrl = "";

  beforeAll(async () => {
    env = await startPlainHtmlEnv();
    ({ chromium, pageUrl } = env);
  }, 600_000);

  afterAll(async () => {
    await env?.close();
  });

  it("draws live rows, reads them out, opens a row by click and by keys, and leaves nothing when destroyed", async () => {
    const { page, errors } = await chromium.newPage({ viewport: { width: 1000, height: 760 } });
    await page.addInitScript(mountIndustryInShadowRoot);
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-boards="ready"]', { timeout: 30_000 });
    // The board is in the shadow tree, not in the document's own.
    expect(await page.evaluate(() => document.querySelectorAll('[data-vnboard="board"]').length)).toBe(1);
    const shadowBoard = page.locator('#industry [data-vnboard="board"]');
    expect(
      await page.evaluate(
        () => document.querySelector("#industry")?.shadowRoot?.querySelector("canvas") != null,
      ),
    ).toBe(true);
    await expect
      .poll(async () => (await rowsOf(shadowBoard)).map((row) => row[0]), { timeout: 30_000 })
      .toEqual(CODES);
    for (const row of await rowsOf(shadowBoard)) expect(row[1]).toMatch(/^\d+\.\d\d$/);
    // It is drawn, and live: its canvas takes the feed's changes.
    const canvasSum = () => canvasHash(shadowBoard.locator("canvas"));
    const first = await canvasSum();
    await expect.poll(canvasSum, { timeout: 20_000 }).not.toBe(first);

    // A click on the fourth row opens its ticket (the host's onRowClick).
    const point = await rowPoint(shadowBoard, 3);
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => page.locator("#ticket").getAttribute("data-ticket")).toBe(CODES[3]);
    await page.evaluate(() => document.getElementById("ticket-close")!.click());
    await expect.poll(() => page.locator("#ticket").isHidden()).toBe(true);

    // Keys: the board focused again, they go on from the row clicked; Enter opens the one below it.
    await shadowBoard.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#ticket").getAttribute("data-ticket")).toBe(CODES[4]);

    await page.evaluate(() => document.getElementById("close-boards")!.click());
    await page.waitForSelector('body[data-boards="closed"]');
    expect(
      await page.evaluate(
        () => document.querySelector("#industry")?.shadowRoot?.querySelector(".slot")?.childElementCount,
      ),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
