interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface TraceSummary {
  seconds: number;
  /** Busy time per thread of the page's renderer process (top-level events), ms per second. */
  threads: { thread: string; msPerSecond: number }[];
  /** Self time of trace events on the renderer main thread, ms per second, most first. */
  mainThread: { event: string; msPerSecond: number }[];
  /** Busy time per thread of the GPU process (the display compositor, in software), ms per second. */
  gpuThreads: { thread: string; msPerSecond: number }[];
  /**
   * Quads the display compositor drew per frame (software renderer), null without frames: 1 for a
   * page whose only changing layer is its canvas; more when painted layers overlap the canvas's damage.
   */
  quadsPerFrame: number | null;
}

/**
 * Summarises a Chrome trace (`devtools.timeline` and friends) of one page: how busy each thread of its
 * renderer process was, and which events on the main thread the time went to, by self time (an event's
 * duration minus the events nested in it). The CPU profile names JavaScript functions; this names the
 * native work around them (paint, raster, compositing commits, message dispatch).
 */
export function summariseTrace(json: string, topCount = 15): TraceSummary {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const event of events) {
    if (event.ph === "M" && event.name === "thread_name")
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? "");
    if (event.ph === "M" && event.name === "process_name")
      processNames.set(event.pid, event.args?.name ?? "");
  }
  const complete = events.filter((e) => e.ph === "X" && typeof e.dur === "number");
  // The page's main thread: the CrRendererMain with the most recorded time.
  const mainTotals = new Map<string, number>();
  for (const event of complete) {
    const key = `${event.pid}:${event.tid}`;
    if (threadNames.get(key) === "CrRendererMain")
      mainTotals.set(key, (mainTotals.get(key) ?? 0) + event.dur!);
  }
  const main = [...mainTotals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (main === undefined)
    return { seconds: 0, threads: [], mainThread: [], gpuThreads: [], quadsPerFrame: null };
  const pid = Number(main.split(":")[0]);
  const inProcess = complete.filter((e) => e.pid === pid).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Loops, not Math.min(...events): a trace has far more events than a call's argument limit.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const event of inProcess) {
    first = Math.min(first, event.ts);
    last = Math.max(last, event.ts + event.dur!);
  }
  const seconds = (last - first) / 1e6;

  const threadBusy = new Map<string, number>();
  const self = new Map<string, number>();
  const stacks = new Map<string, { end: number; name: string }[]>();
  for (const event of inProcess) {
    const key = `${event.pid}:${event.tid}`;
    const stack = stacks.get(key) ?? [];
    stacks.set(key, stack);
    while (stack.length > 0 && stack[stack.length - 1].end <= event.ts) stack.pop();
    const end = event.ts + event.dur!;
    if (stack.length === 0) {
      const thread = threadNames.get(key) ?? `tid ${event.tid}`;
      threadBusy.set(thread, (threadBusy.get(thread) ?? 0) + event.dur!);
    }
    if (key === main) {
      self.set(event.name, (self.get(event.name) ?? 0) + event.dur!);
      const parent = stack[stack.length - 1];
      if (parent !== undefined)
        self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(event.dur!, parent.end - event.ts));
    }
    stack.push({ end, name: event.name });
  }
  const perSecond = (us: number): number => us / 1000 / seconds;
  const gpu = complete.filter((e) => processNames.get(e.pid) === "GPU Process");
  let frames = 0;
  let quads = 0;
  for (const event of gpu) {
    if (event.name === "DirectRenderer::DrawFrame") frames++;
    else if (event.name === "SoftwareRenderer::DoDrawQuad") quads++;
  }
  return {
    gpuThreads: topLevelBusy(gpu, threadNames).map(([thread, us]) => ({
      thread,
      msPerSecond: perSecond(us),
    })),
    quadsPerFrame: frames > 0 ? quads / frames : null,
    seconds,
    threads: [...threadBusy.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([thread, us]) => ({ thread, msPerSecond: perSecond(us) })),
    mainThread: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topCount)
      .map(([event, us]) => ({ event, msPerSecond: perSecond(us) })),
  };
}

/** Per thread, the time of its outermost events (microseconds), most first. */
function topLevelBusy(events: readonly TraceEvent[], threadNames: Map<string, string>): [string, number][] {
  const busy = new Map<string, number>();
  const ends = new Map<string, number>();
  for (const event of [...events].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ts < (ends.get(key) ?? Number.NEGATIVE_INFINITY)) continue;
    ends.set(key, event.ts + event.dur!);
    const thread = threadNames.get(key) ?? `tid ${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + event.dur!);
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1]);
}
