import { describe, expect, it } from "vitest";
import { type ExposedBand, exposedBand, shiftDevicePixels, wholeDevicePixels } from "./scroll-shift";

describe("shiftDevicePixels", () => {
  it("shifts by whole device pixels, either way", () => {
    expect(shiftDevicePixels(1, 700, 1)).toBe(1);
    expect(shiftDevicePixels(-28, 700, 1)).toBe(-28);
    expect(shiftDevicePixels(1, 700, 2)).toBe(2);
    expect(shiftDevicePixels(2, 700, 1.5)).toBe(3);
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
