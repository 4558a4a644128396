import type { ColumnDef } from "./column-def";

/*
 * Column sets as the board's toggles and the market's session change them (cold path: a toggle or a
 * session change, never per frame). Each returns the same array when nothing changes, so that a host's
 * memo and the board's layout stay put.
 */

/** The board's display toggles: the change column shows percent, the total column shows value. */
export interface DisplayToggles {
  /** The change column shows percent change (pctChangePrice) instead of the change in price. */
  percent: boolean;
  /** The total column shows the matched value (totalTradedValue) instead of the quantity. */
  value: boolean;
}

/** Header of a column showing its alternative, by the alternative's kind. */
const ALTERNATIVE_HEADER: Readonly<Record<string, string>> = {
  percent: "column.pctChangePrice",
  value: "column.totalTradedValue",
};

/**
 * The columns with the toggled alternatives swapped in as columns of their own: the field, kind,
 * header, id and sort key all become the alternative's, so that the header says "%" or "Tổng GT" and a
 * header click sorts by what is shown. The board's `alternates` would draw the field but keep the header.
 */
export function withDisplayToggles(
  columns: readonly ColumnDef[],
  toggles: DisplayToggles,
): readonly ColumnDef[] {
  const swap = (column: ColumnDef): boolean =>
    column.altField !== undefined &&
    ((column.altKind === "percent" && toggles.percent) || (column.altKind === "value" && toggles.value));
  if (!columns.some(swap)) return columns;
  return columns.map((column) =>
    swap(column)
      ? {
          ...column,
          id: column.altField!,
          field: column.altField!,
          kind: column.altKind!,
          header: ALTERNATIVE_HEADER[column.altKind!] ?? column.header,
          altField: undefined,
          altKind: undefined,
        }
      : column,
  );
}

/** A call auction in progress on every exchange of the board: the opening (ATO) or closing (ATC) one. */
export type CallAuction = "ATO" | "ATC";

const BID_PRICES: ReadonlySet<string> = new Set(["bidPrice1", "bidPrice2", "bidPrice3"]);
const OFFER_PRICES: ReadonlySet<string> = new Set(["offerPrice1", "offerPrice2", "offerPrice3"]);
const PROJECTED = "column.group.projected";

/** How a board shows a call auction. */
export interface CallAuctionOptions {
  /**
   * Bid prices at the ceiling and offer prices at the floor read "ATO"/"ATC" (market orders rest there)
   * instead of the limit price. Off by default: since the exchanges' KRX system (5 May 2025) boards show
   * the limit prices during the auctions, and a crossed book is what an auction
   * collecting orders looks like. A broker whose customers read the words may turn it on.
   */
  labelMarketOrders?: boolean;
}

/**
 * The board-lot columns during a call auction:
 * - with `labelMarketOrders`, bid prices at the ceiling and offer prices at the floor read "ATO"/"ATC";
 * - the match price and quantity show the auction's projected price and volume (auctionPrice,
 *   auctionQtty: the price that would match the most volume now), and the change column that price's
 *   change from the reference (or in percent), all under a "projected" group header: the change of the
 *   last match beside the projected price would read as the projection's.
 * Null (no auction) returns the columns as they are. Odd-lot boards have no auction (continuous only).
 */
export function withCallAuction(
  columns: readonly ColumnDef[],
  auction: CallAuction | null,
  options: CallAuctionOptions = {},
): readonly ColumnDef[] {
  if (auction === null) return columns;
  const labels = options.labelMarketOrders === true;
  return columns.map((column): ColumnDef => {
    if (labels && column.field !== null && BID_PRICES.has(column.field))
      return { ...column, marketOrder: { limitField: "ceilPrice", label: auction } };
    if (labels && column.field !== null && OFFER_PRICES.has(column.field))
      return { ...column, marketOrder: { limitField: "floorPrice", label: auction } };
    if (column.id === "matchPrice")
      return {
        ...column,
        id: "auctionPrice",
        field: "auctionPrice",
        colorField: "auctionPrice",
        header: "column.auctionPrice",
        group: PROJECTED,
      };
    if (column.id === "changePrice" || column.id === "pctChangePrice") {
      const percent = column.kind === "percent";
      return {
        ...column,
        id: percent ? "auctionPctChange" : "auctionChange",
        field: "auctionPrice",
        differenceFrom: "refPrice",
        // A board's own percent toggle (`alternates`) still switches it: the same difference, in percent.
        altField: column.altField === undefined ? undefined : "auctionPrice",
        colorField: "auctionPrice",
        blankWithout: "auctionPrice",
        group: PROJECTED,
        sortable: false,
      };
    }
    if (column.id === "matchQtty")
      return {
        ...column,
        id: "auctionQtty",
        field: "auctionQtty",
        colorField: "auctionPrice",
        header: "column.auctionQtty",
        group: PROJECTED,
        sortable: false,
      };
    return column;
  });
}
