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
    // The tables are flat ("sort.none" is one key, not "none" under "sort"). With i18next's default "."
    // every lookup missed the nested path first and then searched the flat key (deepFind), and tables
    // added later were stored nested: a first render's 55 toolbar keys took 5.0 ms against 0.9 flat.
    keySeparator: false,
  });
  return i18next;
}

let laterTables: Promise<void> = Promise.resolve();
/** Adds the later tables now if they are not added yet (a lazily loaded part needs them). */
let addLaterTablesNow: () => void = () => {};

/**
 * Adds string tables after start-up: the tables of the parts that load on first use (popups, the side
 * tab's panels, special boards) come in their own chunk, so the board route's first paint does not carry
 * them. `load` fetches them at once; they are added when `when` calls its argument (the app: after the
 * board's first rows), or as soon as a lazily loaded part asks for them (`laterLabelTables`), whichever
 * comes first. Components already drawn re-render when they arrive (useTranslation listens for "added").
 */
export function addLabelTablesLater(
  load: () => Promise<readonly LabelTable[]>,
  when: (add: () => void) => void = (add) => add(),
): void {
  const loading = load();
  let adding: Promise<void> | null = null;
  const add = (): Promise<void> =>
    (adding ??= loading.then((tables) => {
      const all = resources(tables);
      for (const language of LANGUAGES)
        i18next.addResources(language, "translation", all[language].translation);
    }));
  laterTables = new Promise<void>((resolve, reject) => {
    addLaterTablesNow = () => void add().then(resolve, reject);
  });
  when(addLaterTablesNow);
}

/**
 * Resolves once the later tables are in; a lazily loaded part waits for it before its first render, and
 * asking adds them now (a part on the page's first route, such as the /scroll board, never waits for the
 * first rows it is itself to draw).
 */
export function laterLabelTables(): Promise<void> {
  addLaterTablesNow();
  return laterTables;
}

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language === "kr" ? "ko" : language;
}
