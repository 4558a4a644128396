import type { RawData } from "ws";

/** A client message as text, whatever form `ws` handed it in. */
export function rawToString(data: RawData): string {
  if (typeof data === "string") return data;
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}

/** HH:mm:ss on the exchange clock (Asia/Ho_Chi_Minh is UTC+7 all year, no daylight saving). */
export function formatVietnamTime(ms: number): string {
  const d = new Date(ms + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
