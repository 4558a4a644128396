import type { CDPSession } from "playwright-core";
import type { ThreadFigures } from "./frame-figures";

type Metrics = Record<string, number>;

/** CDP `Performance.getMetrics` as a name -> value map (durations in seconds, Timestamp in seconds). */
export async function readMetrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const out: Metrics = {};
  for (const metric of metrics) out[metric.name] = metric.value;
  return out;
}

export interface MetricsSnapshot {
  page: Metrics;
  /** Chromium's processes' CPU seconds by type (browser, renderer, GPU, ...). */
  processes: Metrics;
}

export async function snapshot(pageCdp: CDPSession, browserCdp: CDPSession): Promise<MetricsSnapshot> {
  const [page, processes] = await Promise.all([readMetrics(pageCdp), readProcessCpu(browserCdp)]);
  return { page, processes };
}

/** Chrome's own counters between two snapshots, as percentages of the wall time between. */
export function threadFigures(before: MetricsSnapshot, after: MetricsSnapshot): ThreadFigures {
  const wall = after.page.Timestamp - before.page.Timestamp;
  const share = (from: Metrics, to: Metrics, name: string): number =>
    name in from && name in to ? (100 * (to[name] - from[name])) / wall : Number.NaN;
  return {
    busyPct: share(before.page, after.page, "TaskDuration"),
    scriptPct: share(before.page, after.page, "ScriptDuration"),
    threadCpuPct: share(before.page, after.page, "ThreadTime"),
    processCpuPct: share(before.page, after.page, "ProcessTime"),
    gpuProcessCpuPct: share(before.processes, after.processes, "GPU"),
    browserProcessCpuPct: share(before.processes, after.processes, "browser"),
    wallMs: wall * 1000,
  };
}

/** JS heap in MB after two full garbage collections. */
export async function heapAfterGcMb(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize / (1024 * 1024);
}

export interface SelfTimeEntry {
  name: string;
  location: string;
  /** Self time per second of wall time (ms/s, i.e. tenths of a percent of one core). */
  msPerSecond: number;
  /** Share of the non-idle samples. */
  pctOfBusy: number;
  /** For native functions (no file: drawImage, setTransform, ...): which JavaScript called them. */
  callers: { name: string; location: string; msPerSecond: number }[];
}

/** CPU time of Chromium's processes by type (browser-level CDP `SystemInfo.getProcessInfo`), seconds. */
export async function readProcessCpu(browserCdp: CDPSession): Promise<Record<string, number>> {
  const { processInfo } = await browserCdp.send("SystemInfo.getProcessInfo");
  const out: Record<string, number> = {};
  for (const info of processInfo) out[info.type] = (out[info.type] ?? 0) + info.cpuTime;
  return out;
}

export interface ProfileSummary {
  seconds: number;
  samples: number;
  /** Share of the wall time the main thread was not idle, by the profiler's samples. */
  busyPct: number;
  top: SelfTimeEntry[];
}

const IDLE = "(idle)";

/**
 * Samples the page's main thread with the V8 CPU profiler for `ms` and lists the functions with the most
 * self time. `(program)` is native work outside JavaScript (style, layout, paint, compositing commits);
 * `(garbage collector)` is GC.
 */
export async function profileSelfTime(cdp: CDPSession, ms: number, topCount = 15): Promise<ProfileSummary> {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await new Promise((resolve) => setTimeout(resolve, ms));
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Profiler.disable");

  const byNode = new Map<number, { name: string; location: string }>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const file = frame.url === "" ? "" : frame.url.slice(frame.url.lastIndexOf("/") + 1);
    byNode.set(node.id, {
      name: frame.functionName === "" ? "(anonymous)" : frame.functionName,
      location: file === "" ? "" : `${file}:${frame.lineNumber + 1}`,
    });
  }
  // Sample i lasted until sample i + 1: attribute timeDeltas[i + 1] to it.
  type Entry = { name: string; location: string; us: number; callers: Map<string, Entry> };
  const selfUs = new Map<string, Entry>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let idleUs = 0;
  let totalUs = 0;
  for (let i = 0; i < samples.length - 1; i++) {
    const node = byNode.get(samples[i]);
    const us = deltas[i + 1] ?? 0;
    totalUs += us;
    if (node === undefined) continue;
    if (node.name === IDLE) {
      idleUs += us;
      continue;
    }
    const key = `${node.name}@${node.location}`;
    const entry = selfUs.get(key) ?? { name: node.name, location: node.location, us: 0, callers: new Map() };
    entry.us += us;
    selfUs.set(key, entry);
    if (node.location === "") {
      const parent = byNode.get(parentOf.get(samples[i]) ?? -1);
      if (parent !== undefined) {
        const callerKey = `${parent.name}@${parent.location}`;
        const caller = entry.callers.get(callerKey) ?? { ...parent, us: 0, callers: new Map() };
        caller.us += us;
        entry.callers.set(callerKey, caller);
      }
    }
  }
  const busyUs = totalUs - idleUs;
  const seconds = totalUs / 1e6;
  const top = [...selfUs.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, topCount)
    .map((entry) => ({
      name: entry.name,
      location: entry.location,
      msPerSecond: entry.us / 1000 / seconds,
      pctOfBusy: (100 * entry.us) / busyUs,
      callers: [...entry.callers.values()]
        .sort((a, b) => b.us - a.us)
        .slice(0, 3)
        .map((caller) => ({
          name: caller.name,
          location: caller.location,
          msPerSecond: caller.us / 1000 / seconds,
        })),
    }));
  return { seconds, samples: samples.length, busyPct: (100 * busyUs) / totalUs, top };
}
