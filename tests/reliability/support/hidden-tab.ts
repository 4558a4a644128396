/**
 * A background tab, emulated in the page: headless Chromium keeps every page visible (a second tab,
 * a minimised window and CDP focus emulation all leave `visibilityState` "visible"). This init script
 * makes `document.visibilityState` / `document.hidden` follow `__setHidden(bool)`, fires
 * `visibilitychange`, and holds requestAnimationFrame callbacks while hidden, running them on return,
 * as browsers do for background tabs. Timers and WebSocket messages keep running, as they do there.
 */
export const HIDDEN_TAB_SCRIPT = `(() => {
  let hidden = false;
  let held = [];
  let nextId = 0;
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  const nativeRequest = window.requestAnimationFrame.bind(window);
  const nativeCancel = window.cancelAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    if (!hidden) return nativeRequest(callback);
    const id = -(++nextId);
    held.push([id, callback]);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    if (id < 0) held = held.filter(([heldId]) => heldId !== id);
    else nativeCancel(id);
  };
  window.__setHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event("visibilitychange"));
    if (!hidden) {
      const callbacks = held;
      held = [];
      for (const [, callback] of callbacks) nativeRequest(callback);
    }
  };
})();`;
