/**
 * Every route of spec 2.1 under /banggia with its board properties (tabName, marketCode, indexCode,
 * industryCode, isOddLot, underlying, favListid). `ready` boards are drawn now; the others show a
 * clear placeholder until their issue lands (special boards, popups).
 */
export interface BoardRoute {
  path: string;
  tabName: string;
  marketCode?: "STO" | "STX" | "UPX";
  indexCode?: string;
  isOddLot?: boolean;
  /** Covered warrants board. */
  coveredWarrants?: boolean;
  /** Industry board: the code comes from the path (`nganh/:industryCode`). */
  industry?: boolean;
  /** Favourites board: the local list, or a server list (`fav/:listid`, login build). */
  favourites?: boolean;
  /** Open without login in the login build (spec 2.1 and 6). */
  open?: boolean;
  ready: boolean;
}

const EXCHANGES = [
  { path: "hsx", marketCode: "STO", tab: "HSX" },
  { path: "hnx", marketCode: "STX", tab: "HNX" },
  { path: "upcom", marketCode: "UPX", tab: "UPCOM" },
] as const;

const TOP_LISTS = ["top-incr-prc", "top-decr-prc", "top-vol", "top-value", "top-fbuy", "top-fsell"];

export const DEFAULT_PATH = "/banggia/vn30";
export const LOGIN_PATH = "/banggia/login";

export const ROUTES: readonly BoardRoute[] = [
  { path: "vn30", tabName: "PS_VN30", indexCode: "VN30", ready: true },
  { path: "hnx30", tabName: "HNX30", indexCode: "HNX30", ready: true },
  ...EXCHANGES.flatMap((e): BoardRoute[] => [
    { path: e.path, tabName: e.tab, marketCode: e.marketCode, ready: true },
    { path: `${e.path}/odd`, tabName: e.tab, marketCode: e.marketCode, isOddLot: true, ready: true },
    { path: `${e.path}/scroll`, tabName: e.tab, marketCode: e.marketCode, open: true, ready: false },
    { path: `${e.path}/thoathuan`, tabName: `ThoaThuan_${e.tab}`, marketCode: e.marketCode, ready: true },
  ]),
  { path: "thoathuan/all", tabName: "ThoaThuan", ready: true },
  ...TOP_LISTS.flatMap((top): BoardRoute[] => [
    { path: top, tabName: top, ready: false },
    ...EXCHANGES.map((e): BoardRoute => ({ path: `${top}/${e.path}`, tabName: top, ready: false })),
  ]),
  { path: "top", tabName: "TOP", ready: false },
  { path: "hottrend", tabName: "HOTTREND", ready: false },
  { path: "nganh", tabName: "INDUSTRY", industry: true, ready: true },
  { path: "nganh/:industryCode", tabName: "INDUSTRY", industry: true, ready: true },
  { path: "chungquyen", tabName: "CW", coveredWarrants: true, ready: true },
  // VN30 index futures (spec 2.3.5; not in spec 2.1's table): tab PS_VN30 in its derivative sense
  // ("phái sinh VN30"); offered when the system parameters say useDerivative (docs/special-boards.md).
  { path: "phaisinh", tabName: "PS_VN30", ready: true },
  { path: "tprl", tabName: "TPRL", ready: true },
  { path: "fav", tabName: "Fav", favourites: true, ready: true },
  { path: "fav/:listid", tabName: "Fav", favourites: true, ready: true },
  { path: "mo-rong", tabName: "MoRong", ready: false },
  { path: "tong-hop", tabName: "TongHop", ready: false },
  { path: "plasma", tabName: "Plasma", open: true, ready: false },
];
