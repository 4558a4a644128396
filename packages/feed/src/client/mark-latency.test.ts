import { describe, expect, it } from "vitest";
import { MarkLatency } from "./mark-latency";

describe("MarkLatency: batch production to arrival, from the sequence marks", () => {
  it("averages the delays of the marks since the last take, then has nothing until the next mark", () => {
    const latency = new MarkLatency();
    latency.sample(1_000, 1_040);
    latency.sample(1_100, 1_160);
    expect(latency.take()).toBe(50);
    expect(latency.take()).toBe(-1);
  });

  it("lifts every delay by a clock found behind the provider's (a negative delay)", () => {
    const latency = new MarkLatency();
    // This clock is 300 ms behind: the quickest mark seems to arrive 280 ms before it was produced.
    latency.sample(10_000, 9_720);
    latency.sample(10_100, 9_850);
    expect(latency.take()).toBe(15); // (-280 + -250) / 2 + 280
    latency.sample(10_200, 9_930);
    expect(latency.take()).toBe(10);
  });

  it("starts over on a new connection and ignores a mark without a time", () => {
    const latency = new MarkLatency();
    latency.sample(10_000, 9_000);
    latency.reset();
    latency.sample(0, 5_000);
    latency.sample(20_000, 20_030);
    expect(latency.take()).toBe(30);
  });
});
