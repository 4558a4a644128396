import { atom } from "nanostores";

/**
 * The English company names by code, which the search matches besides the Vietnamese name of the
 * feed's symbol record (issue 20). Empty until loaded (english-names-loader.ts, on the first focus of
 * a search box); the searches read it on each keystroke.
 */
export const $englishNames = atom<ReadonlyMap<string, string>>(new Map());

/** A symbol's English name, "" when unknown or not loaded yet. */
export function englishName(code: string): string {
  return $englishNames.get().get(code) ?? "";
}
