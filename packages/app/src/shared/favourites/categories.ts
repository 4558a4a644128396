import { categoryCodes, type FavouriteCategory } from "@vnboard/feed/rest";
import i18next from "i18next";
import { atom } from "nanostores";
import { rest } from "../api/rest";
import { showToast } from "../ui/toasts";

/** A server-side favourites list (login build, spec 2.3.9 and 7), with its codes split. */
export interface FavouriteList {
  id: number;
  name: string;
  codes: string[];
}

export type ListsState =
  | { status: "idle" | "loading" }
  | { status: "ready"; lists: readonly FavouriteList[] }
  | { status: "error"; lists: readonly FavouriteList[] };

export const $lists = atom<ListsState>({ status: "idle" });

function toList(category: FavouriteCategory): FavouriteList {
  return { id: category.listid, name: category.listname, codes: categoryCodes(category) };
}

export function listsOf(state: ListsState): readonly FavouriteList[] {
  return state.status === "ready" || state.status === "error" ? state.lists : [];
}

/** Bumped by every load and by clearLists: only the latest load may write its answer. */
let generation = 0;

/** Loads the signed-in user's lists (`GET /cata/load-cata`). Overlapping loads: the last one wins. */
export async function reloadLists(): Promise<void> {
  const mine = ++generation;
  const previous = listsOf($lists.get());
  if (previous.length === 0) $lists.set({ status: "loading" });
  try {
    const categories = await rest.loadCategories();
    if (mine === generation) $lists.set({ status: "ready", lists: categories.map(toList) });
  } catch (error) {
    console.warn("favourites: load failed", error);
    if (mine === generation) $lists.set({ status: "error", lists: previous });
  }
}

/**
 * Runs one favourites call; spec 4 and 8: after it (success or failure) the lists are reloaded; a failure
 * is logged, and the user is told in a toast rather than left wondering.
 */
async function edit(call: () => Promise<unknown>): Promise<boolean> {
  let ok = true;
  try {
    await call();
  } catch (error) {
    ok = false;
    console.warn("favourites: call failed", error);
    showToast("error", i18next.t("fav.callFailed"));
  }
  await reloadLists();
  return ok;
}

export function createList(name: string): Promise<boolean> {
  const trimmed = name.trim();
  // Spec 5: an empty name is not sent.
  if (trimmed === "") return Promise.resolve(false);
  return edit(() => rest.createCategory(trimmed));
}

export function renameList(id: number, name: string): Promise<boolean> {
  const trimmed = name.trim();
  if (trimmed === "") return Promise.resolve(false);
  return edit(() => rest.renameCategory(id, trimmed));
}

export function deleteList(id: number): Promise<boolean> {
  return edit(() => rest.deleteCategory(id));
}

export function addCodeToList(id: number, code: string): Promise<boolean> {
  return edit(() => rest.addSymbolToCategory(id, code));
}

export function removeCodeFromList(id: number, code: string): Promise<boolean> {
  return edit(() => rest.removeSymbolFromCategory(id, code));
}

/** Forgets the lists (on logout). */
export function clearLists(): void {
  generation++;
  $lists.set({ status: "idle" });
}
