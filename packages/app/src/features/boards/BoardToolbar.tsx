import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../shared/i18n/use-translation";
import { PopoutButton } from "../../shared/popout/PopoutButton";
import { popoutHref } from "../../shared/popout/popout";
import { $sort, $viewMode, SORT_MENU_OPTIONS, VIEW_MODES } from "../../shared/settings/board-settings";
import { SymbolSearch } from "../search/SymbolSearch";
import type { BoardSource } from "./board-source";
import { ColumnMenu } from "./ColumnMenu";
import { CsvExportButton } from "./CsvExportButton";

/** View mode, column show/hide menu and sort menu (spec 2.2, 2.3); every choice is stored. */
export function BoardToolbar({
  codes,
  onPick,
  children,
  source,
}: {
  codes: readonly string[];
  onPick: (code: string) => void;
  /** Board-specific controls shown first (favourites list management). */
  children?: ReactNode;
  /** The board, for the CSV export and the saved layouts. */
  source?: BoardSource;
}) {
  const { t } = useTranslation();
  const view = useStore($viewMode);
  const sort = useStore($sort);
  const sortId =
    SORT_MENU_OPTIONS.find((o) => o.config.column === sort?.column && o.config.type === sort?.type)?.id ?? "";
  return (
    <div className="board-toolbar">
      {children}
      <SymbolSearch codes={codes} onPick={onPick} />
      <fieldset className="view-modes">
        <legend className="visually-hidden">{t("toolbar.view")}</legend>
        {VIEW_MODES.map((mode) => (
          <button key={mode} type="button" aria-pressed={view === mode} onClick={() => $viewMode.set(mode)}>
            {t(`view.${mode}`)}
          </button>
        ))}
      </fieldset>
      <ColumnMenu layoutKind={source?.layoutKind} />
      {source !== undefined && <CsvExportButton source={source} />}
      <PopoutButton href={() => popoutHref(location.pathname)} />
      <label>
        {t("toolbar.sort")}{" "}
        <select
          name="sort"
          value={sortId}
          onChange={(event) =>
            $sort.set(SORT_MENU_OPTIONS.find((o) => o.id === event.target.value)?.config ?? null)
          }
        >
          <option value="">{t("sort.none")}</option>
          {SORT_MENU_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {t(`sort.${option.id}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
