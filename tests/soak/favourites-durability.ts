/**
 * Favourites durability, the long run: many clients edit lists through /cata while the server child
 * process is SIGKILLed and restarted on the same data folder; then every acknowledged write is checked
 * and `PRAGMA integrity_check` run.
 *
 *   node --import tsx tests/soak/favourites-durability.ts [--kills 20] [--clients 40] [--users 10]
 */
import { parseArgs } from "node:util";
import { runFavouritesDurability } from "../reliability/support/favourites-durability-run";

const { values } = parseArgs({
  options: {
    kills: { type: "string", default: "20" },
    clients: { type: "string", default: "40" },
    users: { type: "string", default: "10" },
  },
});
const started = performance.now();
const result = await runFavouritesDurability({
  kills: Number(values.kills),
  clients: Number(values.clients),
  users: Number(values.users),
  // Long enough after each restart for the clients to get writes through a server still warming up.
  workMs: [3_000, 8_000],
  log: (line) => console.error(line),
});
const seconds = (performance.now() - started) / 1000;
const restarts = result.restartMs.map((ms) => ms / 1000);
console.log(
  `favourites durability: ${result.kills} SIGKILLs, ${result.figures.clients} clients, ${values.users} users, ${seconds.toFixed(0)} s`,
);
console.log(
  `  writes acknowledged ${result.figures.acked}, cut short by a kill (either way) ${result.figures.unknown}, refused ${result.figures.refused}`,
);
console.log(
  `  checked after restart: ${result.check.lists} lists, ${result.check.codesChecked} acknowledged codes; lost ${result.check.lost.length}`,
);
console.log(`  integrity_check: ${result.integrity}`);
console.log(
  `  restart to first answer: mean ${(restarts.reduce((a, b) => a + b, 0) / restarts.length).toFixed(1)} s, max ${Math.max(...restarts).toFixed(1)} s`,
);
for (const line of [...result.check.lost.slice(0, 20), ...result.figures.refusedSamples])
  console.log(`  FAIL ${line}`);
process.exitCode =
  result.check.lost.length === 0 && result.integrity === "ok" && result.figures.refused === 0 ? 0 : 1;
