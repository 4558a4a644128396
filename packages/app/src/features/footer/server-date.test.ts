import { describe, expect, it } from "vitest";
import { formatServerDateTime } from "./server-date";

describe("footer date and time", () => {
  it("shows DD/MM/YYYY HH:mm:ss in Vietnam time", () => {
    // 2026-11-20 17:05:09 UTC is 2026-11-21 00:05:09 in Hanoi (UTC+7).
    expect(formatServerDateTime(Date.UTC(2026, 10, 20, 17, 5, 9))).toBe("21/11/2026 00:05:09");
  });
});
