import { describe, expect, it } from "vitest";
import { timeOnRecordingDay } from "./replay-time";

// 2026-11-26 09:00:00 and 15:00:00 in Vietnam (UTC+7).
const recording = {
  id: "day",
  date: "2026-11-26",
  first: Date.UTC(2026, 10, 26, 2),
  last: Date.UTC(2026, 10, 26, 8),
};

describe("timeOnRecordingDay", () => {
  it("reads HH:MM and HH:MM:SS as exchange time on the recording's date", () => {
    expect(timeOnRecordingDay(recording, "14:00")).toBe(Date.UTC(2026, 10, 26, 7));
    expect(timeOnRecordingDay(recording, " 9:30:15 ")).toBe(Date.UTC(2026, 10, 26, 2, 30, 15));
  });

  it("refuses what is not a time of day", () => {
    for (const text of ["", "14", "24:00", "14:60", "14:00:61", "2pm"])
      expect(timeOnRecordingDay(recording, text), text).toBeNull();
  });
});
