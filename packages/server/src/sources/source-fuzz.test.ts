import { describe, expect, it } from "vitest";
import { runSourceFuzz } from "./testing/source-fuzz";

// The soak version (tests/soak/source-fuzz.ts, `npm run soak:source-fuzz`) sends 100,000 per adapter.
describe("malformed-message fuzz of the provider adapters (20,000 messages each, over real sockets)", () => {
  for (const provider of ["ssi", "dnse"] as const) {
    it(`${provider}: every message accounted for, most counted malformed, no crash, no junk in the rows`, async () => {
      const result = await runSourceFuzz(provider, 20_000, 42);
      expect(result.handled).toBe(20_000);
      expect(result.malformed).toBeGreaterThan(10_000);
      expect(result.badValues).toBe(0);
    }, 120_000);
  }
});
