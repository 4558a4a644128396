import { isRestError, type Tick } from "@vnboard/feed/rest";
import { type RefObject, useEffect, useRef, useState } from "react";
import { rest } from "../../../shared/api/rest";
import { MATCH_POLL_MS } from "../../../shared/live/spec-timings";
import { appendOlder, mergeNewer } from "./tick-list";

/** How close to the bottom (px) a scroll counts as "at the bottom" and pages older ticks in. */
const BOTTOM_SLACK = 24;

interface Loader {
  ticks: Tick[];
  busy: boolean;
  /** An older page came back empty: the start of the day is reached. */
  exhausted: boolean;
  /** The provider does not know the code (404): polling stops. */
  unknown: boolean;
}

/**
 * One request at a time: none while another is in flight or once the code is known to be unknown. The
 * answer is applied only while the list is mounted (`alive`); `settled` follows every request that ran.
 */
async function runOne(
  loader: Loader,
  alive: RefObject<boolean>,
  request: () => Promise<Tick[]>,
  apply: (answer: Tick[]) => void,
  settled: () => void,
): Promise<void> {
  if (loader.busy || loader.unknown) return;
  loader.busy = true;
  try {
    const answer = await request();
    if (alive.current) apply(answer);
  } catch (error) {
    // Spec 8: swallowed (the REST client logged it); the next poll tries again, unless the provider
    // said the code does not exist, which another second will not change.
    if (isRestError(error) && error.status === 404) loader.unknown = true;
  } finally {
    loader.busy = false;
    if (alive.current) settled();
  }
}

/**
 * The match history's ticks (spec 2.5 and 7): the first load is `backward=Y` from ticks '0' (the latest
 * page), then a poll every second asks `backward=N` for anything newer than the newest tick; scrolling
 * `list` to the bottom (`onScroll`) asks `backward=Y` for the page older than the oldest. Keyed by code:
 * a late answer after unmount is dropped. `status` is "loading" until the first request settles.
 */
export function useMatchHistory(code: string) {
  const [ticks, setTicks] = useState<Tick[]>([]);
  const [status, setStatus] = useState<"loading" | "ready">("loading");
  const state = useRef<Loader>({ ticks: [], busy: false, exhausted: false, unknown: false });
  const alive = useRef(true);
  const list = useRef<HTMLDivElement | null>(null);

  const publish = (next: Tick[]) => {
    state.current.ticks = next;
    setTicks(next);
  };
  const run = (request: () => Promise<Tick[]>, apply: (answer: Tick[]) => void) =>
    runOne(state.current, alive, request, apply, () => setStatus("ready"));

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by code; the helpers read refs
  useEffect(() => {
    alive.current = true;
    const poll = () => {
      const newest = state.current.ticks[0]?.ticks;
      if (newest === undefined) {
        void run(
          () => rest.stockTicks(code, "0", true),
          (answer) => publish(mergeNewer(state.current.ticks, answer)),
        );
      } else {
        void run(
          () => rest.stockTicks(code, newest, false),
          (answer) => publish(mergeNewer(state.current.ticks, answer)),
        );
      }
    };
    poll();
    const timer = setInterval(poll, MATCH_POLL_MS);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [code]);

  const loadOlder = () => {
    const s = state.current;
    const oldest = s.ticks[s.ticks.length - 1]?.ticks;
    if (oldest === undefined || s.exhausted) return;
    void run(
      () => rest.stockTicks(code, oldest, true),
      (answer) => {
        if (answer.length === 0) s.exhausted = true;
        publish(appendOlder(s.ticks, answer));
      },
    );
  };

  const onScroll = () => {
    const element = list.current;
    if (element !== null && element.scrollTop + element.clientHeight >= element.scrollHeight - BOTTOM_SLACK) {
      loadOlder();
    }
  };
  return { ticks, status, list, onScroll };
}
