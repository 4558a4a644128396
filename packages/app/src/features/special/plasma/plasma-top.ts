import {
  formatPrice,
  formatVolume,
  type PlasmaRow,
  PRICE_COLOR_NAME,
  plasmaTopOf,
  priceColor,
  SymbolField,
} from "@vnboard/feed";
import type { TopSource } from "../top/top-snapshot";

const F = SymbolField;

/** A store row seen as a PlasmaRow; one per store row, refilled in place every refresh. */
interface RowView extends PlasmaRow {
  row: number;
}

/** One line of a plasma TOP 5 table, as text (spec 2.3.10: code, total volume, price, change, match volume). */
export interface PlasmaTopLine {
  code: string;
  volume: string;
  price: string;
  change: string;
  matchVolume: string;
  /** Colour class name of price and change. */
  color: string;
}

/**
 * The plasma screen's TOP 5 of each exchange (spec 2.3.10 via the feed's plasmaTop5 rule: the stocks
 * with normal-match volume above 0, descending, then code). The row views are kept between refreshes, so a refresh
 * allocates only the short filtered lists and the 15 result lines.
 */
export class PlasmaTop {
  private views: RowView[] = [];

  constructor(private readonly source: TopSource) {}

  /** The top lines of each exchange in `marketCodes`, in that order. */
  compute(marketCodes: readonly string[]): PlasmaTopLine[][] {
    const source = this.source;
    const views = this.views;
    if (views.length > source.rowCount) views.length = source.rowCount;
    for (let r = 0; r < source.rowCount; r++) {
      let view = views[r];
      if (view === undefined) {
        view = { row: r, code: "", marketCode: "", totalTradedQttyNM: 0, securityType: "" };
        views[r] = view;
      }
      const present = source.present[r] === 1;
      view.code = present ? source.keyOf(r) : "";
      view.marketCode = present ? source.str(F.marketCode, r) : "";
      view.totalTradedQttyNM = present ? source.num(F.totalTradedQttyNM, r) : 0;
      view.securityType = present ? source.str(F.securityType, r) : "";
    }
    return marketCodes.map((market) => plasmaTopOf(views, market).map((v) => this.line(v.row)));
  }

  private line(r: number): PlasmaTopLine {
    const s = this.source;
    const price = s.num(F.matchPrice, r);
    const color = priceColor(price, s.num(F.refPrice, r), s.num(F.ceilPrice, r), s.num(F.floorPrice, r));
    return {
      code: s.keyOf(r),
      volume: formatVolume(s.num(F.totalTradedQttyNM, r)),
      price: formatPrice(price),
      change: formatPrice(s.num(F.changePrice, r)),
      matchVolume: formatVolume(s.num(F.matchQtty, r)),
      color: PRICE_COLOR_NAME[color],
    };
  }
}

/** A text key of the lines, to skip a React render when nothing shown changed. */
export function plasmaTopKey(tables: readonly PlasmaTopLine[][]): string {
  let key = "";
  for (const lines of tables) {
    for (const l of lines) key += `${l.code}|${l.volume}|${l.price}|${l.change}|${l.matchVolume}|${l.color};`;
    key += "/";
  }
  return key;
}
