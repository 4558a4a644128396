import { describe, expect, it } from "vitest";
import { runFavouritesDurability } from "./support/favourites-durability-run";

/**
 * Favourites survive a crashing server: 12 clients (4 users) add codes and rename lists through the
 * /cata calls while the server process is SIGKILLed twice and restarted on the same data folder.
 * Every write answered 200 is there afterwards, and `PRAGMA integrity_check` is ok.
 * The long run (20 kills) is `npm run soak:favourites`.
 */
describe("favourites durability across SIGKILL", () => {
  it("keeps every acknowledged write and an intact database file", async () => {
    const result = await runFavouritesDurability({ kills: 2, clients: 12, users: 4, workMs: [2_000, 4_000] });
    expect(result.check.lost).toEqual([]);
    expect(result.integrity).toBe("ok");
    expect(result.figures.refusedSamples).toEqual([]);
    // The run did real work: lists made, codes added, and some writes cut short by a kill.
    expect(result.figures.acked).toBeGreaterThan(50);
    expect(result.check.codesChecked).toBeGreaterThan(20);
    expect(result.check.lists).toBeGreaterThanOrEqual(4);
  }, 400_000);
});
