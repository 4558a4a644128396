import { afterEach, describe, expect, it, vi } from "vitest";

/** A localStorage stand-in holding `entries`. */
function fakeStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

/** The state module loaded fresh over `entries` (it reads the storage when imported). */
async function loadWith(entries: Record<string, string>) {
  const storage = fakeStorage(entries);
  vi.stubGlobal("localStorage", storage);
  vi.resetModules();
  return { state: await import("./alerts-state"), storage };
}

const rule = { id: "a1", code: "VNM", kind: "priceAbove", level: 61_000, state: "fired", firedAt: 7 };

describe("alerts kept in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads stored alerts back with their state", async () => {
    const { state } = await loadWith({ alerts: JSON.stringify([rule]) });
    expect(state.$alerts.get()).toEqual([rule]);
  });

  it("drops malformed entries with a warning, keeps the others and writes the cleaned list back", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { state, storage } = await loadWith({ alerts: JSON.stringify([rule, { id: 3 }, "junk"]) });
    expect(state.$alerts.get()).toEqual([rule]);
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.data.get("alerts") as string)).toEqual([rule]);
  });

  it("survives storage that is not JSON or not a list", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const raw of ["{not json", '"text"', "42"]) {
      const { state } = await loadWith({ alerts: raw });
      expect(state.$alerts.get()).toEqual([]);
    }
  });

  it("adds armed alerts with unique ids, once each, refuses bad ones, removes by id; sound is off by default", async () => {
    const { state, storage } = await loadWith({});
    expect(state.$alertSound.get()).toBe(false);
    const a = state.addAlert("FPT", "volumeAbove", 1_000_000);
    const b = state.addAlert("FPT", "ceiling", 0);
    expect(a?.state).toBe("armed");
    expect(a?.id).not.toBe(b?.id);
    expect(state.addAlert("fpt!", "ceiling", 0)).toBeNull();
    expect(state.addAlert("FPT", "priceAbove", Number.NaN)).toBeNull();
    expect(state.$alerts.get()).toHaveLength(2);
    expect(state.addAlert("FPT", "ceiling", 0)).toBe(b); // set twice: kept once
    expect(state.$alerts.get()).toHaveLength(2);
    state.removeAlert(a?.id as string);
    expect(state.$alerts.get().map((r) => r.kind)).toEqual(["ceiling"]);
    expect(JSON.parse(storage.data.get("alerts") as string)).toHaveLength(1);
  });

  it("takes the list another tab stored, dropping what does not parse", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { state } = await loadWith({});
    state.adoptStoredAlerts(JSON.stringify([rule, { junk: true }]));
    expect(state.$alerts.get()).toEqual([rule]);
    expect(warn).toHaveBeenCalledOnce();
    state.adoptStoredAlerts("{broken");
    expect(state.$alerts.get()).toEqual([rule]);
    state.adoptStoredAlerts(null);
    expect(state.$alerts.get()).toEqual([]);
  });

  it("refuses a new alert once the list is full", async () => {
    const { state } = await loadWith({});
    for (let i = 0; i < 100; i++) expect(state.addAlert("FPT", "volumeAbove", i)).not.toBeNull();
    expect(state.addAlert("FPT", "volumeAbove", 1000)).toBeNull();
    expect(state.$alerts.get()).toHaveLength(100);
  });

  it("opens the editor for a valid code only, upper-cased", async () => {
    const { state } = await loadWith({});
    state.openAlertEditor(" vnm ");
    expect(state.$alertEditor.get()).toBe("VNM");
    state.closeAlertEditor();
    state.openAlertEditor("???");
    expect(state.$alertEditor.get()).toBeNull();
  });
});
