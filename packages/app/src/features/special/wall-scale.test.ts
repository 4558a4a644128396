import { describe, expect, it } from "vitest";
import { wallScale } from "./wall-scale";

describe("wallScale", () => {
  it("is 1 on a full-HD screen or smaller", () => {
    expect(wallScale(1920, 1080)).toBe(1);
    expect(wallScale(1366, 768)).toBe(1);
    expect(wallScale(390, 844)).toBe(1);
  });

  it("is 3 on a 4K wall, and between on a 1440p screen", () => {
    expect(wallScale(3840, 2160)).toBe(3);
    expect(wallScale(2560, 1440)).toBe(1.75);
  });

  it("follows the smaller ratio and stops at 4", () => {
    expect(wallScale(3840, 1080)).toBe(1);
    expect(wallScale(7680, 4320)).toBe(4);
    expect(wallScale(Number.NaN, 1080)).toBe(1);
  });
});
