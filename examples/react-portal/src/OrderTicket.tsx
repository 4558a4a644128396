/** The broker's own order ticket: opened by a click on a board row. Not part of the board packages. */
export function OrderTicket({ code, onClose }: { code: string; onClose: () => void }) {
  return (
    <aside className="order-ticket" role="dialog" aria-label={`Order ticket ${code}`} data-ticket={code}>
      <h2>Buy {code}</h2>
      <label>
        Quantity <input name="quantity" type="number" defaultValue={100} step={100} />
      </label>
      <p>
        <button type="button">Place order</button>{" "}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </p>
    </aside>
  );
}
