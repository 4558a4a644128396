/** Spec 9 formats: date DD/MM/YYYY, time HH:mm:ss, in the exchanges' time zone. */
const PARTS = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Ho_Chi_Minh",
});

export function formatServerDateTime(epochMs: number): string {
  const p: Record<string, string> = {};
  for (const part of PARTS.formatToParts(epochMs)) p[part.type] = part.value;
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}
