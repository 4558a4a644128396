import type { SavedAlertsDocument } from "@vnboard/feed/rest";
import { afterEach, describe, expect, it } from "vitest";
import type { AlertRule } from "./alert-rule";
import { $alerts } from "./alerts-state";
import { ALERTS_FORMAT, type AlertsSync, alertsDocument, startAlertsSync } from "./alerts-sync";

const rule = (id: string, code: string, level = 10_000): AlertRule => ({
  id,
  code,
  kind: "priceAbove",
  level,
  state: "armed",
  firedAt: 0,
});

/** An account on a fake server: what it holds, what was put. */
function account(stored: SavedAlertsDocument | Error) {
  const puts: SavedAlertsDocument[] = [];
  let failPut = false;
  return {
    puts,
    failNextPut: () => {
      failPut = true;
    },
    calls: {
      loadAlerts: async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
      saveAlerts: async (document: SavedAlertsDocument) => {
        if (failPut) {
          failPut = false;
          throw new Error("offline");
        }
        puts.push(document);
        return { success: true as const };
      },
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let sync: AlertsSync | undefined;
afterEach(() => sync?.stop());

describe("alerts following the signed-in user", () => {
  it("loads the account's alerts, adds this browser's other conditions, and sends the union back", async () => {
    $alerts.set([rule("local-1", "FPT"), rule("local-2", "VNM")]);
    const server = account(alertsDocument([rule("acc-1", "VNM"), rule("acc-2", "HPG")]));
    sync = startAlertsSync(server.calls, () => {}, 5);
    expect(await sync.loaded).toBe(true);
    expect($alerts.get().map((r) => r.id)).toEqual(["acc-1", "acc-2", "local-1"]);
    expect(server.puts.map((d) => d.alerts.length)).toEqual([3]);
  });

  it("saves every later change (the last of a burst), and nothing after stop", async () => {
    $alerts.set([]);
    const server = account(alertsDocument([rule("a", "VNM")]));
    sync = startAlertsSync(server.calls, () => {}, 5);
    await sync.loaded;
    expect(server.puts).toEqual([]);
    $alerts.set([rule("a", "VNM"), rule("b", "FPT")]);
    $alerts.set([rule("b", "FPT")]);
    await wait(30);
    expect(server.puts).toEqual([{ format: ALERTS_FORMAT, version: 1, alerts: [rule("b", "FPT")] }]);
    sync.stop();
    $alerts.set([]);
    await wait(30);
    expect(server.puts).toHaveLength(1);
  });

  it("never overwrites the account when its alerts could not be read", async () => {
    for (const stored of [new Error("offline"), { format: ALERTS_FORMAT, version: 9, alerts: [] }]) {
      $alerts.set([rule("l", "VNM")]);
      const server = account(stored);
      sync = startAlertsSync(server.calls, () => {}, 5);
      expect(await sync.loaded).toBe(false);
      $alerts.set([rule("l", "VNM"), rule("m", "FPT")]);
      await wait(30);
      expect(server.puts).toEqual([]);
      expect($alerts.get()).toHaveLength(2);
      sync.stop();
    }
  });

  it("keeps the list and tells the user when a save fails", async () => {
    $alerts.set([]);
    const server = account(alertsDocument([]));
    const failures: unknown[] = [];
    sync = startAlertsSync(server.calls, (error) => failures.push(error), 5);
    await sync.loaded;
    server.failNextPut();
    $alerts.set([rule("x", "VNM")]);
    await wait(30);
    expect(failures).toHaveLength(1);
    expect($alerts.get().map((r) => r.id)).toEqual(["x"]);
  });
});
