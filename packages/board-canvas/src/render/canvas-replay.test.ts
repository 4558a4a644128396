import { describe, expect, it } from "vitest";
import { CanvasReplay, type ReplaySource } from "./canvas-replay";
import { COMMAND_FLOATS, TEXT_ALIGN, TEXT_COMMAND } from "./command-format";

type Call = [string, ...unknown[]];

/** A 2D context that records what is drawn and every state it is given (the unit tier has no canvas). */
function recordingContext(width = 100, height = 50) {
  const calls: Call[] = [];
  const canvas = { width, height };
  const context = {
    canvas,
    set globalAlpha(value: number) {
      calls.push(["globalAlpha", value]);
    },
    set fillStyle(value: string) {
      calls.push(["fillStyle", value]);
    },
    set font(value: string) {
      calls.push(["font", value]);
    },
    set textAlign(value: string) {
      calls.push(["textAlign", value]);
    },
    set globalCompositeOperation(_: string) {},
    set imageSmoothingEnabled(_: boolean) {},
    save: () => calls.push(["save"]),
    restore: () => calls.push(["restore"]),
    setTransform: () => {},
    fillRect: (...args: number[]) => calls.push(["fillRect", ...args]),
    fillText: (text: string, x: number, y: number) => calls.push(["fillText", text, x, y]),
    drawImage: (source: unknown, ...args: number[]) =>
      calls.push(["drawImage", source === canvas ? "self" : source, ...args]),
  };
  return { calls, context: context as unknown as CanvasRenderingContext2D };
}

/** Commands written as the command batch writes them. */
function commands(...items: number[][]): Float32Array {
  return Float32Array.from(items.flat());
}
function fillCommand(colour: number, x: number, y: number, w: number, h: number, alpha = 1): number[] {
  return [-1 - colour, 0, 0, 0, 0, x, y, w, h, alpha];
}
const imageCommand = (id: number, x: number, y: number) => [id, 1, 2, 3, 4, x, y, 5, 6, 1];
function textCommand(style: number, text: string, x: number, baseline: number, align: number): number[] {
  const head = [TEXT_COMMAND - style, text.length, align, 0, 0, x, baseline, 0, 0, 1];
  const slots = new Array(Math.ceil(text.length / COMMAND_FLOATS) * COMMAND_FLOATS).fill(0);
  for (let i = 0; i < text.length; i++) slots[i] = text.charCodeAt(i);
  return [...head, ...slots];
}

describe("CanvasReplay", () => {
  it("clears a full frame to the background, then fills with each colour set once while it repeats", () => {
    const { calls, context } = recordingContext();
    const replay = new CanvasReplay(context, "#101010", 1);
    replay.addColors(["#ff0000", "#00ff00"]);
    const d = commands(
      fillCommand(0, 0, 0, 10, 10),
      fillCommand(0, 10, 0, 10, 10),
      fillCommand(1, 0, 10, 5, 5),
    );
    replay.drawFrame(d, 3, true, 0);
    expect(calls).toEqual([
      ["globalAlpha", 1],
      ["fillStyle", "#101010"],
      ["fillRect", 0, 0, 100, 50],
      ["fillStyle", "#ff0000"],
      ["fillRect", 0, 0, 10, 10],
      ["fillRect", 10, 0, 10, 10],
      ["fillStyle", "#00ff00"],
      ["fillRect", 0, 10, 5, 5],
    ]);
  });

  it("draws a run of text in its style's font scaled to device px, aligned, in one fillText", () => {
    const { calls, context } = recordingContext();
    const replay = new CanvasReplay(context, "#000", 2);
    replay.addTextStyles([
      { font: "12px Arial", color: "#fff" },
      { font: "bold 13px Arial", color: "#f00" },
    ]);
    // A text of 12 characters takes two slots after its head; the command after them is read as one.
    const d = commands(
      textCommand(1, "VNM 72.500,0", 40, 20, TEXT_ALIGN.right),
      textCommand(1, "HPG", 80, 20, TEXT_ALIGN.right),
    );
    replay.drawFrame(d, 1 + 2 + 1 + 1, false, 0);
    expect(calls).toEqual([
      ["font", "bold 26px Arial"],
      ["fillStyle", "#f00"],
      ["textAlign", "right"],
      ["fillText", "VNM 72.500,0", 40, 20],
      ["fillText", "HPG", 80, 20],
    ]);
  });

  it("rescales its fonts after a resize to another resolution, and sets its state again", () => {
    const { calls, context } = recordingContext();
    const replay = new CanvasReplay(context, "#000", 1);
    replay.addTextStyles([{ font: "12px Arial", color: "#fff" }]);
    const d = commands(textCommand(0, "A", 1, 2, TEXT_ALIGN.left));
    replay.drawFrame(d, 2, false, 0);
    replay.resized(1.5);
    replay.drawFrame(d, 2, false, 0);
    expect(calls.filter((call) => call[0] === "font")).toEqual([
      ["font", "12px Arial"],
      ["font", "18px Arial"],
    ]);
    expect(calls.filter((call) => call[0] === "fillStyle")).toHaveLength(2);
  });

  it("draws images from its sources with their alpha, and drops commands naming what it was never given", () => {
    const { calls, context } = recordingContext();
    const replay = new CanvasReplay(context, "#000", 1);
    const atlas = { width: 64, height: 64 } as unknown as ReplaySource;
    replay.setSource(0, atlas);
    const d = commands(
      imageCommand(0, 7, 8),
      imageCommand(3, 0, 0), // no source 3
      fillCommand(5, 0, 0, 1, 1, 0.5), // no colour 5
      textCommand(9, "X", 0, 0, TEXT_ALIGN.left), // no style 9
      fillCommand(0, 0, 0, 1, 1, 0.5), // no colour at all yet
    );
    expect(() => replay.drawFrame(d, 6, false, 0)).not.toThrow();
    expect(calls).toEqual([["drawImage", atlas, 1, 2, 3, 4, 7, 8, 5, 6]]);
  });

  it("moves the kept image before a partial frame's draws, and not on a full frame", () => {
    const { calls, context } = recordingContext(100, 50);
    const replay = new CanvasReplay(context, "#222", 1);
    replay.drawFrame(new Float32Array(0), 0, false, 10);
    expect(calls).toEqual([
      ["save"],
      ["globalAlpha", 1],
      ["drawImage", "self", 0, 10, 100, 40, 0, 0, 100, 40],
      ["fillStyle", "#222"],
      ["fillRect", 0, 40, 100, 10],
      ["restore"],
    ]);
    calls.length = 0;
    replay.drawFrame(new Float32Array(0), 0, true, 10);
    expect(calls.some((call) => call[0] === "drawImage")).toBe(false);
  });
});
