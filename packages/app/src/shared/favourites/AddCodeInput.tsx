import { useState } from "react";
import { market } from "../feed/market";
import { bondCodes } from "../feed/tprl-data";
import { useTranslation } from "../i18n/use-translation";
import { knownCodes } from "../routes/board-codes";
import { showToast } from "../ui/toasts";
import { checkCodeEntry } from "./code-entry";

/**
 * Adds a typed code to a list (spec 4): upper-cased, then the input is cleared; blank is ignored; an
 * unknown code or one already listed gets a warning toast and is not added; "added" shows once stored. With `acceptBonds` (the
 * favourites boards, which draw bonds too) a private corporate bond the feed knows is accepted as well.
 */
export function AddCodeInput({
  current,
  onAdd,
  exchange,
  acceptBonds = false,
}: {
  current: readonly string[];
  /** Stores the code; true once stored (a server list: once the server accepted it). */
  onAdd: (code: string) => Promise<boolean>;
  /** On an exchange board only that exchange's codes are accepted (spec 4). */
  exchange?: { name: string; codes: () => ReadonlySet<string> };
  /** The list shows bonds too (favourites boards): accept the bonds the feed knows. */
  acceptBonds?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  return (
    <form
      className="add-code"
      onSubmit={(event) => {
        event.preventDefault();
        const entry = checkCodeEntry(value, {
          exchangeCodes: exchange?.codes() ?? null,
          knownCodes: knownCodes(market),
          bondCodes: acceptBonds ? new Set(bondCodes(market.bonds)) : undefined,
          current,
        });
        setValue("");
        if (entry.ok) {
          const { code } = entry;
          // The toast tells the truth: only once the code is stored (a failure has its own message).
          void onAdd(code).then((stored) => {
            if (stored) showToast("success", t("fav.added", { code }));
          });
        } else if (entry.reason !== "blank") {
          showToast(
            "warning",
            t(`fav.${entry.reason}`, { code: entry.code, exchange: exchange?.name ?? "" }),
          );
        }
      }}
    >
      <input
        name="add-code"
        value={value}
        placeholder={t("fav.addPlaceholder")}
        aria-label={t("fav.addPlaceholder")}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
        autoComplete="off"
        maxLength={20}
      />
      <button type="submit">{t("fav.add")}</button>
    </form>
  );
}
