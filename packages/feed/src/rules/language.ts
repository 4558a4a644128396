/** The interface languages (spec section 1 and 9): vi is the default; zh and kr are both offered. */
export const LANGUAGES = ["vi", "en", "zh", "kr"] as const;
/** One of the interface languages: vi, en, zh, kr. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when none is chosen: Vietnamese. */
export const DEFAULT_LANGUAGE: Language = "vi";

/** True when `value` is one of LANGUAGES. */
export function isLanguage(value: unknown): value is Language {
  return value === "vi" || value === "en" || value === "zh" || value === "kr";
}

/** A stored or requested language, or the default when it is not one of ours. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
