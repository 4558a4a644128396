import i18next from "i18next";
import type { LabelTable } from "./label-table";

export const LANGUAGES = ["vi", "en", "zh", "kr"] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = "language";

function resources(tables: readonly LabelTable[]): Record<Language, { translation: Record<string, string> }> {
  const out = { vi: {}, en: {}, zh: {}, kr: {} } as Record<Language, Record<string, string>>;
  for (const table of tables) {
    for (const [key, labels] of Object.entries(table)) {
      LANGUAGES.forEach((language, i) => {
        out[language][key] = labels[i];
      });
    }
  }
  return {
    vi: { translation: out.vi },
    en: { translation: out.en },
    zh: { translation: out.zh },
    kr: { translation: out.kr },
  };
}

/** The stored language (spec 3: browser-stored items), default vi (spec 9). */
export function storedLanguage(): Language {
  const value = typeof localStorage !== "undefined" ? localStorage.getItem(STORAGE_KEY) : null;
  return (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : "vi";
}

/**
 * Starts i18next with the string tables the composition root registers (every feature keeps its own
 * table; this core does not know the features).
 */
export async function initI18n(tables: readonly LabelTable[]): Promise<typeof i18next> {
  await i18next.init({
    lng: storedLanguage(),
    fallbackLng: "vi",
    resources: resources(tables),
    interpolation: { escapeValue: false },
  });
  return i18next;
}

let laterTables: Promise<void> = Promise.resolve();

/**
 * Adds string tables after start-up: the tables of the parts that load on first use (popups, the side
 * tab's panels, special boards) come in their own chunk, so the board route's first paint does not carry
 * them. Components already drawn re-render when they arrive (useTranslation listens for "added").
 */
export function addLabelTablesLater(load: () => Promise<readonly LabelTable[]>): void {
  laterTables = load().then((tables) => {
    const all = resources(tables);
    for (const language of LANGUAGES)
      i18next.addResources(language, "translation", all[language].translation);
  });
}

/** Resolves once the later tables are in (a lazily loaded part waits for it before its first render). */
export function laterLabelTables(): Promise<void> {
  return laterTables;
}

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language === "kr" ? "ko" : language;
}
