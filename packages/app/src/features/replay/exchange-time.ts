const FORMAT = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Asia/Ho_Chi_Minh",
});

/** A market time as the exchange's clock shows it (HH:MM:SS, Vietnam time), like the header clock. */
export function exchangeTime(time: number): string {
  return time > 0 ? FORMAT.format(time) : "--:--:--";
}
