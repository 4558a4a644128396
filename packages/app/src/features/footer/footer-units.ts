/**
 * Which units note the footer shows for the board on screen. Spec 1's note (prices in 1,000 dong,
 * volumes in lots of 10 shares) is true of the stock boards; the derivatives board counts index points
 * and contracts, an odd-lot board counts shares one by one, and the TPRL board prices bonds in dong and
 * counts them one by one: a trader reading the spec's note there would misread every figure by 10 or 1,000.
 */
export function footerUnitsKey(pathname: string): string {
  const path = pathname.replace(/^\/banggia\/?/, "").replace(/\/+$/, "");
  if (path === "phaisinh") return "footer.units.derivatives";
  if (path === "tprl") return "footer.units.bonds";
  if (/^(hsx|hnx|upcom)\/odd$/.test(path)) return "footer.units.oddLot";
  return "footer.units";
}
