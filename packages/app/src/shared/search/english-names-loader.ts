import { rest } from "../api/rest";
import { $englishNames } from "./english-names";

let loading: Promise<void> | null = null;

/**
 * Loads the English company names (GET pr/symbol-names) once per page; a failed load is tried again at
 * the next call. Called when a search box gains focus: a page that never searches never asks.
 */
export function loadEnglishNames(): Promise<void> {
  loading ??= rest.symbolNames().then(
    (answer) => $englishNames.set(new Map(Object.entries(answer.en))),
    () => {
      loading = null; // logged by the client; the search keeps the Vietnamese names
    },
  );
  return loading;
}
