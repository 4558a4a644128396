import type { CDPSession } from "playwright-core";

/**
 * The main thread's time split into the stages of the data path, from a V8 CPU profile of the lab page.
 * Each sample is given to the first stage met walking up its stack from the leaf, so that the most
 * specific stage wins (an inflate under `handleFrame` counts as inflate, not as "feed: other").
 * Functions are matched by name: the lab is built unminified, so the board's and the feed's functions
 * keep theirs. Native frames (empty url) are matched by name too (`postMessage`, JSON's `parse`).
 */
export interface StageProfile {
  seconds: number;
  /** Main thread not idle, by the profiler's samples (% of wall time). */
  busyPct: number;
  /** ms of main-thread time per second of wall time, by stage, most first. */
  stages: { stage: string; msPerSecond: number }[];
  /** The functions with the most self time (ms/s), with their stage: what a stage is made of. */
  topSelf: { name: string; stage: string; msPerSecond: number }[];
}

interface Rule {
  stage: string;
  name: string;
  /** true: only a native frame (no url); false: only a script frame; absent: either. */
  native?: boolean;
}

/** Leaf-first rules; a sample's stage is the first rule matching any frame from the leaf up. */
const RULES: Rule[] = [
  { stage: "decode: base64", name: "decodeBase64Into" },
  { stage: "decode: inflate", name: "inflate" },
  { stage: "decode: inflate", name: "inflt" },
  { stage: "decode: inflate", name: "unzlibSync" },
  { stage: "decode: utf-8", name: "inflateToText" },
  { stage: "decode: utf-8", name: "decodeText" },
  { stage: "decode: JSON.parse", name: "parse", native: true },
  { stage: "decode: JSON.parse", name: "parseEnvelope" },
  { stage: "parse records", name: "parse", native: false },
  { stage: "parse records", name: "remapFrom" },
  { stage: "store apply", name: "apply", native: false },
  { stage: "store apply", name: "endReset" },
  { stage: "decoded batch: unpack", name: "unpackRecords" },
  { stage: "board: post to worker", name: "present" },
  { stage: "board: buffer returns", name: "this.worker.onmessage" },
  { stage: "board: paint (painters)", name: "paint" },
  { stage: "board: other", name: "relayout" },
  { stage: "board: other", name: "onScroll" },
  { stage: "board: flash-end timer", name: "scheduleFlashEnd" },
  { stage: "board: flash-end timer", name: "invalidateAfter" },
  { stage: "feed: other (handleFrame)", name: "handleFrame" },
  { stage: "feed: other (handleFrame)", name: "handleEnvelope" },
  { stage: "feed: decoded batch dispatch", name: "applyDecodedFrame" },
  { stage: "WebSocket / worker message handler", name: "socket.onmessage" },
  { stage: "WebSocket / worker message handler", name: "onmessage" },
  { stage: "probe rAF loop (all variants)", name: "onFrame" },
  { stage: "garbage collector", name: "(garbage collector)" },
  { stage: "native (no JS on the stack)", name: "(program)" },
];

/** Samples the page's main thread for `ms` (200 us interval) and splits the time by stage. */
export async function profileStages(cdp: CDPSession, ms: number): Promise<StageProfile> {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await new Promise((resolve) => setTimeout(resolve, ms));
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Profiler.disable");

  const parentOf = new Map<number, number>();
  const nodes = new Map<number, { name: string; native: boolean }>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
    nodes.set(node.id, {
      name: node.callFrame.functionName === "" ? "(anonymous)" : node.callFrame.functionName,
      native: node.callFrame.url === "",
    });
  }
  const stageOfNode = new Map<number, string>();
  const stageOf = (id: number): string => {
    const known = stageOfNode.get(id);
    if (known !== undefined) return known;
    let stage = "other JavaScript";
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = nodes.get(at)!;
      const rule = RULES.find(
        (r) => r.name === node.name && (r.native === undefined || r.native === node.native),
      );
      if (rule !== undefined) {
        stage = rule.stage;
        break;
      }
    }
    stageOfNode.set(id, stage);
    return stage;
  };

  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const byStage = new Map<string, number>();
  const bySelf = new Map<string, { name: string; stage: string; us: number }>();
  let totalUs = 0;
  let idleUs = 0;
  for (let i = 0; i < samples.length - 1; i++) {
    const us = deltas[i + 1] ?? 0;
    totalUs += us;
    if (nodes.get(samples[i])?.name === "(idle)") {
      idleUs += us;
      continue;
    }
    const stage = stageOf(samples[i]);
    byStage.set(stage, (byStage.get(stage) ?? 0) + us);
    const name = nodes.get(samples[i])?.name ?? "?";
    const key = `${name}|${stage}`;
    const self = bySelf.get(key) ?? { name, stage, us: 0 };
    self.us += us;
    bySelf.set(key, self);
  }
  const seconds = totalUs / 1e6;
  return {
    seconds,
    busyPct: totalUs > 0 ? (100 * (totalUs - idleUs)) / totalUs : 0,
    stages: [...byStage.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([stage, us]) => ({ stage, msPerSecond: us / 1000 / seconds })),
    topSelf: [...bySelf.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 20)
      .map(({ name, stage, us }) => ({ name, stage, msPerSecond: us / 1000 / seconds })),
  };
}
