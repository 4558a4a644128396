import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown-format";

describe("formatCountdown", () => {
  it("shows m:ss under an hour and h:mm:ss above, rounding the last second up", () => {
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(1)).toBe("0:01");
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(12 * 60_000 + 34_000)).toBe("12:34");
    expect(formatCountdown(3_600_000)).toBe("1:00:00");
    expect(formatCountdown(2 * 3_600_000 + 5 * 60_000 + 7_000)).toBe("2:05:07");
    expect(formatCountdown(-5_000)).toBe("0:00");
  });
});
