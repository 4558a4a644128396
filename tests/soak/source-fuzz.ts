/**
 * Malformed-message fuzz of the provider adapters (issue 19): 100,000 generated and damaged messages per
 * adapter (SSI FastConnect Data, DNSE), each sent by the fake provider over a real socket and read by the
 * real adapter into a ProviderSource.
 *
 *   npm run build   # once: the server code imports @vnboard/feed from its dist/
 *   node --import tsx tests/soak/source-fuzz.ts [--messages 100000] [--seed 1]
 *
 * Prints, per adapter, messages sent and accounted for, how many were counted malformed, the rate, and
 * uncaught exceptions; exits 1 when an adapter crashed, lost count of a message or left a value in the
 * rows that is neither text nor a finite number.
 */
import { parseArgs } from "node:util";
import { runSourceFuzz } from "../../packages/server/src/sources/testing/source-fuzz";

const { values } = parseArgs({
  options: { messages: { type: "string", default: "100000" }, seed: { type: "string", default: "1" } },
});
const messages = Number(values.messages);
let crashes = 0;
process.on("uncaughtException", (error) => {
  crashes++;
  console.error(`uncaught: ${error.stack ?? error}`);
});

let failed = false;
console.log(
  `source fuzz: ${messages.toLocaleString("en")} messages per adapter, seed ${values.seed}, node ${process.version}`,
);
for (const provider of ["ssi", "dnse"] as const) {
  const before = crashes;
  try {
    const r = await runSourceFuzz(provider, messages, Number(values.seed));
    const rate = Math.round((r.sent / r.ms) * 1000).toLocaleString("en");
    console.log(
      `  ${provider}: sent ${r.sent.toLocaleString("en")}, accounted ${r.handled.toLocaleString("en")}, malformed ${r.malformed.toLocaleString("en")}, bad values ${r.badValues}, crashes ${crashes - before}, ${(r.ms / 1000).toFixed(1)} s (${rate} messages/s)`,
    );
    if (r.handled !== r.sent || r.badValues !== 0 || crashes !== before) failed = true;
  } catch (error) {
    failed = true;
    console.log(`  ${provider}: FAILED ${(error as Error).message}`);
  }
}
console.log(failed ? "source fuzz: FAILED" : "source fuzz: 0 crashes, every message accounted for");
process.exit(failed ? 1 : 0);
