import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { translator } from "./use-translation";

describe("translator", () => {
  beforeAll(async () => {
    await i18next.init({
      lng: "vi",
      fallbackLng: "vi",
      resources: {
        vi: { translation: { "board.loading": "Đang tải…", "board.count": "{{n}} mã" } },
        en: { translation: { "board.loading": "Loading…", "board.count": "{{n}} codes" } },
      },
      interpolation: { escapeValue: false },
    });
  });

  it("answers plain keys in its language, and passes calls with options to i18next", () => {
    const vi = translator("vi");
    const en = translator("en");
    expect(vi("board.loading")).toBe("Đang tải…");
    expect(en("board.loading")).toBe("Loading…");
    expect(vi("board.loading")).toBe("Đang tải…");
    expect(vi("board.count", { n: 30 })).toBe("30 mã");
    expect(en("board.count", { n: 30 })).toBe("30 codes");
    // An unknown key reads as itself, as with i18next's own t.
    expect(vi("board.nothing")).toBe("board.nothing");
  });

  it("says what tables added later say, for keys it had already answered", () => {
    const vi = translator("vi");
    expect(vi("popup.close")).toBe("popup.close");
    expect(vi("board.loading")).toBe("Đang tải…");
    i18next.addResources("vi", "translation", { "popup.close": "Đóng", "board.loading": "Chờ dữ liệu…" });
    expect(vi("popup.close")).toBe("Đóng");
    expect(translator("vi")("board.loading")).toBe("Chờ dữ liệu…");
  });
});
