/** A table of user-visible strings: key -> [vi, en, zh, kr]. Each feature folder keeps its own table. */
export type LabelTable = Readonly<Record<string, readonly [vi: string, en: string, zh: string, kr: string]>>;
