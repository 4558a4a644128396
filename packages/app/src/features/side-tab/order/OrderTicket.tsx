import { useStore } from "@nanostores/react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { LOGIN_FLAG } from "../../../shared/config/build-flags";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { ROWS_AT_ONCE, structureStamp, useLive } from "../../../shared/live/use-live";
import { $session } from "../../../shared/session/session";
import type { Selection } from "../../../shared/state/selection";
import { OrderList } from "./OrderList";
import { canSendOrders, type OrderOutcome } from "./order-outcome";
import { placeOrder } from "./order-service";
import {
  displayPrice,
  type OrderSide,
  stepPrice,
  stepQuantity,
  type TicketError,
  ticketOrder,
  validateTicket,
} from "./order-ticket";
import { type TicketQuote, ticketQuote } from "./ticket-symbol";

/** ArrowUp / ArrowDown: +1 / -1 step; anything else: null. */
function arrowStep(event: KeyboardEvent): 1 | -1 | null {
  if (event.key === "ArrowUp") return 1;
  if (event.key === "ArrowDown") return -1;
  return null;
}

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

function TicketForm({ quote, sending }: { quote: TicketQuote; sending: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [side, setSide] = useState<OrderSide>("B");
  const [price, setPrice] = useState("");
  const [quantity, setQuantity] = useState("");
  const [errors, setErrors] = useState<TicketError[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const priceField = useRef<HTMLInputElement | null>(null);

  const edit = (set: (value: string) => void, value: string) => {
    set(value);
    setErrors(null);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { side, price, quantity };
    const found = validateTicket(input, quote);
    setErrors(found);
    setOutcome(null);
    if (found.length > 0 || !sending) return;
    setBusy(true);
    try {
      const result = await placeOrder(ticketOrder(input, quote), quote);
      setOutcome(result);
      // The next order of the same symbol usually differs in quantity; the price is kept.
      if (result.ok) setQuantity("");
    } finally {
      setBusy(false);
    }
  };

  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = arrowStep(event);
    if (step === null) return;
    event.preventDefault();
    const start = quote.matchPrice > 0 ? quote.matchPrice : quote.refPrice;
    edit(setPrice, stepPrice(price, step, quote, start));
  };
  const onQuantityKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = arrowStep(event);
    if (step === null) return;
    event.preventDefault();
    edit(setQuantity, stepQuantity(quantity, step, quote));
  };

  const errorOf = (field: TicketError["field"]) => errors?.find((e) => e.field === field);
  const message = (error: TicketError | undefined) =>
    error === undefined ? null : (
      <span className="side-field-error" id={`${id}-${error.field}-error`} role="alert">
        {t(error.key, { ...error, field: undefined, key: undefined })}
      </span>
    );
  const priceError = errorOf("price");
  const quantityError = errorOf("quantity");
  const band: [string, number, string][] = [
    ["sideTab.order.ceiling", quote.ceilPrice, "price-ceiling"],
    ["sideTab.order.reference", quote.refPrice, "price-reference"],
    ["sideTab.order.floor", quote.floorPrice, "price-floor"],
  ];
  return (
    <form
      className="side-order"
      data-testid="side-order"
      data-code={quote.code}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
    >
      <div className="side-order-head">
        <strong className="side-code">{quote.code}</strong>
        {band.map(([key, value, cls]) =>
          value > 0 ? (
            <button
              key={key}
              type="button"
              className={`side-order-band ${cls}`}
              title={t("sideTab.order.usePrice")}
              onClick={() => {
                edit(setPrice, displayPrice(value, quote));
                priceField.current?.focus();
              }}
            >
              {t(key)} {displayPrice(value, quote)}
            </button>
          ) : null,
        )}
      </div>
      <fieldset className="side-order-side">
        <legend>{t("sideTab.order.side")}</legend>
        {(["B", "S"] as const).map((value) => (
          <label key={value} className={`side-order-${value === "B" ? "buy" : "sell"}`}>
            <input
              type="radio"
              name={`${id}-side`}
              value={value}
              checked={side === value}
              data-testid={`side-order-side-${value}`}
              onChange={() => setSide(value)}
            />
            {t(value === "B" ? "sideTab.order.buy" : "sideTab.order.sell")}
          </label>
        ))}
      </fieldset>
      <label>
        {t("sideTab.order.price")}
        <input
          ref={priceField}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(e) => edit(setPrice, e.target.value)}
          onKeyDown={onPriceKey}
          aria-invalid={priceError !== undefined}
          aria-describedby={`${id}-price-hint${priceError ? ` ${id}-price-error` : ""}`}
          data-testid="side-order-price"
        />
        <small className="side-order-hint" id={`${id}-price-hint`}>
          {t("sideTab.order.priceHint")}
        </small>
        {message(priceError)}
      </label>
      <label>
        {t("sideTab.order.quantity")}
        <input
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(e) => edit(setQuantity, e.target.value)}
          onKeyDown={onQuantityKey}
          aria-invalid={quantityError !== undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          data-testid="side-order-quantity"
        />
        {message(quantityError)}
      </label>
      <button
        type="submit"
        disabled={busy}
        className={side === "B" ? "side-order-submit-buy" : "side-order-submit-sell"}
        data-testid="side-order-submit"
      >
        {sending
          ? t(side === "B" ? "sideTab.order.placeBuy" : "sideTab.order.placeSell")
          : t("sideTab.order.submit")}
      </button>
      {errors !== null && errors.length === 0 && !sending && (
        <p className="side-order-result" role="status" data-testid="side-order-result">
          {t("sideTab.order.notConnected")}
        </p>
      )}
      {outcome !== null && (
        <p
          className={`side-order-result ${outcome.ok ? "is-ok" : "is-error"}`}
          role={outcome.ok ? "status" : "alert"}
          data-testid="side-order-result"
          data-ok={outcome.ok ? "true" : "false"}
        >
          {outcome.ok ? `${t(outcome.key)} (${outcome.orderId})` : t(outcome.key, outcome.values ?? {})}
        </p>
      )}
    </form>
  );
}
