import type { SavedLayoutsDocument } from "@vnboard/feed/rest";
import { afterEach, describe, expect, it } from "vitest";
import { type BoardLayout, LAYOUT_FILE_FORMAT, layoutDocument } from "./layout-model";
import { type LayoutSync, startLayoutSync } from "./layout-sync";
import { $layouts } from "./saved-layouts";

const layout = (name: string, kind: BoardLayout["kind"] = "board"): BoardLayout => ({
  name,
  kind,
  hidden: [],
  extras: [],
  percent: false,
  value: false,
  sort: null,
  view: "detail",
});

/** An account on a fake server: what it holds, what was put. */
function account(stored: SavedLayoutsDocument | Error) {
  const puts: SavedLayoutsDocument[] = [];
  let failPut = false;
  return {
    puts,
    failNextPut: () => {
      failPut = true;
    },
    calls: {
      loadLayouts: async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
      saveLayouts: async (document: SavedLayoutsDocument) => {
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
let sync: LayoutSync | undefined;
afterEach(() => sync?.stop());

describe("saved layouts following the signed-in user", () => {
  it("loads the account's layouts, adds this browser's missing ones, and sends the union back", async () => {
    $layouts.set([layout("Mine"), layout("Shared")]);
    const server = account(layoutDocument([layout("Shared", "board"), layout("Odd", "oddLot")]));
    sync = startLayoutSync(server.calls, () => {}, 5);
    expect(await sync.loaded).toBe(true);
    expect($layouts.get().map((l) => l.name)).toEqual(["Shared", "Odd", "Mine"]);
    expect(server.puts.map((d) => d.layouts.length)).toEqual([3]);
  });

  it("saves every later change (the last of a burst), and nothing after stop", async () => {
    $layouts.set([]);
    const server = account(layoutDocument([layout("A")]));
    sync = startLayoutSync(server.calls, () => {}, 5);
    await sync.loaded;
    expect(server.puts).toEqual([]);
    $layouts.set([layout("A"), layout("B")]);
    $layouts.set([layout("B")]);
    await wait(30);
    expect(server.puts).toEqual([{ format: LAYOUT_FILE_FORMAT, version: 1, layouts: [layout("B")] }]);
    sync.stop();
    $layouts.set([]);
    await wait(30);
    expect(server.puts).toHaveLength(1);
  });

  it("never overwrites the account when its layouts could not be read", async () => {
    for (const stored of [
      new Error("offline"),
      { format: LAYOUT_FILE_FORMAT, version: 9, layouts: [] },
      { format: LAYOUT_FILE_FORMAT, version: 1, layouts: [{ name: "" }] },
    ]) {
      $layouts.set([layout("Local")]);
      const server = account(stored);
      sync = startLayoutSync(server.calls, () => {}, 5);
      expect(await sync.loaded).toBe(false);
      $layouts.set([layout("Local"), layout("More")]);
      await wait(30);
      expect(server.puts).toEqual([]);
      expect($layouts.get()).toHaveLength(2);
      sync.stop();
    }
  });

  it("tells the user when a save fails", async () => {
    $layouts.set([]);
    const server = account(layoutDocument([]));
    const failures: unknown[] = [];
    sync = startLayoutSync(server.calls, (error) => failures.push(error), 5);
    await sync.loaded;
    server.failNextPut();
    $layouts.set([layout("X")]);
    await wait(30);
    expect(failures).toHaveLength(1);
  });
});
