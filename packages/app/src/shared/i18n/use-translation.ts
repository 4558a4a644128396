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
  const t = useMemo(() => i18next.getFixedT(language), [language, tablesAdded]);
  return { t, language };
}
