import { useId } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import type { OrderOutcome } from "./order-outcome";
import { displayPrice, type OrderSide, type TicketError } from "./order-ticket";
import type { TicketQuote } from "./ticket-symbol";
import { useTicketForm } from "./use-ticket-form";

/**
 * The order ticket's form (spec 2.4): the symbol's band buttons, the side, price and quantity fields
 * with their rule errors, the send button and the answer. The state is useTicketForm's.
 */
export function TicketForm({ quote, sending }: { quote: TicketQuote; sending: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useTicketForm(quote, sending);
  const { side, busy, errors, priceField } = form;
  const priceError = form.errorOf("price");
  const quantityError = form.errorOf("quantity");
  return (
    <form
      className="side-order"
      data-testid="side-order"
      data-code={quote.code}
      onSubmit={form.submit}
      noValidate
      aria-busy={busy}
    >
      <TicketHead
        quote={quote}
        onPrice={(price) => {
          form.editPrice(price);
          priceField.current?.focus();
        }}
      />
      <SidePicker id={id} side={side} onSide={form.setSide} />
      <label>
        {t("sideTab.order.price")}
        <input
          ref={priceField}
          inputMode="decimal"
          autoComplete="off"
          value={form.price}
          onChange={(e) => form.editPrice(e.target.value)}
          onKeyDown={form.onPriceKey}
          aria-invalid={priceError !== undefined}
          aria-describedby={`${id}-price-hint${priceError ? ` ${id}-price-error` : ""}`}
          data-testid="side-order-price"
        />
        <small className="side-order-hint" id={`${id}-price-hint`}>
          {t("sideTab.order.priceHint")}
        </small>
        <FieldError id={id} error={priceError} />
      </label>
      <label>
        {t("sideTab.order.quantity")}
        <input
          inputMode="numeric"
          autoComplete="off"
          value={form.quantity}
          onChange={(e) => form.editQuantity(e.target.value)}
          onKeyDown={form.onQuantityKey}
          aria-invalid={quantityError !== undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          data-testid="side-order-quantity"
        />
        <FieldError id={id} error={quantityError} />
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
      <TicketResult
        checked={errors !== null && errors.length === 0}
        sending={sending}
        outcome={form.outcome}
      />
    </form>
  );
}

/** The symbol's code and its ceiling, reference and floor: a click puts that price in the price field. */
function TicketHead({ quote, onPrice }: { quote: TicketQuote; onPrice: (price: string) => void }) {
  const { t } = useTranslation();
  const band: [string, number, string][] = [
    ["sideTab.order.ceiling", quote.ceilPrice, "price-ceiling"],
    ["sideTab.order.reference", quote.refPrice, "price-reference"],
    ["sideTab.order.floor", quote.floorPrice, "price-floor"],
  ];
  return (
    <div className="side-order-head">
      <strong className="side-code">{quote.code}</strong>
      {band.map(([key, value, cls]) =>
        value > 0 ? (
          <button
            key={key}
            type="button"
            className={`side-order-band ${cls}`}
            title={t("sideTab.order.usePrice")}
            onClick={() => onPrice(displayPrice(value, quote))}
          >
            {t(key)} {displayPrice(value, quote)}
          </button>
        ) : null,
      )}
    </div>
  );
}

/** Buy or sell: a radio group (the arrow keys move between the two). */
function SidePicker({
  id,
  side,
  onSide,
}: {
  id: string;
  side: OrderSide;
  onSide: (side: OrderSide) => void;
}) {
  const { t } = useTranslation();
  return (
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
            onChange={() => onSide(value)}
          />
          {t(value === "B" ? "sideTab.order.buy" : "sideTab.order.sell")}
        </label>
      ))}
    </fieldset>
  );
}

/** A field's rule error, announced (its id is the field's aria-describedby). */
function FieldError({ id, error }: { id: string; error: TicketError | undefined }) {
  const { t } = useTranslation();
  return error === undefined ? null : (
    <span className="side-field-error" id={`${id}-${error.field}-error`} role="alert">
      {t(error.key, { ...error, field: undefined, key: undefined })}
    </span>
  );
}

/**
 * What the send came to: in the public build a valid ticket says that it was not sent (`checked`: the
 * last check found no error); in the login build the server's answer (spec 2.5).
 */
function TicketResult({
  checked,
  sending,
  outcome,
}: {
  checked: boolean;
  sending: boolean;
  outcome: OrderOutcome | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {checked && !sending && (
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
    </>
  );
}
