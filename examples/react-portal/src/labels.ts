/**
 * The portal's own header labels for the board's columns (the board asks for a label per i18n key,
 * e.g. "column.matchPrice"; its fallback is the key's last segment).
 */
export const LABELS: Readonly<Record<string, string>> = {
  code: "Symbol",
  refPrice: "Ref",
  ceilPrice: "Ceil",
  floorPrice: "Floor",
  matchPrice: "Price",
  matchQtty: "Vol",
  changePrice: "+/-",
  totalTradedQtty: "Total vol",
  match: "Last match",
};
