import { useStore } from "@nanostores/react";
import { LOGIN_FLAG } from "../../../shared/config/build-flags";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../../shared/live/use-live";
import { $session } from "../../../shared/session/session";
import type { Selection } from "../../../shared/state/selection";
import { OrderList } from "./OrderList";
import { canSendOrders } from "./order-outcome";
import { TicketForm } from "./TicketForm";
import { ticketQuote } from "./ticket-symbol";

/**
 * The ORDER child (spec 2.4): side, price and quantity, checked against the tick and lot rules before
 * anything is sent. In the login build a valid order goes to the server (POST /order/place with the
 * bearer token) and its toast says how it went (spec 2.5); the public build has no login and the order
 * calls need one, so it checks the ticket and says that orders need the login build. Keyboard: the
 * side is a radio group (arrow keys), ArrowUp / ArrowDown step the price by one tick and the quantity by
 * one lot, Enter sends; the band's prices fill the price field.
 */
export function OrderTicket({ selection }: { selection: Selection | null }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const sending = canSendOrders(LOGIN_FLAG, session?.token ?? null);
  const code = selection?.kind === "symbol" ? selection.code : "";
  // A code selected before the snapshot becomes orderable when its row arrives.
  useLive([market.symbols], () => structureStamp(market.symbols), [], ROWS_AT_ONCE);
  const quote = ticketQuote(code);
  return (
    <div className="side-order-tab" data-testid="side-order-tab">
      {quote === null ? (
        <p className="side-hint">{t("sideTab.order.needSymbol")}</p>
      ) : (
        <TicketForm quote={quote} sending={sending} />
      )}
      {sending ? (
        <OrderList />
      ) : (
        <p className="side-order-note" data-testid="side-order-public">
          {t("sideTab.order.publicBuild")}
        </p>
      )}
    </div>
  );
}
