/**
 * Where and when the order flow goes. Each market (HSX, HNX, UpCOM, derivatives) has an order rate and
 * its symbols a weight (liquidity-model.ts); within a market an order picks a symbol in proportion to its
 * weight. Activity follows the intraday U-shape of the Vietnamese market: busy after the open, quiet
 * towards lunch and early afternoon, busy again into the close and the closing auction.
 *
 * The orders of a minute are planned when the minute starts, from a generator of that minute alone
 * (seed, date, minute), so the day is the same however the simulator's advances cut it.
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import type { MarketRates } from "./liquidity-model";
import type { Rng } from "./prng";
import type { Phase } from "./sessions";
import type { SymbolState } from "./symbol-state";

interface Group {
  market: string;
  rate: number;
  symbols: SymbolState[];
  cumulative: Float64Array;
  debt: number;
}

/** First continuous minute and close of the continuous session of each market. */
const OPEN_MINUTE: Readonly<Record<string, number>> = {
  [MarketCode.HSX]: 9 * 60 + 15,
  [MarketCode.HNX]: 9 * 60,
  [MarketCode.UPCOM]: 9 * 60,
  [MarketCode.DERIVATIVE]: 9 * 60,
};
const CLOSE_MINUTE: Readonly<Record<string, number>> = {
  [MarketCode.UPCOM]: 15 * 60,
};

/** Activity multiplier at a minute of a market's day (1 = the rate; the day averages about 1). */
export function activityProfile(market: string, minute: number, phase: Phase): number {
  if (phase.match === "call") return 1.6;
  if (phase.match === "closing") return 0.4;
  const open = OPEN_MINUTE[market] ?? 540;
  const close = CLOSE_MINUTE[market] ?? 14 * 60 + 30;
  return 0.5 + 1.6 * Math.exp(-(minute - open) / 20) + 1.3 * Math.exp(-(close - minute) / 25);
}

/** The orders of one minute: symbols and times (Unix ms), in time order. */
export interface MinutePlan {
  readonly minute: number;
  readonly rng: Rng;
  readonly symbols: SymbolState[];
  readonly times: number[];
  cursor: number;
}

export class FlowGroups {
  private readonly groups: Group[] = [];

  constructor(symbols: readonly SymbolState[], rates: MarketRates) {
    for (const [market, rate] of rates) {
      const members = symbols.filter(
        (s) => s.inst.marketCode === market && s.eventWeight > 0 && s.inst.securityType !== SecurityType.BOND,
      );
      const cumulative = new Float64Array(members.length);
      let sum = 0;
      members.forEach((s, i) => {
        sum += s.eventWeight;
        cumulative[i] = sum;
      });
      if (members.length > 0 && rate > 0)
        this.groups.push({ market, rate, symbols: members, cumulative, debt: 0 });
    }
  }

  /**
   * Plans the orders of `minute` (starting at `startMs`), drawing from the minute's own `rng`: each
   * market's count for the minute, then the orders' times already in order (the sorted positions of
   * uniform points, from exponential spacings: no sort), each given a market in proportion to its count
   * and a symbol of that market in proportion to its weight.
   */
  plan(minute: number, startMs: number, phaseOf: (market: string) => Phase, rng: Rng): MinutePlan {
    const open: Group[] = [];
    const counts: number[] = [];
    let n = 0;
    for (const g of this.groups) {
      const phase = phaseOf(g.market);
      if (phase.match === "none") continue;
      g.debt += g.rate * 60 * activityProfile(g.market, minute, phase);
      const k = Math.floor(g.debt);
      g.debt -= k;
      if (k === 0) continue;
      open.push(g);
      counts.push(n + k);
      n += k;
    }
    const symbols: SymbolState[] = new Array(n);
    const times: number[] = new Array(n);
    // Cumulative exponential spacings: the k-th of n sorted uniform points is S_k / S_(n+1).
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sum -= Math.log(1 - rng.next());
      times[i] = sum;
    }
    const scale = 60_000 / (sum - Math.log(1 - rng.next()));
    for (let i = 0; i < n; i++) {
      times[i] = startMs + Math.floor(times[i] * scale);
      const x = rng.next() * n;
      let gi = 0;
      while (counts[gi] <= x) gi++;
      symbols[i] = pick(open[gi], rng);
    }
    return { minute, rng, symbols, times, cursor: 0 };
  }
}

/** A symbol of the group, in proportion to its weight. */
function pick(g: Group, rng: Rng): SymbolState {
  const cumulative = g.cumulative;
  const x = rng.next() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return g.symbols[lo];
}
