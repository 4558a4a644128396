import { SymbolField } from "@vnboard/feed";
import { type FormEvent, useId, useState } from "react";
import { market } from "../../feed/market";
import { useTranslation } from "../../i18n/use-translation";
import type { Selection } from "../selection";
import { type OrderSide, type TicketError, validateTicket } from "./order-ticket";

const F = SymbolField;

/**
 * The ORDER child (spec 2.4). The spec does not show the order-service calls, so this build checks the
 * ticket against the exchange rules (tick, price band, board lot) and says plainly that nothing is
 * sent; no order call is made.
 */
export function OrderTicket({ selection }: { selection: Selection | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [side, setSide] = useState<OrderSide>("B");
  const [price, setPrice] = useState("");
  const [quantity, setQuantity] = useState("");
  const [errors, setErrors] = useState<TicketError[] | null>(null);
  const store = market.symbols;
  const code = selection?.kind === "symbol" ? selection.code : "";
  const row = code === "" ? -1 : store.rowOf(code);
  if (row < 0) return <p className="side-hint">{t("sideTab.order.needSymbol")}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(
      validateTicket(
        { side, price, quantity },
        {
          code,
          marketCode: store.str(F.marketCode, row),
          securityType: store.str(F.securityType, row),
          ceilPrice: store.num(F.ceilPrice, row),
          floorPrice: store.num(F.floorPrice, row),
        },
      ),
    );
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
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(null);
  };
  return (
    <form className="side-order" data-testid="side-order" onSubmit={submit} noValidate>
      <fieldset className="side-order-side">
        <legend>{t("sideTab.order.side")}</legend>
        {(["B", "S"] as const).map((value) => (
          <label key={value} className={`side-order-${value === "B" ? "buy" : "sell"}`}>
            <input
              type="radio"
              name={`${id}-side`}
              value={value}
              checked={side === value}
              onChange={() => setSide(value)}
            />
            {t(value === "B" ? "sideTab.order.buy" : "sideTab.order.sell")}
          </label>
        ))}
      </fieldset>
      <label>
        {t("sideTab.order.code")}
        <input value={code} readOnly />
      </label>
      <label>
        {t("sideTab.order.price")}
        <input
          inputMode="decimal"
          value={price}
          onChange={(e) => edit(setPrice)(e.target.value)}
          aria-invalid={priceError !== undefined}
          aria-describedby={priceError ? `${id}-price-error` : undefined}
          data-testid="side-order-price"
        />
        {message(priceError)}
      </label>
      <label>
        {t("sideTab.order.quantity")}
        <input
          inputMode="numeric"
          value={quantity}
          onChange={(e) => edit(setQuantity)(e.target.value)}
          aria-invalid={quantityError !== undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          data-testid="side-order-quantity"
        />
        {message(quantityError)}
      </label>
      <button type="submit" className={side === "B" ? "side-order-submit-buy" : "side-order-submit-sell"}>
        {t("sideTab.order.submit")}
      </button>
      {errors !== null && errors.length === 0 && (
        <p className="side-order-result" role="status" data-testid="side-order-result">
          {t("sideTab.order.notConnected")}
        </p>
      )}
    </form>
  );
}
