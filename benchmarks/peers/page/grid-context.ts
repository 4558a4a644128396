import type { MarketData, SymbolStore } from "@vnboard/feed";
import type { FedLog } from "./fed-log";
import type { PeerProbe } from "./peer-probe";

/** What every grid is given: the same store, filled by the same decode, and the probe to report to. */
export interface GridContext {
  host: HTMLElement;
  market: MarketData;
  store: SymbolStore;
  /** Codes in display order (the snapshot's order). */
  codes: readonly string[];
  /** Store row of each display position. */
  rows: Int32Array;
  probe: PeerProbe;
  fed: FedLog;
  /** URL parameters the grid may read (the board's renderer). */
  params: URLSearchParams;
}

export interface MountedGrid {
  /** What actually draws (the board's pixi renderer, "dom", "canvas2d"). */
  renderer: string;
}

export type MountGrid = (context: GridContext) => Promise<MountedGrid>;
