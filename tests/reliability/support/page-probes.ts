/**
 * An init script (runs before the app's own scripts) that counts what a long-lived page must not leak:
 * WebSockets (created, still not closed, when each was created), pending timeouts and intervals, event
 * listeners, and canvas draw calls (2D and WebGL). Read it with `readProbe(page)`.
 */
import type { Page } from "playwright-core";

export interface ProbeCounts {
  socketsCreated: number;
  /** Sockets created and not closed yet (the live connection, plus any leaked one). */
  socketsOpen: number;
  /** performance.now() of each WebSocket construction. */
  socketTimes: number[];
  timeoutsPending: number;
  intervalsPending: number;
  /** Listeners registered and not removed (targets that were garbage-collected still count). */
  listeners: number;
  /** 2D and WebGL draw calls since the page loaded, on any canvas. */
  draws: number;
  /**
   * The part of `draws` made on the board's own canvas (the one beside its a11y rows), or, for a board
   * drawing in a worker, the paints it handed to the worker.
   */
  boardDraws: number;
  domNodes: number;
  heapUsed: number;
}

/**
 * The script, as text: a function serialised from this file would carry the transpiler's helpers
 * (tsx adds `__name(...)` calls) into the page, where they do not exist.
 */
export const PROBE_SCRIPT = `(() => {
  const probe = { socketsCreated: 0, socketsOpen: 0, socketTimes: [], timeoutsPending: 0,
    intervalsPending: 0, listeners: 0, draws: 0, boardDraws: 0 };
  window.__probe = probe;
  const nativeAdd = EventTarget.prototype.addEventListener;
  const nativeRemove = EventTarget.prototype.removeEventListener;

  const NativeSocket = window.WebSocket;
  class CountedSocket extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      probe.socketsCreated++;
      probe.socketsOpen++;
      probe.socketTimes.push(performance.now());
      nativeAdd.call(this, "close", () => probe.socketsOpen--, { once: true });
    }
  }
  window.WebSocket = CountedSocket;

  const timeouts = new Set();
  const intervals = new Set();
  const sync = () => {
    probe.timeoutsPending = timeouts.size;
    probe.intervalsPending = intervals.size;
  };
  const nativeSetTimeout = window.setTimeout.bind(window);
  const nativeClearTimeout = window.clearTimeout.bind(window);
  const nativeSetInterval = window.setInterval.bind(window);
  const nativeClearInterval = window.clearInterval.bind(window);
  window.setTimeout = (handler, ms, ...args) => {
    const id = nativeSetTimeout((...a) => {
      timeouts.delete(id);
      sync();
      if (typeof handler === "function") handler(...a);
    }, ms, ...args);
    timeouts.add(id);
    sync();
    return id;
  };
  window.clearTimeout = (id) => {
    timeouts.delete(id);
    sync();
    nativeClearTimeout(id);
  };
  window.setInterval = (handler, ms, ...args) => {
    const id = nativeSetInterval(handler, ms, ...args);
    intervals.add(id);
    sync();
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    sync();
    nativeClearInterval(id);
  };

  // Listeners: one key per (target, type, capture, listener), as the browser dedupes them.
  const registered = new WeakMap();
  const ids = new WeakMap();
  let nextId = 1;
  const keyOf = (type, listener, options) => {
    if (listener === null || (typeof listener !== "function" && typeof listener !== "object")) return null;
    let id = ids.get(listener);
    if (id === undefined) {
      id = nextId++;
      ids.set(listener, id);
    }
    const capture = typeof options === "boolean" ? options : Boolean(options && options.capture);
    return type + "|" + capture + "|" + id;
  };
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const key = keyOf(type, listener, options);
    if (key !== null) {
      let set = registered.get(this);
      if (set === undefined) {
        set = new Set();
        registered.set(this, set);
      }
      if (!set.has(key)) {
        set.add(key);
        probe.listeners++;
      }
    }
    return nativeAdd.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const key = keyOf(type, listener, options);
    const set = key === null ? undefined : registered.get(this);
    if (set !== undefined && set.delete(key)) probe.listeners--;
    return nativeRemove.call(this, type, listener, options);
  };

  const onBoard = new WeakMap();
  const isBoardCanvas = (canvas) => {
    let known = onBoard.get(canvas);
    if (known === undefined && canvas && canvas.isConnected) {
      const root = canvas.parentElement && canvas.parentElement.parentElement;
      known = Boolean(root && root.querySelector(':scope > [role="rowgroup"]'));
      onBoard.set(canvas, known);
    }
    return known === true;
  };
  const count = (proto, names) => {
    for (const name of names) {
      const native = proto[name];
      if (typeof native !== "function") continue;
      proto[name] = function (...a) {
        probe.draws++;
        if (isBoardCanvas(this.canvas)) probe.boardDraws++;
        return native.apply(this, a);
      };
    }
  };
  // A board drawing in a worker (the app's default) hands each paint to its worker as one "frame"
  // message: count that as a draw of the board's canvas (the worker's own calls are out of reach here).
  const nativePost = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === "frame") {
      probe.draws++;
      probe.boardDraws++;
    }
    return nativePost.call(this, message, ...rest);
  };
  count(CanvasRenderingContext2D.prototype,
    ["fillRect", "fillText", "drawImage", "clearRect", "putImageData", "fill", "stroke"]);
  count(WebGLRenderingContext.prototype, ["drawElements", "drawArrays", "clear"]);
  if (typeof WebGL2RenderingContext !== "undefined")
    count(WebGL2RenderingContext.prototype,
      ["drawElements", "drawArrays", "clear", "drawElementsInstanced", "drawArraysInstanced"]);
})();`;

export async function readProbe(page: Page): Promise<ProbeCounts> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __probe: Omit<ProbeCounts, "domNodes" | "heapUsed"> }).__probe;
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return {
      ...probe,
      socketTimes: [...probe.socketTimes],
      domNodes: document.getElementsByTagName("*").length,
      heapUsed: memory?.usedJSHeapSize ?? 0,
    };
  });
}
