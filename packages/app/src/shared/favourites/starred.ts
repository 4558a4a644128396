import i18next from "i18next";
import { computed, type ReadableAtom } from "nanostores";
import { IS_LOGIN_BUILD } from "../config/build-flags";
import { showToast } from "../ui/toasts";
import { $lists, addCodeToList, createList, listsOf, reloadLists, removeCodeFromList } from "./categories";
import { $favouriteCodes } from "./local-favourites";

/**
 * What the row star, the TPRL checkbox and /banggia/fav show and change. The public build keeps the
 * starred codes in this browser (spec 3). The login build keeps them on the server, in the user's first
 * list (created on the first star when the user has none): a browser-local list there would be shared by
 * everyone signing in on that browser and outlive the logout.
 */
export const $starredCodes: ReadableAtom<readonly string[]> = IS_LOGIN_BUILD
  ? computed($lists, (state) => listsOf(state)[0]?.codes ?? [])
  : $favouriteCodes;

/** The server list the star writes to (login build), or null when the user has none yet. */
export function starListId(): number | null {
  return listsOf($lists.get())[0]?.id ?? null;
}

/** Star changes of the login build run one after another: two quick stars must not make two lists. */
let queue: Promise<unknown> = Promise.resolve();

function serially(change: () => Promise<boolean>): Promise<boolean> {
  const next = queue.then(change, change);
  queue = next.catch(() => {});
  return next;
}

async function serverStarList(): Promise<number | null> {
  // A star before the user's lists have loaded must not make a second list.
  if ($lists.get().status !== "ready") await reloadLists();
  if ($lists.get().status !== "ready") {
    showToast("error", i18next.t("fav.callFailed"));
    return null;
  }
  const existing = starListId();
  if (existing !== null) return existing;
  if (!(await createList(i18next.t("fav.starred")))) return null;
  return starListId();
}

/** Adds `code` to the starred codes; true once it is stored (on the server in the login build). */
export function addStarred(code: string): Promise<boolean> {
  if (!IS_LOGIN_BUILD) {
    const codes = $favouriteCodes.get();
    if (!codes.includes(code)) $favouriteCodes.set([...codes, code]);
    return Promise.resolve(true);
  }
  return serially(async () => {
    const id = await serverStarList();
    return id !== null && addCodeToList(id, code);
  });
}

/** Spec 4: the star toggles a symbol in the favourites; true once the change is stored. */
export function toggleStarred(code: string): Promise<boolean> {
  if (!IS_LOGIN_BUILD) {
    const codes = $favouriteCodes.get();
    $favouriteCodes.set(codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code]);
    return Promise.resolve(true);
  }
  return serially(async () => {
    const id = await serverStarList();
    if (id === null) return false;
    const listed =
      listsOf($lists.get())
        .find((list) => list.id === id)
        ?.codes.includes(code) ?? false;
    return listed ? removeCodeFromList(id, code) : addCodeToList(id, code);
  });
}
