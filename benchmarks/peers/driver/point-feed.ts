import type { FeedCounts } from "../page/peer-feed";
import { binaryPlan } from "./binary-plan";
import { type FeedPlan, feedLayout } from "./feed-server";
import type { FeedPath } from "./options";
import type { SyntheticMarket } from "./synthetic-market";
import { buildUpdateBatches } from "./update-batches";

/** The feed of one point: the market's snapshot, then its updates at `rate` in the run's batches. */
export function pointPlan(market: SyntheticMarket, rate: number, path: FeedPath, seed: number): FeedPlan {
  const updates = buildUpdateBatches(market, rate, path.batchMs, seed);
  return inEncoding(path, market.snapshotFrames, updates.batches);
}

/** The snapshot alone (the idle check: no updates). */
export function snapshotPlan(market: SyntheticMarket, path: FeedPath): FeedPlan {
  return inEncoding(path, market.snapshotFrames, []);
}

function inEncoding(
  path: FeedPath,
  snapshotFrames: readonly string[],
  batches: readonly string[][],
): FeedPlan {
  const spec: FeedPlan = {
    encoding: "spec",
    setupFrames: [],
    snapshotFrames,
    batches,
    batchMs: path.batchMs,
  };
  return path.encoding === "binary" ? binaryPlan(spec) : spec;
}

/** A peers page's address: the grid's query, the feed server, the run's decode and the plan's layout. */
export function peerPageUrl(
  site: string,
  gridQuery: string,
  feedUrl: string,
  plan: FeedPlan,
  path: FeedPath,
): string {
  const layout = feedLayout(plan);
  return (
    `${site}?${gridQuery}&ws=${encodeURIComponent(feedUrl)}&decode=${path.decode}&encoding=${plan.encoding}` +
    `&snapshot=${layout.snapshotFrames}&perBatch=${layout.framesPerBatch}`
  );
}

/**
 * What is wrong with how a page was fed, against the path the run asked for (empty: nothing). A
 * worker run whose page decoded frames itself, or the reverse, would compare the wrong thing.
 */
export function feedPathProblems(counts: FeedCounts, path: FeedPath): string[] {
  const problems: string[] = [];
  if (path.decode !== "page" && counts.pageDecoded > 0)
    problems.push(`${counts.pageDecoded} frames decoded on the page in a ${path.decode} run`);
  if (path.decode === "page" && counts.workerDecoded > 0)
    problems.push(`${counts.workerDecoded} frames decoded in a worker in a page run`);
  if (path.decode === "store" && counts.workerPosts > 0)
    problems.push(`${counts.workerPosts} posts to the page in a store run`);
  if (counts.encoding !== path.encoding)
    problems.push(`the page read ${counts.encoding || "no"} frames in a ${path.encoding} run`);
  if (counts.badUpdates > 0) problems.push(`${counts.badUpdates} update frames dropped by the store`);
  if (counts.closed !== "") problems.push(`feed closed during the stream (${counts.closed})`);
  return problems;
}
