import { describe, expect, it } from "vitest";
import type { BoardTexture, BoardTextureSource } from "../texture/board-texture";
import { CommandBatch } from "./command-batch";
import { COMMAND_FLOATS, TEXT_ALIGN, TEXT_COMMAND } from "./command-format";

/** A texture source as far as the batch reads it: resolution and the "update" and "destroy" events. */
function fakeSource(resolution: number) {
  type Rect = { x: number; y: number; width: number; height: number };
  type Listener = (source: unknown, rect: Rect | null) => void;
  const listeners: Listener[] = [];
  const destroyListeners: Listener[] = [];
  const listOf = (event: string) => (event === "destroy" ? destroyListeners : listeners);
  const source = {
    resolution,
    on: (event: string, fn: Listener) => listOf(event).push(fn),
    off: (event: string, fn: Listener) => {
      const list = listOf(event);
      if (list.includes(fn)) list.splice(list.indexOf(fn), 1);
    },
    update: (rect?: Rect) => {
      for (const fn of [...listeners]) fn(source, rect ?? null);
    },
    destroy: () => {
      for (const fn of destroyListeners.splice(0)) fn(source, null);
    },
    listeners,
    destroyListeners,
  };
  return source;
}

function fakeTexture(source: ReturnType<typeof fakeSource>, x: number, y: number, w: number, h: number) {
  return {
    source: source as unknown as BoardTextureSource,
    frame: { x, y, width: w, height: h },
    fill: null,
  } as BoardTexture;
}

function command(data: Float32Array, index: number): number[] {
  return Array.from(data.subarray(index * COMMAND_FLOATS, (index + 1) * COMMAND_FLOATS));
}

describe("CommandBatch", () => {
  it("writes device-pixel commands whose edges are rounded, so neighbouring cells meet exactly", () => {
    const atlas = fakeSource(2);
    const batch = new CommandBatch(1.5);
    batch.begin();
    batch.push(fakeTexture(atlas, 10, 20, 8, 9), 3.4, 5, -1, -1, 1); // the texture's own size
    batch.push(fakeTexture(atlas, 0, 0, 4, 4), 0.5, 0, 33.3, 28, 0.5); // stretched swatch
    batch.push(fakeTexture(atlas, 0, 0, 4, 4), 33.8, 0, 10, 28, 1); // its right neighbour
    batch.end();
    expect(batch.size).toBe(3);
    const data = batch.take();
    // source id, source rect in the source's pixels (frame x resolution 2), destination at 1.5.
    expect(command(data, 0)).toEqual([0, 20, 40, 16, 18, 5, 8, 12, 13, 1]);
    expect(command(data, 1)).toEqual([0, 0, 0, 8, 8, 1, 0, 50, 42, 0.5]);
    // 0.5 + 33.3 = 33.8: the second swatch starts where the first ended (device px 51).
    const [, , , , , left1, , width1] = command(data, 1);
    expect(command(data, 2)[5]).toBe(left1 + width1);
  });

  it("numbers sources in order of first use and reports a source again after its update()", () => {
    const atlas = fakeSource(1);
    const charts = fakeSource(1);
    const batch = new CommandBatch(1);
    batch.begin();
    batch.push(fakeTexture(atlas, 0, 0, 1, 1), 0, 0, 1, 1, 1);
    batch.push(fakeTexture(charts, 0, 0, 1, 1), 0, 0, 1, 1, 1);
    batch.push(fakeTexture(atlas, 0, 0, 1, 1), 0, 0, 1, 1, 1);
    expect(batch.sourceCount).toBe(2);
    expect(command(batch.take(), 2)[0]).toBe(0);
    expect(batch.dirtySource(0)).toBe(atlas);
    expect(batch.dirtySource(1)).toBe(charts);
    batch.sourceSent(0);
    batch.sourceSent(1);
    expect(batch.dirtySource(0)).toBeNull();
    charts.update();
    expect(batch.dirtySource(0)).toBeNull();
    expect(batch.dirtySource(1)).toBe(charts);
    batch.destroy();
    expect(atlas.listeners).toHaveLength(0);
    expect(charts.listeners).toHaveLength(0);
    expect(atlas.destroyListeners).toHaveLength(0);
  });

  it("tells the drawer once of a destroyed source and gives its replacement a new id", () => {
    // A zoom or a theme change replaces the glyph atlas: the drawer must let the old one's pixels go.
    const atlas = fakeSource(1);
    const batch = new CommandBatch(1);
    batch.begin();
    batch.push(fakeTexture(atlas, 0, 0, 1, 1), 0, 0, 1, 1, 1);
    batch.sourceSent(0);
    expect(batch.takeRetired()).toEqual([]);
    atlas.destroy();
    expect(batch.takeRetired()).toEqual([0]);
    expect(batch.takeRetired()).toEqual([]);
    expect(batch.dirtySource(0)).toBeNull();
    expect(atlas.listeners).toHaveLength(0);
    const next = fakeSource(2);
    batch.push(fakeTexture(next, 0, 0, 1, 1), 0, 0, 1, 1, 1);
    expect(command(batch.take(), 1)[0]).toBe(1);
    expect(batch.dirtySource(1)).toBe(next);
    // A new drawer (the page after a failed worker) is sent the living sources only.
    batch.sourceSent(1);
    batch.newDrawer();
    expect(batch.dirtySource(0)).toBeNull();
    expect(batch.dirtySource(1)).toBe(next);
    batch.destroy();
    expect(next.destroyListeners).toHaveLength(0);
  });

  it("reports the union of a source's changed parts, or all of it, until the drawer has it", () => {
    const charts = fakeSource(2);
    const batch = new CommandBatch(1);
    batch.begin();
    batch.push(fakeTexture(charts, 0, 0, 80, 20), 0, 0, -1, -1, 1);
    // New to the drawer: all of it.
    expect(batch.dirtySource(0)).not.toBeNull();
    expect(batch.dirtyRect(0)).toBeNull();
    batch.sourceSent(0);
    expect(batch.dirtySource(0)).toBeNull();
    // Two charts drawn in one frame: the rectangle around both.
    charts.update({ x: 80, y: 20, width: 80, height: 20 });
    charts.update({ x: 240, y: 0, width: 80, height: 20 });
    expect(batch.dirtyRect(0)).toEqual({ x: 80, y: 0, width: 240, height: 40 });
    // An update without a part: all of it again, whatever parts come after before the drawer has it.
    charts.update();
    charts.update({ x: 0, y: 0, width: 80, height: 20 });
    expect(batch.dirtyRect(0)).toBeNull();
    batch.sourceSent(0);
    charts.update({ x: 0, y: 300, width: 80, height: 20 });
    expect(batch.dirtyRect(0)).toEqual({ x: 0, y: 300, width: 80, height: 20 });
  });

  it("grows past its first capacity and keeps every command", () => {
    const atlas = fakeSource(1);
    const texture = fakeTexture(atlas, 0, 0, 1, 1);
    const batch = new CommandBatch(1);
    batch.begin();
    for (let i = 0; i < 10_000; i++) batch.push(texture, i, 0, 1, 1, 1);
    const data = batch.take();
    expect(batch.size).toBe(10_000);
    expect(data.length).toBeGreaterThanOrEqual(10_000 * COMMAND_FLOATS);
    expect(command(data, 9_999)[5]).toBe(9_999);
  });

  it("continues in a buffer handed back by the drawer instead of allocating one", () => {
    const batch = new CommandBatch(1);
    const first = batch.take();
    const second = batch.take();
    expect(second).not.toBe(first);
    batch.recycle(first.buffer as ArrayBuffer);
    batch.take(); // hands over the buffer created after `second`
    expect(batch.take().buffer).toBe(first.buffer);
  });

  it("writes a swatch as a fill of its colour (a negative id), each colour numbered once", () => {
    const atlas = fakeSource(1);
    const swatch = (fill: string) => ({ ...fakeTexture(atlas, 0, 0, 4, 4), fill }) as BoardTexture;
    const batch = new CommandBatch(2);
    batch.begin();
    batch.push(swatch("#14171c"), 0, 0, 70, 20, 1);
    batch.push(fakeTexture(atlas, 10, 0, 8, 9), 4, 2, -1, -1, 1); // a glyph: drawn from its source
    batch.push(swatch("#1e6b3a"), 70, 0, 70, 20, 1);
    batch.push(swatch("#14171c"), 140, 0, 70, 20, 1);
    batch.end();
    expect(batch.colors).toEqual(["#14171c", "#1e6b3a"]);
    // The glyph's source is the only source: the swatches' atlas is never sent for them.
    expect(batch.sourceCount).toBe(1);
    const data = batch.take();
    expect(command(data, 0).slice(0, 1).concat(command(data, 0).slice(5))).toEqual([-1, 0, 0, 140, 40, 1]);
    expect(command(data, 1)[0]).toBe(0);
    expect(command(data, 2)[0]).toBe(-2);
    expect(command(data, 3)[0]).toBe(-1);
  });
  it("writes a run of text as one command, its char codes in the slots after it, each style numbered once", () => {
    const batch = new CommandBatch(2);
    const text = "1,234.50";
    const chars = Uint16Array.from(text, (c) => c.charCodeAt(0));
    const font = "12px Arial";
    batch.begin();
    batch.pushText(chars, chars.length, font, "#00e676", 100.4, 20, TEXT_ALIGN.right);
    batch.pushText(chars, 3, "bold 12px Arial", "#00e676", 10, 40, TEXT_ALIGN.left);
    batch.pushText(chars, chars.length, font, "#00e676", 50, 60, TEXT_ALIGN.center);
    // 8 chars take one slot after the command, 3 chars one: 2 + 2 + 2 commands.
    expect(batch.size).toBe(6);
    expect(batch.textStyles).toEqual([
      { font, color: "#00e676" },
      { font: "bold 12px Arial", color: "#00e676" },
    ]);
    const d = batch.take();
    const command = (at: number) => Array.from(d.subarray(at * COMMAND_FLOATS, (at + 1) * COMMAND_FLOATS));
    // Style 0, 8 chars, right-aligned, anchor and baseline in device px (rounded).
    expect(command(0).slice(0, 3)).toEqual([TEXT_COMMAND, 8, TEXT_ALIGN.right]);
    expect(command(0).slice(5, 7)).toEqual([201, 40]);
    expect(String.fromCharCode(...command(1).slice(0, 8))).toBe(text);
    expect(command(2).slice(0, 3)).toEqual([TEXT_COMMAND - 1, 3, TEXT_ALIGN.left]);
    expect(String.fromCharCode(...command(3).slice(0, 3))).toBe("1,2");
    expect(command(4)[0]).toBe(TEXT_COMMAND);
  });
});
