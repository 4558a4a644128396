import { useStore } from "@nanostores/react";
import { market } from "../../shared/feed/market";

const FORMAT = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Asia/Ho_Chi_Minh",
});

/** The server's clock (msgType 1), en-GB as the spec says. */
export function ServerClock() {
  const time = useStore(market.$serverTime);
  return <time className="server-clock">{time > 0 ? FORMAT.format(time) : "--:--:--"}</time>;
}
