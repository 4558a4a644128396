import { useStore } from "@nanostores/react";
import { IS_LOGIN_BUILD } from "../build-flags";
import { LANGUAGES, type Language, setLanguage } from "../i18n/i18n";
import { useTranslation } from "../i18n/use-translation";
import { $menuCollapsed } from "../settings/board-settings";
import { AccountButton } from "./AccountButton";
import { ConnectionStatus } from "./ConnectionStatus";
import { MenuBar } from "./menus/MenuBar";
import { ServerClock } from "./ServerClock";
import { SessionCountdown } from "./SessionCountdown";

export function Header() {
  const { t, language } = useTranslation();
  const collapsed = useStore($menuCollapsed);
  return (
    <header className="app-header">
      <strong className="app-title">{t("app.title")}</strong>
      {!collapsed && <MenuBar />}
      <button
        type="button"
        className="collapse-button"
        data-action="collapse-menu"
        aria-expanded={!collapsed}
        title={t(collapsed ? "menu.expandMenu" : "menu.collapseMenu")}
        aria-label={t(collapsed ? "menu.expandMenu" : "menu.collapseMenu")}
        onClick={() => $menuCollapsed.set(!collapsed)}
      >
        {collapsed ? "▾" : "▴"}
      </button>
      <span className="spacer" />
      <SessionCountdown />
      <ConnectionStatus />
      <ServerClock />
      <label>
        <span className="visually-hidden">{t("menu.language")}</span>
        <select
          name="language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </label>
      {IS_LOGIN_BUILD && <AccountButton />}
    </header>
  );
}
