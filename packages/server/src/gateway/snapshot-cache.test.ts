import { describe, expect, it } from "vitest";
import { SnapshotCache } from "./snapshot-cache";
import { SyntheticMarketSource } from "./synthetic-market-source";

describe("SnapshotCache", () => {
  it("starts a new build for the next joiner after a build failed, rather than refusing every joiner after it", async () => {
    const source = new SyntheticMarketSource({ symbols: 50, updatesPerSecond: 200, seed: 3 });
    source.step();
    let failures = 1;
    const cache = new SnapshotCache(source, 0, Date.now, () => {
      if (failures === 0) return null;
      failures--;
      return Promise.reject(new Error("disk full"));
    });
    await expect(cache.handOut()).rejects.toThrow("disk full");
    const handOut = await cache.handOut();
    expect(handOut.entry.group.framed.length).toBeGreaterThan(0);
    expect(handOut.entry.indexCodes.length).toBeGreaterThan(0);
  });

  it("gives joiners who came during one build the same snapshot", async () => {
    const source = new SyntheticMarketSource({ symbols: 50, updatesPerSecond: 200, seed: 4 });
    source.step();
    const cache = new SnapshotCache(source, 60_000, Date.now);
    const [first, second] = await Promise.all([cache.handOut(), cache.handOut()]);
    expect(second.entry).toBe(first.entry);
  });
});
