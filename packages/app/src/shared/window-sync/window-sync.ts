import { IS_LOGIN_BUILD } from "../config/build-flags";
import { $lists, type FavouriteList, type ListsState } from "../favourites/categories";
import { $favouriteCodes } from "../favourites/local-favourites";
import { $selection, type Selection } from "../state/selection";
import { type SyncChannel, syncAtom } from "./sync-atom";

/**
 * What the app's windows of an origin keep in common (issue 20, pop-out windows): the selected symbol or
 * index (a row clicked on one monitor shows in the side tab of another) and the favourites (the public
 * build's starred codes, the login build's lists as last loaded from the server). Over a BroadcastChannel;
 * a browser without one keeps each window to itself, as before.
 */
const CHANNEL_NAME = "vnboard-sync";
const CODE = /^[A-Z0-9_.-]{1,20}$/;

function isSelection(value: unknown): value is Selection | null {
  if (value === null) return true;
  const v = value as { kind?: unknown; code?: unknown } | undefined;
  return (v?.kind === "symbol" || v?.kind === "index") && typeof v.code === "string" && CODE.test(v.code);
}

function isCodes(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.length <= 2000 && value.every((c) => typeof c === "string" && CODE.test(c))
  );
}

function isList(value: unknown): value is FavouriteList {
  const v = value as Partial<FavouriteList> | null;
  return (
    v !== null &&
    typeof v === "object" &&
    typeof v.id === "number" &&
    typeof v.name === "string" &&
    isCodes(v.codes)
  );
}

function isReadyLists(value: unknown): value is ListsState {
  const v = value as { status?: unknown; lists?: unknown } | null;
  return v?.status === "ready" && Array.isArray(v.lists) && v.lists.length <= 200 && v.lists.every(isList);
}

/** Starts the sync (main.tsx, once per window). */
export function startWindowSync(): void {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => SyncChannel }).BroadcastChannel;
  if (Channel === undefined) return;
  const channel = new Channel(CHANNEL_NAME);
  // The system parameters' starting selection is each window's own: only a user's choice is shared.
  syncAtom(channel, "selection", $selection, isSelection, (value) => value?.bySystem !== true);
  if (IS_LOGIN_BUILD) syncAtom(channel, "lists", $lists, isReadyLists, (state) => state.status === "ready");
  else syncAtom(channel, "favourites", $favouriteCodes, isCodes);
}
