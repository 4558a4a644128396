import { useStore } from "@nanostores/react";
import { COLUMN_TOGGLES, EXTRA_COLUMN_TOGGLES } from "@vnboard/board-canvas";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../shared/i18n/use-translation";
import {
  $extraColumns,
  $hiddenColumns,
  $percentChange,
  $totalValue,
} from "../../shared/settings/board-settings";
import type { LayoutKind } from "../../shared/settings/layout-model";
import { lazyPartWithLoading } from "../../shared/ui/lazy-part";

/** Adds `item` to a list, or removes it when present (a new array, so that stores see a new value). */
function flip<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((i) => i !== item) : [...list, item];
}

/**
 * The column menu (spec 2.2): the 2.2 show/hide toggles, the extra columns of spec 2.3.1 (average,
 * foreign net volume, foreign values) and the spec 4 display toggles (change in percent, total as
 * value). Escape or a click outside closes it, like every popup of spec 2.2. With a `layoutKind`, the
 * saved layouts of that board kind follow (issue 20).
 */
// The saved layouts' section loads when the menu is first opened.
const LayoutSection = lazyPartWithLoading<{ kind: LayoutKind }, typeof import("./LayoutSection")>(
  () => import("./LayoutSection"),
  "LayoutSection",
);

export function ColumnMenu({ layoutKind }: { layoutKind?: LayoutKind }) {
  const { t } = useTranslation();
  const hidden = useStore($hiddenColumns);
  const extras = useStore($extraColumns);
  const percent = useStore($percentChange);
  const value = useStore($totalValue);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);

  useClosesOutside(root, setOpen);

  return (
    <details
      ref={root}
      className="menu"
      data-menu="columns"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t("toolbar.columns")}</summary>
      <div className="menu-panel">
        {COLUMN_TOGGLES.map((toggle) => (
          <label key={toggle}>
            <input
              type="checkbox"
              name={toggle}
              checked={!hidden.includes(toggle)}
              onChange={() => $hiddenColumns.set(flip(hidden, toggle))}
            />
            {t(`toggle.${toggle}`)}
          </label>
        ))}
        <strong className="menu-heading">{t("columns.more")}</strong>
        {EXTRA_COLUMN_TOGGLES.map((toggle) => (
          <label key={toggle}>
            <input
              type="checkbox"
              name={toggle}
              checked={extras.includes(toggle)}
              onChange={() => $extraColumns.set(flip(extras, toggle))}
            />
            {t(`toggle.${toggle}`)}
          </label>
        ))}
        <strong className="menu-heading">{t("columns.show")}</strong>
        <label>
          <input
            type="checkbox"
            name="percentChange"
            checked={percent}
            onChange={() => $percentChange.set(!percent)}
          />
          {t("columns.percent")}
        </label>
        <label>
          <input type="checkbox" name="totalValue" checked={value} onChange={() => $totalValue.set(!value)} />
          {t("columns.value")}
        </label>
        {layoutKind !== undefined && open && <LayoutSection kind={layoutKind} />}
      </div>
    </details>
  );
}

/**
 * Closes the menu on a pointer down outside it and on Escape. It listens all the time and reads the
 * element's own `open`: the `toggle` event that tells React the menu opened is queued after the click,
 * so a listener added once React's `open` is true missed a click outside made before it ran (on a
 * loaded machine the menu then stayed open).
 */
function useClosesOutside(
  root: RefObject<HTMLDetailsElement | null>,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    const close = (): void => {
      const details = root.current;
      if (details === null) return;
      details.open = false;
      setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current?.open === true && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || root.current?.open !== true) return;
      close();
      root.current.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [root, setOpen]);
}
