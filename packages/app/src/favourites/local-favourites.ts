import { persistedAtom } from "../settings/persisted-atom";

const CODE = /^[A-Z0-9]{1,20}$/;

/** The starred symbols kept in the browser (spec 3: favourite symbols), shown at /banggia/fav. */
export const $favouriteCodes = persistedAtom<string[]>(
  "favouriteCodes",
  [],
  (v): v is string[] =>
    Array.isArray(v) && v.length <= 2000 && v.every((c) => typeof c === "string" && CODE.test(c)),
);

/** Spec 4: the star toggles a symbol in the stored favourites. */
export function toggleFavourite(code: string): void {
  const codes = $favouriteCodes.get();
  $favouriteCodes.set(codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code]);
}

export function addFavourite(code: string): void {
  if (!$favouriteCodes.get().includes(code)) $favouriteCodes.set([...$favouriteCodes.get(), code]);
}
