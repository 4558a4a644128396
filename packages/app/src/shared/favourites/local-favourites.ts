import { persistedAtom } from "../settings/persisted-atom";

const CODE = /^[A-Z0-9]{1,20}$/;

/**
 * The starred symbols kept in the browser (spec 3: favourite symbols) in the public build; read and
 * changed through `starred.ts`, which keeps the login build's stars on the server instead.
 */
export const $favouriteCodes = persistedAtom<string[]>(
  "favouriteCodes",
  [],
  (v): v is string[] =>
    Array.isArray(v) && v.length <= 2000 && v.every((c) => typeof c === "string" && CODE.test(c)),
);
