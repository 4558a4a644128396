import { fileURLToPath } from "node:url";
import type { SymbolField } from "@vnboard/feed";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BoardViewProps } from "../../packages/board-canvas/src/react/board-view";
import { fixtureInChromium } from "./fixture-scaffold";

/*
 * Every prop of <BoardView> takes effect when it changes after the board is mounted: CHECKS is keyed by
 * BoardViewProps, so a new prop without a check here does not compile. Creation props (store, renderer,
 * worker, workerText, resolution, now) make a new board; the rest change the mounted one.
 */

const fixture = fileURLToPath(new URL("./fixtures/board-props", import.meta.url));

interface PropsWindow {
  __props: {
    events: string[];
    requested: string[];
    boards: { rendererName: string; scrollTop: number; togglePin(code: string): void }[];
    renders: number;
    set(name: string, value: unknown, named?: boolean): void;
  };
}

/** Sets a prop in the page (`named`: a value built in the page, by its name in the fixture's NAMED). */
async function setProp(page: Page, name: string, value: unknown, named = false): Promise<void> {
  await page.evaluate(
    ([n, v, k]) => (window as unknown as PropsWindow).__props.set(n as string, v, k as boolean),
    [name, value, named] as const,
  );
}

const boardCount = (page: Page) =>
  page.evaluate(() => (window as unknown as PropsWindow).__props.boards.length);

/** Waits for a new board after a creation prop changed; returns its renderer's name. */
async function expectRemount(page: Page, before: number): Promise<string> {
  await page.waitForFunction((n) => (window as unknown as PropsWindow).__props.boards.length > n, before);
  await page.waitForFunction(() => document.querySelectorAll('[data-vnboard="board"]').length === 1);
  return page.evaluate(() => {
    const boards = (window as unknown as PropsWindow).__props.boards;
    return boards[boards.length - 1].rendererName;
  });
}

/** The screen-reader rows: one array of cell texts per visible row, in the columns' order. */
const rows = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="rowgroup"] [role="row"]')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent ?? ""),
    ),
  );
const columnIds = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="columnheader"]')).map(
      (h) => h.dataset.column ?? "",
    ),
  );
const headerText = (page: Page, column: string) => page.locator(`[data-column="${column}"]`).textContent();

/** Cell text of row `row` under column `column`, from the screen-reader rows (the code, then data columns). */
async function cell(page: Page, row: number, column: string): Promise<string> {
  const data = (await columnIds(page)).filter((id) => !["star", "code", "miniChart"].includes(id));
  const index = column === "code" ? 0 : data.indexOf(column) + 1;
  return (await rows(page))[row]?.[index] ?? "<none>";
}

/** Centre of the cell at `row` (0 = first row) under `column`, in page coordinates. */
async function cellPoint(page: Page, row: number, column: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(`[data-column="${column}"]`).boundingBox())!;
  const headerBottom = (await page.locator('[data-vnboard="board"] > div').first().boundingBox())!;
  return { x: box.x + box.width / 2, y: headerBottom.y + headerBottom.height + 28 * row + 14 };
}

const events = (page: Page) => page.evaluate(() => (window as unknown as PropsWindow).__props.events.slice());
async function waitEvent(page: Page, prefix: string): Promise<string> {
  await page.waitForFunction(
    (p) => (window as unknown as PropsWindow).__props.events.some((e) => e.startsWith(p)),
    prefix,
  );
  return (await events(page)).find((e) => e.startsWith(prefix))!;
}
const canvasShot = (page: Page) =>
  page.locator('[data-vnboard="board"] canvas').screenshot({ animations: "disabled" });

async function waitChanged(page: Page, before: Buffer): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (!before.equals(await canvasShot(page))) return;
    await page.waitForTimeout(50);
  }
  throw new Error("the board's pixels did not change");
}

type Check = (page: Page) => Promise<void>;

const CHECKS: Record<keyof BoardViewProps<SymbolField>, Check> = {
  async codes(page) {
    await setProp(page, "codes", "twoCodes", true);
    await page.waitForFunction(
      () => document.querySelectorAll('[role="rowgroup"] [role="row"]').length === 2,
    );
  },
  async columns(page) {
    await setProp(page, "columns", "smallColumns", true);
    await expect.poll(() => columnIds(page)).toEqual(["code", "totalTradedQtty"]);
  },
  async rowHeight(page) {
    await setProp(page, "rowHeight", 40);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-vnboard="board"] div')).some(
        (d) => d.style.height === `${40 * 30}px`,
      ),
    );
  },
  async expandedRow(page) {
    await setProp(page, "expandedRow", (await rows(page))[1][0]);
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-vnboard="expanded-panel"]')?.style.display === "block",
    );
  },
  async expandedHeight(page) {
    await setProp(page, "expandedRow", (await rows(page))[1][0]);
    await setProp(page, "expandedHeight", 228);
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-vnboard="expanded-panel"]')?.style.height === "200px",
    );
  },
  async onExpandedRect(page) {
    await setProp(page, "expandedRow", (await rows(page))[2][0]);
    await waitEvent(page, "onExpandedRect");
  },
  async theme(page) {
    const root = page.locator('[data-vnboard="board"]');
    await setProp(page, "theme", { background: "#ff0000", headerBackground: "#00ff00" });
    await expect.poll(() => root.evaluate((e) => e.style.background)).toBe("rgb(255, 0, 0)");
    // An equal theme in a new object (an inline `theme={{...}}`) changes nothing, the board stays.
    const before = await boardCount(page);
    const handle = await root.elementHandle();
    await setProp(page, "theme", { background: "#ff0000", headerBackground: "#00ff00" });
    await setProp(page, "style", { width: 900, height: 300 });
    expect(await boardCount(page)).toBe(before);
    expect(await handle!.evaluate((e) => e.isConnected)).toBe(true);
  },
  async colorBlindSafe(page) {
    const before = await canvasShot(page);
    await setProp(page, "colorBlindSafe", true);
    await waitChanged(page, before);
  },
  async scale(page) {
    await setProp(page, "scale", 2);
    await page.waitForFunction(
      () => (document.querySelector('[data-vnboard="board"] > div') as HTMLElement).style.height === "96px",
    );
    const width = await page.locator('[data-column="code"]').evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBe(180);
  },
  async fit(page) {
    await setProp(page, "columns", "smallColumns", true);
    await setProp(page, "fit", true);
    await page.waitForFunction(
      () => (document.querySelector('[data-vnboard="board"] > div') as HTMLElement).style.width === "900px",
    );
  },
  async ariaLabel(page) {
    await setProp(page, "ariaLabel", "Bảng giá VN30");
    await expect.poll(() => page.locator('[role="grid"]').getAttribute("aria-label")).toBe("Bảng giá VN30");
  },
  async renderer(page) {
    const before = await boardCount(page);
    await setProp(page, "renderer", "auto");
    await expectRemount(page, before);
  },
  async worker(page) {
    const before = await boardCount(page);
    await setProp(page, "worker", true);
    expect(await expectRemount(page, before)).toBe("canvas-worker");
  },
  async workerText(page) {
    const before = await boardCount(page);
    await setProp(page, "workerText", "glyphs");
    await expectRemount(page, before);
  },
  async resolution(page) {
    const before = await boardCount(page);
    await setProp(page, "resolution", 2);
    await expectRemount(page, before);
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-vnboard="board"] canvas')!;
      return canvas.width === 2 * canvas.clientWidth;
    });
  },
  async now(page) {
    const before = await boardCount(page);
    await setProp(page, "now", "frozenClock", true);
    await expectRemount(page, before);
  },
  async store(page) {
    const before = await boardCount(page);
    await setProp(page, "store", "otherStore", true);
    await expectRemount(page, before);
  },
  async favourites(page) {
    const before = await canvasShot(page);
    await setProp(page, "favourites", "firstFavourite", true);
    await waitChanged(page, before);
  },
  async alternates(page) {
    expect(await cell(page, 0, "changePrice")).not.toContain("%");
    await setProp(page, "alternates", "changeAlternate", true);
    await expect.poll(() => cell(page, 0, "changePrice")).toContain("%");
  },
  async language(page) {
    expect(await headerText(page, "code")).toBe("Mã CK");
    await setProp(page, "language", "en");
    await expect.poll(() => headerText(page, "code")).toBe("Symbol");
  },
  async label(page) {
    await setProp(page, "label", "upperLabel", true);
    await expect.poll(() => headerText(page, "code")).toBe("L:code");
  },
  async oddLot(page) {
    expect(await cell(page, 0, "highestPrice")).not.toBe("");
    await setProp(page, "oddLot", true);
    await expect.poll(() => cell(page, 0, "highestPrice")).toBe("");
  },
  async isRowStale(page) {
    const before = await canvasShot(page);
    await setProp(page, "isRowStale", "staleFirstRow", true);
    await waitChanged(page, before);
    const first = page.locator('[role="rowgroup"] [role="row"]').first();
    await expect.poll(() => first.getAttribute("aria-description")).toBe("dữ liệu cũ");
    expect(await page.locator('[role="rowgroup"] [role="row"][data-stale]').count()).toBe(1);
  },
  async staleRowLabel(page) {
    await setProp(page, "isRowStale", "staleFirstRow", true);
    await setProp(page, "staleRowLabel", "delayed prices");
    const first = page.locator('[role="rowgroup"] [role="row"]').first();
    await expect.poll(() => first.getAttribute("aria-description")).toBe("delayed prices");
  },
  async view(page) {
    await setProp(page, "view", "cards");
    await page.waitForFunction(
      () => (document.querySelector('[data-vnboard="board"] > div') as HTMLElement).style.display === "none",
    );
  },
  async cardLabels(page) {
    await setProp(page, "view", "cards");
    await page.waitForTimeout(200);
    const before = await canvasShot(page);
    await setProp(page, "cardLabels", { totalVolume: "WWWWWW", matchVolume: "MMMMMM", bid: "B", offer: "O" });
    await waitChanged(page, before);
  },
  async sort(page) {
    await setProp(page, "sort", { column: "code", type: "desc" });
    const descending = async () => {
      const codes = (await rows(page)).map((r) => r[0]);
      return codes.join() === [...codes].sort().reverse().join() && codes.length > 3;
    };
    await expect.poll(descending).toBe(true);
  },
  async miniCharts(page) {
    await setProp(page, "columns", "chartColumns", true);
    await setProp(page, "miniCharts", "miniCharts", true);
    await page.waitForFunction(() => (window as unknown as PropsWindow).__props.requested.length > 0);
  },
  async order(page) {
    const fifth = (await rows(page))[4][0];
    await setProp(page, "order", { pinned: [fifth], manual: null });
    await expect.poll(async () => (await rows(page))[0][0]).toBe(fifth);
  },
  async reorderable(page) {
    await setProp(page, "reorderable", false);
    const drag = async () => {
      const from = await cellPoint(page, 0, "code");
      const to = await cellPoint(page, 3, "code");
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
    };
    await drag();
    expect((await events(page)).filter((e) => e.startsWith("onOrderChange"))).toEqual([]);
    await setProp(page, "reorderable", true);
    await page.waitForTimeout(100);
    await drag();
    await waitEvent(page, "onOrderChange");
  },
  async onRowClick(page) {
    const p = await cellPoint(page, 1, "refPrice");
    await page.mouse.click(p.x, p.y);
    expect(await waitEvent(page, "onRowClick")).toBe(`onRowClick:${(await rows(page))[1][0]}`);
  },
  async onCellClick(page) {
    const p = await cellPoint(page, 1, "bidPrice1");
    await page.mouse.click(p.x, p.y);
    expect(await waitEvent(page, "onCellClick")).toBe(`onCellClick:${(await rows(page))[1][0]}/bidPrice1`);
  },
  async onStarClick(page) {
    const p = await cellPoint(page, 0, "star");
    await page.mouse.click(p.x, p.y);
    await waitEvent(page, "onStarClick");
  },
  async onRowContextMenu(page) {
    const p = await cellPoint(page, 2, "ceilPrice");
    await page.mouse.click(p.x, p.y, { button: "right" });
    await waitEvent(page, "onRowContextMenu");
  },
  async onCellContextMenu(page) {
    const p = await cellPoint(page, 2, "bidQtty1");
    await page.mouse.click(p.x, p.y, { button: "right" });
    expect(await waitEvent(page, "onCellContextMenu")).toBe(
      `onCellContextMenu:${(await rows(page))[2][0]}/bidQtty1`,
    );
  },
  async onError(page) {
    await page.evaluate(() =>
      document
        .querySelector('[data-vnboard="board"] canvas')!
        .dispatchEvent(new Event("webglcontextlost", { cancelable: true })),
    );
    await waitEvent(page, "onError");
  },
  async onSortChange(page) {
    await page.click('[data-column="matchPrice"]');
    await waitEvent(page, "onSortChange");
  },
  async onOrderChange(page) {
    await page.evaluate(() => {
      const board = (window as unknown as PropsWindow).__props.boards.at(-1)!;
      const code = document.querySelector('[role="rowgroup"] [role="row"] > :first-child')!.textContent!;
      board.togglePin(code);
    });
    await waitEvent(page, "onOrderChange");
  },
  async onScroll(page) {
    await page.evaluate(() => {
      (window as unknown as PropsWindow).__props.boards.at(-1)!.scrollTop = 60;
    });
    await waitEvent(page, "onScroll");
  },
  async onFirstRows(page) {
    await waitEvent(page, "onFirstRows");
    // Once per board: a scroll's repaint does not call it again.
    await page.evaluate(() => {
      (window as unknown as PropsWindow).__props.boards.at(-1)!.scrollTop = 60;
    });
    await waitEvent(page, "onScroll");
    expect((await events(page)).filter((e) => e.startsWith("onFirstRows"))).toHaveLength(1);
  },
  async className(page) {
    await setProp(page, "className", "broker-board");
    await page.waitForSelector(".broker-board > [data-vnboard='board']");
  },
  async style(page) {
    await setProp(page, "style", { width: 700, height: 300 });
    await expect
      .poll(() => page.locator('[data-vnboard="board"]').evaluate((e) => e.getBoundingClientRect().width))
      .toBe(700);
  },
  async onReady(page) {
    expect(await boardCount(page)).toBe(1);
  },
};

describe("BoardView props (React 19 host)", () => {
  const suite = fixtureInChromium(fixture, "board-props");

  it("every prop takes effect when it changes on a mounted board", async () => {
    const { page, errors } = await suite.chromium.newPage({ viewport: { width: 1000, height: 400 } });
    const failures: string[] = [];
    for (const [name, check] of Object.entries(CHECKS)) {
      // A fresh page per prop: each check starts from the fixture's initial props.
      await page.goto(suite.server.url);
      await page.waitForFunction(() => (window as unknown as PropsWindow).__props.boards.length > 0);
      await page.waitForFunction(
        () => document.querySelectorAll('[role="rowgroup"] [role="row"]').length > 3,
      );
      await check(page).catch((error: Error) => failures.push(`${name}: ${error.message.split("\n")[0]}`));
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it("names the codes a complete store does not have, at the mount and when the host sets new codes", async () => {
    const { page, errors } = await suite.chromium.newPage({ viewport: { width: 1000, height: 400 } });
    await page.goto(suite.server.url);
    await page.waitForFunction(() => document.querySelectorAll('[role="rowgroup"] [role="row"]').length > 3);
    const unknown = async () =>
      (await events(page)).filter((e) => e.includes("codes the feed does not have"));
    // The fixture's first store was filled without a snapshot: its list is never known to be whole.
    await setProp(page, "codes", "codesWithTypo", true);
    await setProp(page, "store", "completeStore", true); // a new board, on a store whose snapshot ended
    await page.waitForFunction(() => (window as unknown as PropsWindow).__props.boards.length > 1);
    await waitEvent(page, "onError");
    expect(await unknown()).toEqual([
      "onError:codes the feed does not have after its snapshot, left out: ZZZZ",
    ]);
    await setProp(page, "codes", "codesWithOtherTypo", true);
    await expect.poll(unknown).toHaveLength(2);
    expect((await unknown())[1]).toBe(
      "onError:codes the feed does not have after its snapshot, left out: qqq",
    );
    // The board shows the codes it has.
    await expect.poll(async () => (await rows(page)).length).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("draws a theme colour a canvas cannot parse in the default theme's colour and says which", async () => {
    const { page, errors } = await suite.chromium.newPage({ viewport: { width: 1000, height: 400 } });
    await page.goto(suite.server.url);
    await page.waitForFunction(() => document.querySelectorAll('[role="rowgroup"] [role="row"]').length > 3);
    const root = page.locator('[data-vnboard="board"]');
    await setProp(page, "theme", { background: "#ff0000" });
    await expect.poll(() => root.evaluate((e) => e.style.background)).toBe("rgb(255, 0, 0)");
    // A canvas (and the page's style) ignores "#12345" and keeps the colour it had: red here.
    await setProp(page, "theme", { background: "#12345", flashUp: "not a colour" });
    const error = await waitEvent(page, "onError");
    expect(error).toBe('onError:theme: kept the default for background "#12345", flashUp "not a colour"');
    await expect.poll(() => root.evaluate((e) => e.style.background)).toBe("rgb(16, 18, 22)");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
