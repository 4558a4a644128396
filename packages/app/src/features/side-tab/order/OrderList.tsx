import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { cancelOrder } from "./order-service";
import { displayPrice, type TicketError } from "./order-ticket";
import { $sessionOrders, type SessionOrder } from "./session-orders";
import { useOrderEdit } from "./use-order-edit";

/**
 * The orders placed from this tab since sign-in (login build), newest first, each with edit (price and
 * quantity, checked like a new ticket) and cancel. Enter saves an edit, Escape abandons it.
 */
export function OrderList() {
  const { t } = useTranslation();
  const orders = useStore($sessionOrders);
  return (
    <section className="side-order-list" aria-label={t("sideTab.order.list")} data-testid="side-order-list">
      <h4>{t("sideTab.order.list")}</h4>
      {orders.length === 0 ? (
        <p className="side-hint">{t("sideTab.order.listEmpty")}</p>
      ) : (
        <ul>
          {orders.map((order) => (
            <OrderItem key={order.orderId} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderItem({ order }: { order: SessionOrder }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = order.status === "open";
  // Keyboard users come back to the Edit button when the edit form closes.
  const editButton = useRef<HTMLButtonElement | null>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder(order.orderId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className={`side-order-item is-${order.status}`}
      data-testid="side-order-item"
      data-order-id={order.orderId}
      data-status={order.status}
    >
      <div className="side-order-line">
        <span className={order.side === "B" ? "price-up" : "price-down"}>
          {t(order.side === "B" ? "sideTab.order.buy" : "sideTab.order.sell")}
        </span>
        <strong>{order.code}</strong>
        <span data-testid="side-order-item-price">{displayPrice(order.price, order)}</span>
        <span>x</span>
        <span data-testid="side-order-item-quantity">{order.quantity.toLocaleString("en-US")}</span>
        <small className="side-order-id">{order.orderId}</small>
        {open ? (
          !editing && (
            <span className="side-order-actions">
              <button type="button" ref={editButton} disabled={busy} onClick={() => setEditing(true)}>
                {t("sideTab.order.edit")}
              </button>
              <button type="button" disabled={busy} onClick={cancel} data-testid="side-order-cancel">
                {t("sideTab.order.cancel")}
              </button>
            </span>
          )
        ) : (
          <small className="side-order-status">{t("sideTab.order.statusCancelled")}</small>
        )}
      </div>
      {editing && open && <EditForm order={order} onDone={() => setEditing(false)} />}
    </li>
  );
}

function EditForm({ order, onDone }: { order: SessionOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { price, setPrice, quantity, setQuantity, errors, busy, first, save, onKey } = useOrderEdit(
    order,
    onDone,
  );
  const errorText = (field: TicketError["field"]) => {
    const error = errors.find((e) => e.field === field);
    return error === undefined ? null : (
      <span className="side-field-error" role="alert" id={`${id}-${field}-error`}>
        {t(error.key, { ...error, field: undefined, key: undefined })}
      </span>
    );
  };
  return (
    // Escape anywhere in the small form abandons the edit.
    <form
      className="side-order side-order-edit"
      onSubmit={save}
      onKeyDown={onKey}
      noValidate
      aria-busy={busy}
    >
      <label>
        {t("sideTab.order.price")}
        <input
          ref={first}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={errors.some((e) => e.field === "price")}
          data-testid="side-order-edit-price"
        />
        {errorText("price")}
      </label>
      <label>
        {t("sideTab.order.quantity")}
        <input
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={errors.some((e) => e.field === "quantity")}
          data-testid="side-order-edit-quantity"
        />
        {errorText("quantity")}
      </label>
      <span className="side-order-actions">
        <button type="submit" disabled={busy} data-testid="side-order-edit-save">
          {t("sideTab.order.save")}
        </button>
        <button type="button" onClick={onDone}>
          {t("sideTab.order.back")}
        </button>
      </span>
    </form>
  );
}
