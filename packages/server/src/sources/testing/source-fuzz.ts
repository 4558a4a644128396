import { DnseAdapter } from "../dnse/dnse-adapter";
import { ProviderSource } from "../provider-source";
import { SsiAdapter } from "../ssi/ssi-adapter";
import { FakeDnseServer } from "./fake-dnse-server";
import { FakeSsiServer } from "./fake-ssi-server";
import { loadSession } from "./fixture-session";
import { fuzzMessages } from "./fuzz-messages";
import { waitFor } from "./wait-for";

export interface FuzzResult {
  provider: "ssi" | "dnse";
  sent: number;
  /** Messages the adapter accounted for (applied + malformed + ignored + out of order). */
  handled: number;
  malformed: number;
  /** Rows holding a value that is neither a string nor a finite number (must be 0). */
  badValues: number;
  ms: number;
}

/**
 * Sends `count` fuzzed messages through a provider's adapter over a real socket (the fake provider
 * replays them) and reports what the adapter made of them. Throws if the adapter stops accounting for
 * messages (a crash or a stuck ingest) within the timeout.
 */
export async function runSourceFuzz(
  provider: "ssi" | "dnse",
  count: number,
  seed: number,
): Promise<FuzzResult> {
  const messages = fuzzMessages(
    loadSession(provider === "ssi" ? "ssi-session" : "dnse-session"),
    count,
    seed,
  );
  const started = Date.now();
  let fake: FakeSsiServer | FakeDnseServer;
  let source: ProviderSource;
  if (provider === "ssi") {
    const ssi = new FakeSsiServer({
      consumerId: "id",
      consumerSecret: "s",
      sessions: [messages],
      burst: 200,
    });
    fake = ssi;
    const url = await ssi.start();
    const adapter = new SsiAdapter({ restUrl: url, streamUrl: url, consumerId: "id", consumerSecret: "s" });
    source = new ProviderSource(adapter);
  } else {
    const dnse = new FakeDnseServer({ apiKey: "k", apiSecret: "s", sessions: [messages], burst: 200 });
    fake = dnse;
    const url = await dnse.start();
    source = new ProviderSource(new DnseAdapter({ url, apiKey: "k", apiSecret: "s", symbols: ["HPG"] }));
  }
  source.start();
  try {
    const health = source.health;
    const handled = () => health.messages - (provider === "ssi" ? referenceMessages(source) : 0);
    await waitFor(() => handled() >= count, `${provider} fuzz: ${count} messages handled`, 120_000);
    let badValues = 0;
    const snapshot = source.snapshot();
    for (const row of [...snapshot.symbols, ...snapshot.indices])
      for (const value of Object.values(row))
        if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) badValues++;
    return {
      provider,
      sent: count,
      handled: handled(),
      malformed: health.malformed,
      badValues,
      ms: Date.now() - started,
    };
  } finally {
    source.stop();
    await fake.stop();
  }
}

/** SSI's REST reference data arrives as one applied patch before the stream: not a fuzz message. */
function referenceMessages(source: ProviderSource): number {
  return source.snapshot().baskets.VN30 !== undefined ? 1 : 0;
}
