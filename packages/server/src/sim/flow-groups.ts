/**
 * Where the order flow goes: fixed shares of the events per group of the market (HSX equities, covered
 * warrants, HNX, UpCOM, futures), and within a group in proportion to each symbol's liquidity. Activity
 * bursts after the open and towards the close, as on the real exchanges (market-rules.md: bursts at the
 * open and close). Counts carry their fractional part from segment to segment, so a slow rate still
 * produces its events.
 */
import { MarketCode, SecurityType } from "@vnboard/feed";
import type { Rng } from "./prng";
import type { Phase } from "./sessions";
import type { SymbolState } from "./symbol-state";

interface Group {
  market: string;
  share: number;
  symbols: SymbolState[];
  cumulative: Float64Array;
  debt: number;
}

const GROUPS: readonly (readonly [market: string, share: number, accepts: (s: SymbolState) => boolean])[] = [
  [MarketCode.HSX, 0.55, (s) => s.inst.securityType !== SecurityType.COVERED_WARRANT],
  [MarketCode.HSX, 0.07, (s) => s.inst.securityType === SecurityType.COVERED_WARRANT],
  [MarketCode.HNX, 0.13, () => true],
  [MarketCode.UPCOM, 0.13, () => true],
  [MarketCode.DERIVATIVE, 0.12, () => true],
];

/** First continuous minute of each market (HSX opens with an ATO, so its continuous session starts later). */
const OPEN_MINUTE: Readonly<Record<string, number>> = {
  [MarketCode.HSX]: 9 * 60 + 15,
  [MarketCode.HNX]: 9 * 60,
  [MarketCode.UPCOM]: 9 * 60,
  [MarketCode.DERIVATIVE]: 9 * 60,
};

/** Activity multiplier at a minute of a market's day. */
export function activityProfile(market: string, minute: number, phase: Phase): number {
  if (phase.match === "call") return 2;
  const open = OPEN_MINUTE[market] ?? 540;
  if (minute >= open && minute < open + 15) return 2.5;
  if (minute >= 14 * 60 + 10 && minute < 14 * 60 + 30) return 1.6;
  return 1;
}

export class FlowGroups {
  private readonly groups: Group[] = [];

  constructor(symbols: readonly SymbolState[]) {
    for (const [market, share, accepts] of GROUPS) {
      const members = symbols.filter(
        (s) =>
          s.inst.marketCode === market &&
          s.inst.liquidity > 0 &&
          s.inst.securityType !== SecurityType.BOND &&
          accepts(s),
      );
      const cumulative = new Float64Array(members.length);
      let sum = 0;
      members.forEach((s, i) => {
        sum += s.inst.liquidity;
        cumulative[i] = sum;
      });
      if (members.length > 0) this.groups.push({ market, share, symbols: members, cumulative, debt: 0 });
    }
  }

  /**
   * Generates this segment's events: `orders` is the market-wide expected count before shares and
   * profile; `each(symbol, k, n)` is called for the k-th of the group's n events.
   */
  run(
    orders: number,
    minute: number,
    phaseOf: (market: string) => Phase,
    rng: Rng,
    each: (s: SymbolState, k: number, n: number) => void,
  ): void {
    for (const g of this.groups) {
      const phase = phaseOf(g.market);
      if (phase.match === "none") continue;
      g.debt += orders * g.share * activityProfile(g.market, minute, phase);
      const n = Math.floor(g.debt);
      g.debt -= n;
      const total = g.cumulative[g.cumulative.length - 1];
      for (let k = 0; k < n; k++) {
        const x = rng.next() * total;
        let lo = 0;
        let hi = g.cumulative.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (g.cumulative[mid] <= x) lo = mid + 1;
          else hi = mid;
        }
        each(g.symbols[lo], k, n);
      }
    }
  }
}
