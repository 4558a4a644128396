/**
 * Messages between the popups and the embedded chart page (spec 4: "a message from the embedded chart can
 * switch the popup to another stock or index"). Only messages from the expected origin count, both ways;
 * the payload is either a code string or an object with `symbol` (or `code`) and an optional `type`
 * ('IDX' or 'ST'). Our chart page (features/chart-page) sends `buildChartMessage`'s object.
 */
export interface ChartSwitch {
  kind: "stock" | "index" | "auto";
  code: string;
}

const CODE = /^[A-Z0-9_.-]{1,32}$/;

export function parseChartMessage(origin: string, allowedOrigin: string, data: unknown): ChartSwitch | null {
  if (allowedOrigin === "" || origin !== allowedOrigin) return null;
  let payload = data;
  if (typeof payload === "string") {
    const text = payload.trim();
    if (text.startsWith("{")) {
      try {
        payload = JSON.parse(text);
      } catch {
        return null;
      }
    } else {
      const code = text.toUpperCase();
      return CODE.test(code) ? { kind: "auto", code } : null;
    }
  }
  if (typeof payload !== "object" || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const raw = typeof record.symbol === "string" ? record.symbol : record.code;
  if (typeof raw !== "string") return null;
  const code = raw.trim().toUpperCase();
  if (!CODE.test(code)) return null;
  const type = typeof record.type === "string" ? record.type.toUpperCase() : "";
  return { kind: type === "IDX" ? "index" : type === "ST" ? "stock" : "auto", code };
}

/** What a chart page posts to switch its popup: `{ symbol, type }`, the shape `parseChartMessage` reads. */
export interface ChartMessage {
  symbol: string;
  type: "ST" | "IDX";
}

/** The switch message for a code, or null for a code `parseChartMessage` would refuse. */
export function buildChartMessage(kind: "stock" | "index", code: string): ChartMessage | null {
  const symbol = code.trim().toUpperCase();
  return CODE.test(symbol) ? { symbol, type: kind === "index" ? "IDX" : "ST" } : null;
}
