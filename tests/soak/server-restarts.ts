/**
 * The board in Chromium while its server is SIGKILLed and restarted 20 times and stalled (SIGSTOP /
 * SIGCONT) 4 times: see tests/reliability/support/restart-scenario.ts for what each cycle checks.
 *
 *   node --import tsx tests/soak/server-restarts.ts [--kills 20] [--stalls 4] [--static BUILT_APP_DIR]
 *
 * Prints one line per cycle, then a summary; exits 1 when a cycle failed a check.
 */
import { parseArgs } from "node:util";
import { runRestartScenario } from "../reliability/support/restart-scenario";

const { values } = parseArgs({
  options: {
    kills: { type: "string", default: "20" },
    stalls: { type: "string", default: "4" },
    static: { type: "string" },
  },
});
const started = performance.now();
const run = await runRestartScenario({
  kills: Number(values.kills),
  stalls: Number(values.stalls),
  appDir: values.static,
  log: (line) => console.log(line),
});
const kills = run.cycles.filter((c) => c.kind === "kill");
const stalls = run.cycles.filter((c) => c.kind === "stall");
const stat = (xs: number[]) =>
  `mean ${Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length))} ms, max ${Math.max(...xs)} ms`;
const last = run.cycles.at(-1)?.probe;
const failures = run.cycles.flatMap((c, i) => {
  const out: string[] = [];
  if (c.rowDiff.length > 0) out.push(`${i + 1}: rows differ: ${c.rowDiff.join("; ")}`);
  if (!c.samePixels) out.push(`${i + 1}: pixels differ from a fresh page`);
  if (c.duplicated.length > 0) out.push(`${i + 1}: duplicated ${c.duplicated.join(", ")}`);
  if (c.probe.socketsOpen !== 1) out.push(`${i + 1}: ${c.probe.socketsOpen} sockets open`);
  if (c.probe.intervalsPending !== run.baseline.intervalsPending)
    out.push(`${i + 1}: intervals ${c.probe.intervalsPending}`);
  return out;
});
console.log(
  `server restarts: ${kills.length} kills, ${stalls.length} stalls, ${Math.round((performance.now() - started) / 1000)} s`,
);
console.log(
  `  kill noticed (reconnecting): ${stat(kills.map((c) => c.noticedMs))}; stall noticed (stale): ${stat(stalls.map((c) => c.noticedMs))}`,
);
console.log(
  `  live again after the server answered: kills ${stat(kills.map((c) => c.liveAgainMs))}; stalls ${stat(stalls.map((c) => c.liveAgainMs))}`,
);
console.log(`  connection attempts while down: ${stat(kills.map((c) => c.attempts)).replaceAll(" ms", "")}`);
console.log(
  `  same rows as a fresh page 5 s after live: ${run.cycles.filter((c) => c.rowDiff.length === 0).length}/${run.cycles.length}; same pixels ${run.cycles.filter((c) => c.samePixels).length}/${run.cycles.length}`,
);
console.log(
  `  baseline: sockets open ${run.baseline.socketsOpen}, timeouts ${run.baseline.timeoutsPending}, intervals ${run.baseline.intervalsPending}, listeners ${run.baseline.listeners}, DOM nodes ${run.baseline.domNodes}, heap ${(run.baseline.heapUsed / 1e6).toFixed(1)} MB`,
);
if (last !== undefined)
  console.log(
    `  at the end: sockets created ${last.socketsCreated}, open ${last.socketsOpen}, timeouts ${last.timeoutsPending}, intervals ${last.intervalsPending}, listeners ${last.listeners}, DOM nodes ${last.domNodes}, heap ${(last.heapUsed / 1e6).toFixed(1)} MB`,
  );
for (const line of [...failures, ...run.pageErrors]) console.log(`  FAIL ${line}`);
process.exitCode = failures.length === 0 && run.pageErrors.length === 0 ? 0 : 1;
