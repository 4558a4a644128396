// The page's own header labels for the board's columns (the board asks for one per i18n key,
// e.g. "column.matchPrice"; its fallback is the key's last segment).
const LABELS = {
  code: "Symbol",
  matchPrice: "Price",
  matchQtty: "Vol",
  changePrice: "+/-",
  totalTradedQtty: "Total vol",
  match: "Last match",
};

/** @param {string} key */
export function label(key) {
  return LABELS[key.slice(key.lastIndexOf(".") + 1)] ?? key;
}
