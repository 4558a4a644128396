import { useStore } from "@nanostores/react";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $themeName, toggleTheme } from "../../shared/theme/theme-store";

/**
 * The header's theme switch: a switch button (Space or Enter toggles it) named "Light theme", checked in
 * the light theme. The header, boards, charts and popups change together (theme-store).
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const light = useStore($themeName) === "light";
  const title = t(light ? "theme.toDark" : "theme.toLight");
  return (
    <button
      type="button"
      role="switch"
      className="collapse-button theme-switch"
      data-action="theme"
      aria-checked={light}
      aria-label={t("theme.light")}
      title={title}
      onClick={toggleTheme}
    >
      {light ? "☾" : "☀"}
    </button>
  );
}
