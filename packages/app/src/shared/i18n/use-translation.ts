import i18next, { type TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import type { Language } from "./i18n";

/** The translate function and the current language; re-renders the caller when the language changes. */
export function useTranslation(): { t: TFunction; language: Language } {
  const [language, setLanguage] = useState(i18next.language as Language);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next as Language);
    i18next.on("languageChanged", onChange);
    return () => i18next.off("languageChanged", onChange);
  }, []);
  // A new function per language, in the same render, so that memoised consumers follow the change.
  const t = useMemo(() => i18next.getFixedT(language), [language]);
  return { t, language };
}
