import i18next, { type TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import type { Language } from "./i18n";

/** The translate function and the current language; re-renders the caller when the language changes. */
export function useTranslation(): { t: TFunction; language: Language } {
  const [language, setLanguage] = useState(i18next.language as Language);
  // Tables added after start-up (addLabelTablesLater) change what a key says: one more render.
  const [tablesAdded, setTablesAdded] = useState(0);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next as Language);
    const onAdded = () => setTablesAdded((n) => n + 1);
    i18next.on("languageChanged", onChange);
    i18next.store.on("added", onAdded);
    return () => {
      i18next.off("languageChanged", onChange);
      i18next.store.off("added", onAdded);
    };
  }, []);
  // A new function per language (and per table arrival), in the same render, so that memoised consumers
  // follow the change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tablesAdded is the reason to make a new one
  const t = useMemo(() => translator(language), [language, tablesAdded]);
  return { t, language };
}

/**
 * The texts of plain keys (`t(key)`, no options) by language, shared by every component. i18next's
 * `t` resolves a key through its namespaces, fallbacks and interpolation on every call (about 5 µs on
 * Node on a quiet machine, 25 µs under load), and a render of the shell asks for hundreds of keys, most
 * of them the same on every render (menus, index cards, column labels). Emptied when tables are added.
 */
const plainTexts = new Map<string, Map<string, string>>();
let forgetOnAdd = false;

/** i18next's fixed `t` of a language, answering plain keys from the shared texts. */
export function translator(language: string): TFunction {
  if (!forgetOnAdd && i18next.store !== undefined) {
    i18next.store.on("added", () => plainTexts.clear());
    forgetOnAdd = true;
  }
  const fixed = i18next.getFixedT(language);
  const call = fixed as unknown as (key: unknown, second?: unknown, third?: unknown) => unknown;
  // Named parameters, not a rest array: a render calls this hundreds of times.
  const translate = (key: unknown, second?: unknown, third?: unknown) => {
    if (second !== undefined || third !== undefined || typeof key !== "string")
      return call(key, second, third);
    let texts = plainTexts.get(language);
    if (texts === undefined) {
      texts = new Map();
      plainTexts.set(language, texts);
    }
    let text = texts.get(key);
    if (text === undefined) {
      text = String(call(key));
      texts.set(key, text);
    }
    return text;
  };
  return translate as unknown as TFunction;
}
