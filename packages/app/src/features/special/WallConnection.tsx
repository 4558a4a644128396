import { useStore } from "@nanostores/react";
import { feed } from "../../shared/feed/market";
import { ConnectionStatus } from "../header/ConnectionStatus";
import "./wall-connection.css";

/**
 * The connection state of a wall display (/plasma, /scroll), which has no header: nothing while the
 * feed is live; otherwise the header's own status ("reconnecting", "data delayed (N s)", ...) in a band
 * at the bottom of the screen, sized with the page's wall scale (`--wall-scale`). Without it a wall
 * whose server went away went on showing its last prices, and 'continuous' as the session, as if they
 * were live. Rendered by the wall pages (their own chunk), not the app frame: the board route's bytes.
 */
export function WallConnection() {
  const status = useStore(feed.$status);
  if (status === "live") return null;
  return (
    <div className="wall-connection" data-wall-connection={status}>
      <ConnectionStatus />
    </div>
  );
}
