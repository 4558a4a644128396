import { describe, expect, it } from "vitest";
import { Backoff } from "./backoff";
import { ProviderSource } from "./provider-source";
import type { ProviderAdapter, SourceSink } from "./source-sink";
import { waitFor } from "./testing/wait-for";

/** An adapter driven by the test: hands out its sink. */
class StubAdapter implements ProviderAdapter {
  readonly name = "stub";
  sink: SourceSink | null = null;
  start(sink: SourceSink): void {
    this.sink = sink;
  }
  stop(): void {}
}

describe("ProviderSource", () => {
  it("merges patches into rows, hands them on as batches, and says when a connected provider falls silent", async () => {
    const adapter = new StubAdapter();
    const lines: string[] = [];
    const source = new ProviderSource(adapter, {
      batchIntervalMs: 10,
      staleAfterMs: 50,
      log: (l) => lines.push(l),
    });
    const batches: number[] = [];
    source.onBatch((batch) => batches.push(batch.symbols.length));
    source.start();
    const sink = adapter.sink!;
    sink.connected();
    sink.apply({ symbols: [{ code: "HPG", refPrice: 28300 }], baskets: { VN30: ["HPG"] } });
    sink.apply({ symbols: [{ code: "HPG", matchPrice: 28550 }] });
    sink.malformed("junk");
    expect(source.symbol("HPG")).toEqual({ code: "HPG", refPrice: 28300, matchPrice: 28550 });
    expect(source.snapshot().baskets).toEqual({ VN30: ["HPG"] });
    await waitFor(() => batches.length > 0, "a batch");
    expect(batches[0]).toBe(2);
    expect(source.health.summary()).toMatchObject({
      messages: 3,
      malformed: 1,
      connections: 1,
      connected: true,
    });
    await waitFor(() => lines.some((l) => l.includes("stale")), "the stale notice");
    expect(source.health.stale()).toBe(true);
    sink.apply({ symbols: [{ code: "HPG", matchQtty: 10 }] });
    await waitFor(() => lines.some((l) => l.includes("receiving again")), "the end of the stale period");
    sink.disconnected(true);
    expect(source.health.gaps).toBe(1);
    expect(source.health.stale()).toBe(false); // disconnected is not stale: the reconnect is under way
    source.stop();
  });

  it("backs off doubling to a ceiling, with jitter, and starts over after a reset", () => {
    const backoff = new Backoff(100, 800);
    const delays = Array.from({ length: 6 }, () => backoff.next());
    const bases = [100, 200, 400, 800, 800, 800];
    delays.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(bases[i] * 0.75);
      expect(d).toBeLessThanOrEqual(bases[i] * 1.25);
    });
    backoff.reset();
    expect(backoff.next()).toBeLessThanOrEqual(125);
  });
});
