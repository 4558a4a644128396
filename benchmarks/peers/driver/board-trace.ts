import { type ProfileSummary, profileSelfTime } from "../../support/board/cdp-probe";
import { summariseTrace, type TraceSummary } from "../../support/board/trace-summary";
import { type Chrome, openPeerPage, within } from "./peer-page";
import { fmt } from "./results";

const PROFILE_MS = 3_000;
const TRACE_MS = 2_000;
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink",
  "cc",
  "gpu",
  "viz",
];

export interface WhereTimeGoes {
  profile: ProfileSummary;
  trace: TraceSummary;
}

/** After warm-up: a V8 CPU profile (JavaScript self time), then a Chrome trace (the native work). */
export async function whereTimeGoes(chrome: Chrome, url: string, warmupS: number): Promise<WhereTimeGoes> {
  const peer = await openPeerPage(chrome, url);
  try {
    await new Promise((resolve) => setTimeout(resolve, warmupS * 1000));
    const profile = await within(profileSelfTime(peer.cdp, PROFILE_MS), PROFILE_MS + 60_000, "profile");
    await chrome.browser.startTracing(peer.page, { categories: TRACE_CATEGORIES });
    await new Promise((resolve) => setTimeout(resolve, TRACE_MS));
    const trace = summariseTrace((await within(chrome.browser.stopTracing(), 60_000, "trace")).toString());
    return { profile, trace };
  } finally {
    await peer.close();
  }
}

export function printWhereTimeGoes(what: string, found: WhereTimeGoes): void {
  const { profile, trace } = found;
  console.log(
    `\n${what}: CPU profile (${fmt(profile.seconds)} s, main thread ${fmt(profile.busyPct)}% not idle), top self time:`,
  );
  for (const entry of profile.top.slice(0, 12)) {
    const where = entry.location === "" ? "" : `  (${entry.location})`;
    console.log(
      `${fmt(entry.msPerSecond).padStart(7)} ms/s ${fmt(entry.pctOfBusy).padStart(5)}%  ${entry.name}${where}`,
    );
  }
  console.log(`trace (${fmt(trace.seconds)} s), busy ms/s by renderer thread:`);
  console.log(`  ${trace.threads.map((t) => `${t.thread} ${fmt(t.msPerSecond)}`).join(", ")}`);
  console.log(
    `GPU process, busy ms/s by thread: ${trace.gpuThreads.map((t) => `${t.thread} ${fmt(t.msPerSecond)}`).join(", ")}; ` +
      `quads drawn per frame ${trace.quadsPerFrame === null ? "n/a" : fmt(trace.quadsPerFrame)}`,
  );
  console.log("main thread, self time by trace event (ms/s):");
  for (const entry of trace.mainThread.slice(0, 12))
    console.log(`${fmt(entry.msPerSecond).padStart(7)}  ${entry.event}`);
}
