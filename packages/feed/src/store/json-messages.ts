/**
 * The two JSON messages of the feed (msgType 99 system parameters, 11 industries), checked field by
 * field: a wrong payload is rejected (and counted) rather than let into the app half-typed.
 */

/** System parameters (spec section 3). numberStockTop falls back to 30 when not numeric and > 0. */
export interface SystemParams {
  sysDate: string;
  startupDate: string;
  tradingDate: string;
  numberStockTop: number;
  sideTab_Type: string;
  sideTab_Code: string;
  useCompanyProfile: boolean;
  useDerivative: boolean;
}

/** An industry board (spec: code, name, symbolList). */
export interface Industry {
  code: string;
  name: string;
  /** Names per language when the provider sends them (`{vi, en, zh, kr}`), else empty. */
  names: Readonly<Record<string, string>>;
  symbolList: readonly string[];
}

/** Top-list length when the system parameters do not give one. */
export const NUMBER_STOCK_TOP_FALLBACK = 30;

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "Y" || value === "true";
}

/** Reads the system parameters message (msgType 99); null when it is not an object. */
export function parseSystemParams(value: unknown): SystemParams | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const top = Number(v.numberStockTop);
  return {
    sysDate: text(v.sysDate),
    startupDate: text(v.startupDate),
    tradingDate: text(v.tradingDate),
    numberStockTop: Number.isFinite(top) && top > 0 ? Math.floor(top) : NUMBER_STOCK_TOP_FALLBACK,
    sideTab_Type: text(v.sideTab_Type),
    sideTab_Code: text(v.sideTab_Code),
    useCompanyProfile: flag(v.useCompanyProfile),
    useDerivative: flag(v.useDerivative),
  };
}

/** Reads the industries message (msgType 11); null when it is not an array. */
export function parseIndustries(value: unknown): Industry[] | null {
  if (!Array.isArray(value)) return null;
  const out: Industry[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) return null;
    const v = item as Record<string, unknown>;
    const code = text(v.code);
    if (code === "") return null;
    const list = Array.isArray(v.symbolList)
      ? v.symbolList.filter((s): s is string => typeof s === "string")
      : typeof v.symbolList === "string"
        ? v.symbolList.split(",").filter((s) => s !== "")
        : [];
    const names: Record<string, string> = {};
    if (typeof v.names === "object" && v.names !== null) {
      for (const [lang, name] of Object.entries(v.names)) if (typeof name === "string") names[lang] = name;
    }
    out.push({ code, name: text(v.name), names, symbolList: list });
  }
  return out;
}
