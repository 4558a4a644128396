import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { addLabelTablesLater, initI18n, LANGUAGES, laterLabelTables } from "../shared/i18n/i18n";
import { FIRST_LABEL_TABLES } from "./label-tables";
import { LATER_LABEL_TABLES } from "./later-label-tables";

/**
 * The app's keys are flat and some are prefixes of others ("popup.close" and "popup.close.price",
 * "indexStrip.mode" and "indexStrip.mode.FULL"): every key must read as its own label, whether its table
 * came at start-up or later, and not as another key's text or an object.
 */
describe("every label the app defines, as the app reads it", () => {
  beforeAll(async () => {
    await initI18n(FIRST_LABEL_TABLES);
    addLabelTablesLater(async () => LATER_LABEL_TABLES);
    await laterLabelTables();
  });

  it("reads as its own text in each of the four languages", () => {
    const wrong: string[] = [];
    LANGUAGES.forEach((language, i) => {
      const t = i18next.getFixedT(language);
      for (const table of [...FIRST_LABEL_TABLES, ...LATER_LABEL_TABLES]) {
        for (const [key, labels] of Object.entries(table)) {
          const text = t(key) as unknown;
          if (text !== labels[i]) wrong.push(`${language} ${key}: ${JSON.stringify(text)}`);
        }
      }
    });
    expect(wrong).toEqual([]);
  });
});
