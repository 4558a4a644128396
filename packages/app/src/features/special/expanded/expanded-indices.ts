/** Spec 2.2 "Expanded indices": the HOSE set and the HNX set of the expanded view (/mo-rong). */
export const HSX_EXPANDED_INDICES = [
  "VNINDEX",
  "VN30",
  "VN100",
  "VNXALL",
  "VNMID",
  "VNSI",
  "VNSML",
  "VNDIAMOND",
  "VNFINLEAD",
  "VNX50",
] as const;

export const HNX_EXPANDED_INDICES = ["HNXINDEX"] as const;

/** Every expanded index, HSX first: the foreign-history panel set offers each of them. */
export const EXPANDED_INDICES: readonly string[] = [...HSX_EXPANDED_INDICES, ...HNX_EXPANDED_INDICES];

/** Ours: the expanded tables are read, not traded from; once a second is enough and costs little. */
export const EXPANDED_SYNC_MS = 1000;
