import { loadavg } from "node:os";
import type { Browser, CDPSession, Page } from "playwright-core";
import { heapAfterGcMb, snapshot, threadFigures } from "../../support/board/cdp-probe";
import type { ThreadFigures } from "../../support/board/frame-figures";
import type { FeedCounts } from "../page/peer-feed";
import type { PeerWindow } from "../page/peer-probe";
import type { FeedServer } from "./feed-server";
import type { GridId } from "./options";
import { type PeerFrameFigures, peerFrameFigures } from "./peer-figures";

export const VIEWPORT = { width: 1920, height: 1080 };
const LOAD_TIMEOUT_MS = 120_000;

export type BrowserKind = "canvas" | "webgl";

export interface Chrome {
  kind: BrowserKind;
  browser: Browser;
  /** Browser-level CDP session (CPU time of Chromium's processes). */
  cdp: CDPSession;
}

/** Which page, and in which browser, shows each grid. */
export const GRID_PAGES: Record<GridId, { query: string; browser: BrowserKind }> = {
  "board-canvas": { query: "grid=board&renderer=canvas", browser: "canvas" },
  "board-webgl": { query: "grid=board&renderer=webgl", browser: "webgl" },
  // Our board with its `worker` option: Canvas2D on an OffscreenCanvas in a worker (the drawing's
  // worker; the feed's decode is where the run's --decode puts it, as for every grid).
  "board-worker": { query: "grid=board&renderer=canvas&worker=1", browser: "canvas" },
  // Our board drawn on the page's thread without pixi (`renderer: "canvas2d"`): the worker surface's
  // drawing loop on a canvas of the page's own, what a board gets where its drawing worker cannot run.
  "board-page": { query: "grid=board&renderer=canvas2d", browser: "canvas" },
  "ag-grid": { query: "grid=ag-grid", browser: "canvas" },
  glide: { query: "grid=glide", browser: "canvas" },
  "react-dom": { query: "grid=react-dom", browser: "canvas" },
  "feed-only": { query: "grid=none", browser: "canvas" },
  // The same page with the snapshot and no updates (peers-bench.ts feeds it so): the reference the feed
  // path's cost is taken against, at each point beside feed-only rather than once at the run's start.
  "bare-page": { query: "grid=none", browser: "canvas" },
};

/** One measured window of one page. */
export interface WindowFigures extends ThreadFigures, PeerFrameFigures {
  /** Batches the feed server skipped in the window because the page's socket was backed up. */
  skippedBatches: number;
  /** The machine's 1-minute load average at the window's end (above the CPU count, figures suffer). */
  load1: number;
}

interface PeersGlobal {
  __peers?: {
    ready?: boolean;
    error?: string;
    renderer: string;
    probe: { startLoop(): void; begin(): void; end(): PeerWindow };
    feedCounts: FeedCounts;
  };
}

export interface PeerPage {
  page: Page;
  cdp: CDPSession;
  renderer: string;
  errors: string[];
  /** performance.now() of the driver when the update stream was asked for. */
  startedAt: number;
  close(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects when `promise` has not settled within `ms` (a hung page must not hang the run). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A fresh context and page at 1920x1080, DPR 1; resolves when the grid is mounted and streaming. */
export async function openPeerPage(chrome: Chrome, url: string): Promise<PeerPage> {
  const context = await chrome.browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const close = async (): Promise<void> => {
    await context.close().catch(() => undefined);
  };
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(
      () => {
        const peers = (globalThis as unknown as PeersGlobal).__peers;
        return peers?.ready === true || peers?.error !== undefined;
      },
      null,
      { timeout: LOAD_TIMEOUT_MS },
    );
    const startedAt = performance.now();
    const state = await page.evaluate(() => {
      const peers = (globalThis as unknown as PeersGlobal).__peers!;
      return { error: peers.error, renderer: peers.renderer };
    });
    if (state.error !== undefined) throw new Error(`page: ${state.error}`);
    return { page, cdp, renderer: state.renderer, errors, startedAt, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Warm-up, then `reps` windows of `seconds` each: Chrome's counters around each, the probe's inside. */
export async function measureWindows(
  chrome: Chrome,
  peer: PeerPage,
  feed: FeedServer,
  timing: { warmup: number; seconds: number; reps: number },
  idleIntervalMs: number,
): Promise<WindowFigures[]> {
  const probe = (action: "startLoop" | "begin") =>
    peer.page.evaluate((name) => (globalThis as unknown as PeersGlobal).__peers!.probe[name](), action);
  await probe("startLoop");
  await sleep(timing.warmup * 1000);
  const out: WindowFigures[] = [];
  for (let rep = 0; rep < timing.reps; rep++) {
    const skippedBefore = feed.latest()?.behind ?? 0;
    const before = await snapshot(peer.cdp, chrome.cdp);
    await probe("begin");
    await sleep(timing.seconds * 1000);
    const window = await within(
      peer.page.evaluate(() => (globalThis as unknown as PeersGlobal).__peers!.probe.end()),
      60_000,
      "probe.end",
    );
    const after = await snapshot(peer.cdp, chrome.cdp);
    out.push({
      ...threadFigures(before, after),
      ...peerFrameFigures(window, idleIntervalMs),
      skippedBatches: (feed.latest()?.behind ?? 0) - skippedBefore,
      load1: loadavg()[0],
    });
  }
  return out;
}

/** JS heap after two forced collections, once the stream has run `atSeconds` (0: now). */
export async function heapAt(peer: PeerPage, atSeconds: number): Promise<number> {
  const wait = atSeconds * 1000 - (performance.now() - peer.startedAt);
  if (wait > 0) await sleep(wait);
  return within(heapAfterGcMb(peer.cdp), 60_000, "heap");
}

/** What the page did with the feed so far: where it decoded, posts from the worker, dropped frames. */
export function feedCountsOf(peer: PeerPage): Promise<FeedCounts> {
  return within(
    peer.page.evaluate(() => ({ ...(globalThis as unknown as PeersGlobal).__peers!.feedCounts })),
    60_000,
    "feed counts",
  );
}
