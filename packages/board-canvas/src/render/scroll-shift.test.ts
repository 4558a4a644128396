import { describe, expect, it } from "vitest";
import {
  type ExposedBand,
  exposedBand,
  onDevicePixelGrid,
  shiftDevicePixels,
  wholeDevicePixels,
} from "./scroll-shift";

describe("shiftDevicePixels", () => {
  it("shifts by whole device pixels, either way", () => {
    expect(shiftDevicePixels(1, 700, 1)).toBe(1);
    expect(shiftDevicePixels(-28, 700, 1)).toBe(-28);
    expect(shiftDevicePixels(1, 700, 2)).toBe(2);
    expect(shiftDevicePixels(1, 700, 3)).toBe(3);
  });

  it("refuses a fractional device pixel ratio (those boards repaint whole)", () => {
    expect(shiftDevicePixels(2, 700, 1.5)).toBeNaN();
    expect(shiftDevicePixels(4, 700, 1.25)).toBeNaN();
  });

  it("refuses a fractional device-pixel move (it would resample every glyph)", () => {
    expect(shiftDevicePixels(1, 700, 1.5)).toBeNaN();
    expect(shiftDevicePixels(0.5, 700, 1)).toBeNaN();
  });

  it("refuses no move and a move of a whole view or more (nothing drawn is kept)", () => {
    expect(shiftDevicePixels(0, 700, 1)).toBeNaN();
    expect(shiftDevicePixels(700, 700, 1)).toBeNaN();
    expect(shiftDevicePixels(-900, 700, 2)).toBeNaN();
    expect(shiftDevicePixels(Number.NaN, 700, 1)).toBeNaN();
  });
});

describe("wholeDevicePixels", () => {
  it("tolerates float error but not a real fraction", () => {
    expect(wholeDevicePixels(0.1 * 3, 10)).toBe(3);
    expect(wholeDevicePixels(1, 1.25)).toBeNaN();
    expect(wholeDevicePixels(4, 1.25)).toBe(5);
  });
});

describe("exposedBand", () => {
  const band = (dy: number, height: number) =>
    exposedBand(dy, height, { top: -1, bottom: -1 } as ExposedBand);

  it("uncovers the bottom when scrolling down and the top when scrolling up", () => {
    expect(band(1, 700)).toEqual({ top: 699, bottom: 700 });
    expect(band(30, 700)).toEqual({ top: 670, bottom: 700 });
    expect(band(-5, 700)).toEqual({ top: 0, bottom: 5 });
  });

  it("is empty without a move and never wider than the view", () => {
    expect(band(0, 700)).toEqual({ top: 0, bottom: 0 });
    expect(band(900, 700)).toEqual({ top: 0, bottom: 700 });
    expect(band(-900, 700)).toEqual({ top: 0, bottom: 700 });
  });
});

describe("onDevicePixelGrid", () => {
  it("keeps whole CSS px at ratios 1 and 2", () => {
    expect(onDevicePixelGrid(7, 1)).toBe(7);
    expect(onDevicePixelGrid(7, 2)).toBe(7);
  });

  it("moves whole CSS px at ratio 1.5 onto the device grid", () => {
    expect([0, 1, 2, 3, 4].map((top) => onDevicePixelGrid(top, 1.5) * 1.5)).toEqual([0, 2, 3, 5, 6]);
  });

  it("moves a fractional offset at ratio 1 and 2 onto the grid, so that a zoomed page still shifts", () => {
    expect(onDevicePixelGrid(10.4, 1)).toBe(10);
    expect(onDevicePixelGrid(10.4, 2)).toBe(10.5);
  });

  it("leaves the offset alone for a ratio that is not a number", () => {
    expect(onDevicePixelGrid(3, Number.NaN)).toBe(3);
    expect(onDevicePixelGrid(3, 0)).toBe(3);
  });
});
