import { describe, expect, it } from "vitest";
import { runRestartScenario } from "./support/restart-scenario";

/**
 * The board in Chromium survives its server: SIGKILLed and restarted (twice), and stalled by SIGSTOP
 * past the stale threshold (once). Each time the header shows it, the feed retries with growing
 * delays, comes back live, treats the new snapshot as a reset (the restarted server replays a
 * different market), and 5 s later shows exactly what a fresh page shows, with no duplicated row and
 * no leaked socket, timer or listener. The 20-kill run is `npm run soak:restarts`.
 *
 * Not covered here: indices the user subscribed through the index strip (its UI is being built);
 * the feed client's resubscription is tested in packages/feed (feed-client.test.ts), and the strip's
 * default indices are compared below with a fresh page.
 */
describe("server killed, restarted and stalled under an open board", () => {
  it("reconnects with backoff and shows the same board as a fresh page, leaking nothing", async () => {
    const run = await runRestartScenario({ kills: 2, stalls: 1 });
    expect(run.cycles.map((c) => c.kind)).toEqual(["kill", "stall", "kill"]);
    for (const cycle of run.cycles) {
      expect(cycle.rowDiff).toEqual([]);
      expect(cycle.samePixels).toBe(true);
      expect(cycle.duplicated).toEqual([]);
      // A closed socket is seen at once; a silent one after the stale threshold (5 s, checked each second).
      expect(cycle.noticedMs).toBeLessThan(cycle.kind === "kill" ? 5_000 : 15_000);
      // Back live within the backoff's largest delay (15 s) of the server answering again, plus the
      // snapshot's time on a loaded machine.
      expect(cycle.liveAgainMs).toBeLessThan(25_000);
      expect(cycle.probe.socketsOpen).toBe(1);
      expect(cycle.probe.intervalsPending).toBe(run.baseline.intervalsPending);
      expect(cycle.probe.timeoutsPending).toBeLessThanOrEqual(run.baseline.timeoutsPending + 3);
      expect(cycle.probe.listeners).toBeLessThanOrEqual(run.baseline.listeners + 5);
      if (cycle.kind === "kill") {
        // Retries while the server was down, each delay at least as long as the one before until the
        // cap (15 s, jittered down to 7.5 s) is reached.
        expect(cycle.attempts).toBeGreaterThanOrEqual(2);
        expect(cycle.gapsMs[0]).toBeGreaterThanOrEqual(200);
        for (let k = 1; k < cycle.gapsMs.length; k++)
          expect(cycle.gapsMs[k]).toBeGreaterThanOrEqual(Math.min(cycle.gapsMs[k - 1], 7_500) - 150);
      } else {
        expect(cycle.attempts).toBe(0); // a stall is not a disconnect
      }
    }
    expect(run.pageErrors).toEqual([]);
  }, 600_000);
});
