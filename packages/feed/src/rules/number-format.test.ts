import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatDerivativePrice,
  formatNumber,
  formatPercent,
  formatPrice,
  formatVolume,
  getNumberFormat,
} from "./number-format";

describe("formatPrice", () => {
  it("shows dong in thousands with fixed decimals", () => {
    expect(formatPrice(25_350)).toBe("25.35");
    expect(formatPrice(25_000)).toBe("25.00");
    expect(formatPrice(25_350, 1)).toBe("25.4");
    expect(formatPrice(1_234_500)).toBe("1,234.50");
    expect(formatPrice(10)).toBe("0.01");
  });

  it("is empty for invalid values and, when asked, for zero", () => {
    expect(formatPrice(Number.NaN)).toBe("");
    expect(formatPrice(undefined)).toBe("");
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatPrice(0)).toBe("0.00");
    expect(formatPrice(0, 2, true)).toBe("");
  });

  it("shows negative changes with a sign and never -0", () => {
    expect(formatPrice(-150)).toBe("-0.15");
    expect(formatPrice(-1)).toBe("0.00");
  });
});

describe("formatDerivativePrice", () => {
  it("shows index points with 1 decimal", () => {
    expect(formatDerivativePrice(1301.5)).toBe("1,301.5");
    expect(formatDerivativePrice(-3.2)).toBe("-3.2");
    expect(formatDerivativePrice(0, true)).toBe("");
    expect(formatDerivativePrice(Number.NaN)).toBe("");
  });
});

describe("formatVolume", () => {
  it("shows lots of 10 shares with thousands separators", () => {
    expect(formatVolume(1_234_500)).toBe("123,450");
    expect(formatVolume(100)).toBe("10");
    expect(formatVolume(0)).toBe("0");
    expect(formatVolume(0, true)).toBe("");
    expect(formatVolume(Number.NaN)).toBe("");
  });
});

describe("formatPercent", () => {
  it("shows 2 decimals with a percent sign", () => {
    expect(formatPercent(1.234)).toBe("1.23%");
    expect(formatPercent(-6.999)).toBe("-7.00%");
    expect(formatPercent(0)).toBe("0.00%");
    expect(formatPercent(0, true)).toBe("");
    expect(formatPercent(undefined)).toBe("");
  });
});

describe("formatNumber", () => {
  it("groups and fixes decimals", () => {
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatNumber(1.5, 2)).toBe("1.50");
    expect(formatNumber(Number.NaN)).toBe("");
  });
});

describe("formatCompact", () => {
  it("uses the spec's units in vi and en", () => {
    expect(formatCompact(1_500, "en")).toBe("1.50K");
    expect(formatCompact(1_234_567, "en")).toBe("1.23M");
    expect(formatCompact(2_500_000_000, "en")).toBe("2.50B");
    expect(formatCompact(1_500, "vi")).toBe("1.50 N");
    expect(formatCompact(1_234_567, "vi")).toBe("1.23 Tr");
    expect(formatCompact(2_500_000_000, "vi")).toBe("2.50 Tỷ");
  });

  it("uses myriad units in zh and kr", () => {
    expect(formatCompact(1_234_567, "zh")).toBe("123.46万");
    expect(formatCompact(250_000_000, "zh")).toBe("2.50亿");
    expect(formatCompact(1_234_567, "kr")).toBe("123.46만");
    expect(formatCompact(250_000_000, "kr")).toBe("2.50억");
    expect(formatCompact(5_000, "zh")).toBe("5,000");
  });

  it("keeps small values whole and large ones in the largest unit", () => {
    expect(formatCompact(950, "en")).toBe("950");
    expect(formatCompact(1_234_000_000_000, "en")).toBe("1,234.00B");
    expect(formatCompact(-1_234_567, "en")).toBe("-1.23M");
  });

  it("moves to the next unit when rounding reaches it", () => {
    expect(formatCompact(999_999, "en")).toBe("1.00M");
    expect(formatCompact(999.7, "en")).toBe("1.00K");
    expect(formatCompact(99_999_999, "kr")).toBe("1.00억");
  });

  it("honours decimals, zeroAsEmpty and invalid values", () => {
    expect(formatCompact(1_234_567, "en", 0)).toBe("1M");
    expect(formatCompact(0, "en")).toBe("0");
    expect(formatCompact(0, "en", 2, true)).toBe("");
    expect(formatCompact(Number.NaN, "vi")).toBe("");
  });
});

describe("getNumberFormat", () => {
  it("returns one cached formatter per (locale, decimals)", () => {
    expect(getNumberFormat("en-US", 2)).toBe(getNumberFormat("en-US", 2));
    expect(getNumberFormat("en-US", 2)).not.toBe(getNumberFormat("en-US", 1));
    expect(getNumberFormat("vi-VN", 2)).not.toBe(getNumberFormat("en-US", 2));
  });
});
