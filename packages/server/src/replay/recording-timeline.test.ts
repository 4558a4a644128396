import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverTimeFrame } from "../gateway/gateway-ticks";
import { encodeWireFrame } from "../gateway/wire-frame";
import { recordingSpan } from "./recording-span";
import { RecordingTimeline } from "./recording-timeline";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const line = (t: number, text: string) => `${JSON.stringify({ t, f: text })}\n`;
const clock = (t: number, time: number) => line(t, serverTimeFrame(time).text);
const data = (t: number) => line(t, encodeWireFrame(99, { t }).text);

describe("RecordingTimeline", () => {
  it("places each group on the market clock, the preamble at the first clock, and reads appended lines", () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-timeline-"));
    dirs.push(dir);
    const file = join(dir, "day.ndjson");
    // Preamble (no clock), then two batches each led by its clock, then half a line still being written.
    writeFileSync(file, data(1000) + data(1000) + clock(1100, 50_000) + data(1100) + clock(1200, 56_000));
    appendFileSync(file, `${data(1200)}not json\n${data(1300).slice(0, 10)}`);
    const timeline = new RecordingTimeline(file);
    expect(timeline.groups.map((g) => g.frames.length)).toEqual([2, 2, 2]);
    expect(timeline.times).toEqual([50_000, 50_000, 56_000]);
    expect(timeline.badLines).toBe(1);
    expect([timeline.first, timeline.last]).toEqual([50_000, 56_000]);
    expect(timeline.countAtOrBefore(49_999)).toBe(0);
    expect(timeline.countAtOrBefore(50_000)).toBe(2);
    expect(timeline.countAtOrBefore(55_999)).toBe(2);
    expect(timeline.countAtOrBefore(60_000)).toBe(3);
    // The rest of the half line and a new batch arrive: only they are read.
    appendFileSync(file, `${data(1300).slice(10)}${clock(1400, 62_000)}`);
    expect(timeline.refresh()).toBe(true);
    expect(timeline.times).toEqual([50_000, 50_000, 56_000, 56_000, 62_000]);
    expect(timeline.refresh()).toBe(false);
  });

  it("the listing's span reads the first and last clocks from the two ends of a file bigger than a read", () => {
    const dir = mkdtempSync(join(tmpdir(), "vnboard-timeline-"));
    dirs.push(dir);
    const file = join(dir, "big.ndjson");
    const filler = Array.from({ length: 30_000 }, (_, i) => data(2000 + i)).join("");
    writeFileSync(file, data(1000) + clock(1001, 70_000) + filler + clock(40_000, 90_000) + data(40_001));
    expect(filler.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(recordingSpan(file)).toEqual({ first: 70_000, last: 90_000 });
    const timeline = new RecordingTimeline(file);
    expect([timeline.first, timeline.last]).toEqual([70_000, 90_000]);
    writeFileSync(file, data(1000));
    expect(recordingSpan(file)).toBeNull();
  });
});
