import { useStore } from "@nanostores/react";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $paletteName, togglePalette } from "../../shared/theme/theme-store";

/**
 * The header's colour-blind-safe palette switch, beside the theme switch: a switch button named
 * "Colour-blind-safe palette", checked when up prices are blue and down prices orange (with the board's
 * class markers). Boards, charts, popups and the stylesheet's colours change together (theme-store).
 */
export function PaletteSwitch() {
  const { t } = useTranslation();
  const on = useStore($paletteName) === "colour-blind";
  return (
    <button
      type="button"
      role="switch"
      className="collapse-button theme-switch"
      data-action="palette"
      aria-checked={on}
      aria-label={t("theme.colourBlind")}
      title={t(on ? "theme.toStandard" : "theme.toColourBlind")}
      onClick={togglePalette}
    >
      {on ? "◑" : "◐"}
    </button>
  );
}
