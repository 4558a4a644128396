/**
 * An init script (runs before any page script) that wraps `addEventListener` / `removeEventListener` of
 * `window` and `document` and keeps the set of listeners attached to them, so that a test can tell
 * whether an embedded board leaves a global listener behind after `destroy()`.
 * `window.__globalListeners()` returns the attached ones as "target:type:capture" strings.
 *
 * Only listeners added by the page's own scripts count (a stack frame with an http URL): Playwright's
 * injected helpers add capture listeners to window for their hit-target checks, from no URL.
 */
export function installListenerProbe(): void {
  type Listener = EventListenerOrEventListenerObject;
  const attached = new Map<string, Set<Listener>>();
  const capture = (options?: boolean | EventListenerOptions) =>
    typeof options === "boolean" ? options : options?.capture === true;
  const wrap = (name: string, target: Window | Document) => {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (
      type: string,
      listener: Listener | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (listener !== null && /https?:\/\//.test(new Error().stack ?? "")) {
        const key = `${name}:${type}:${capture(options)}`;
        const set = attached.get(key) ?? new Set<Listener>();
        set.add(listener);
        attached.set(key, set);
        // A { once } listener removes itself after its first call.
        if (typeof options === "object" && options.once) {
          add.call(this, type, () => set.delete(listener), { once: true, capture: capture(options) });
        }
      }
      return add.call(this, type, listener as Listener, options);
    };
    target.removeEventListener = function (
      type: string,
      listener: Listener | null,
      options?: boolean | EventListenerOptions,
    ) {
      if (listener !== null) attached.get(`${name}:${type}:${capture(options)}`)?.delete(listener);
      return remove.call(this, type, listener as Listener, options);
    };
  };
  wrap("window", window);
  wrap("document", document);
  Object.assign(window, {
    __globalListeners: () => {
      const out: string[] = [];
      for (const [key, set] of attached) for (let i = 0; i < set.size; i++) out.push(key);
      return out.sort();
    },
  });
}
