import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { addLabelTablesLater, initI18n, laterLabelTables } from "./i18n";

const LATER = [{ "popup.close": ["Đóng", "Close", "关闭", "닫기"] as const }];

describe("the later label tables", () => {
  beforeAll(async () => {
    await initI18n([{ "board.loading": ["Đang tải…", "Loading…", "加载中…", "로딩 중…"] }]);
  });

  it("are added when their moment comes, or at once when a lazily loaded part asks for them", async () => {
    let moment: (() => void) | null = null;
    addLabelTablesLater(
      async () => LATER,
      (add) => {
        moment = add;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Fetched, not added: the board's first rows have not been painted.
    expect(i18next.t("popup.close")).toBe("popup.close");
    // A part on the page's first route (the /scroll board) asks: added now, without the moment.
    await laterLabelTables();
    expect(i18next.t("popup.close")).toBe("Đóng");
    // The moment coming later adds nothing twice.
    let added = 0;
    i18next.store.on("added", () => added++);
    (moment as (() => void) | null)?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added).toBe(0);
  });

  it("resolve for parts asking later, once added at their moment", async () => {
    let moment: (() => void) | null = null;
    addLabelTablesLater(
      async () => [{ "popup.open": ["Mở", "Open", "打开", "열기"] as const }],
      (add) => {
        moment = add;
      },
    );
    (moment as (() => void) | null)?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18next.t("popup.open")).toBe("Mở");
    await expect(laterLabelTables()).resolves.toBeUndefined();
  });
});
