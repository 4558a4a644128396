import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { LANGUAGES, type Language, setLanguage } from "../../shared/i18n/i18n";
import { useTranslation } from "../../shared/i18n/use-translation";
import { $menuCollapsed } from "../../shared/settings/board-settings";
import { AlertsButton } from "../alerts/AlertsButton";
import { ReplayBadge, ReplayButton } from "../replay/ReplayButton";
import { AccountButton } from "./AccountButton";
import { ConnectionStatus } from "./ConnectionStatus";
import { FeedFreshness } from "./FeedFreshness";
import { MenuBar } from "./menus/MenuBar";
import { PaletteSwitch } from "./PaletteSwitch";
import { ServerClock } from "./ServerClock";
import { SessionCountdown } from "./SessionCountdown";
import { ThemeSwitch } from "./ThemeSwitch";

const DRAWER_ID = "header-drawer";

/**
 * The app header. On a wide screen the menus, the collapse button, the language and the theme switch
 * sit in one row (the
 * drawer wrapper is `display: contents` there); below 700 px they move into a drawer that the menu
 * button opens, so that the header is one line on a phone. A route change closes the drawer.
 */
export function Header() {
  const { t, language } = useTranslation();
  const collapsed = useStore($menuCollapsed);
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDrawerOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerOpen]);
  return (
    <header className="app-header" data-drawer-open={drawerOpen}>
      <button
        type="button"
        className="drawer-button"
        aria-expanded={drawerOpen}
        aria-controls={DRAWER_ID}
        aria-label={t(drawerOpen ? "menu.closeDrawer" : "menu.openDrawer")}
        title={t(drawerOpen ? "menu.closeDrawer" : "menu.openDrawer")}
        onClick={() => setDrawerOpen(!drawerOpen)}
      >
        {drawerOpen ? "✕" : "☰"}
      </button>
      <strong className="app-title">{t("app.title")}</strong>
      <div className="header-drawer" id={DRAWER_ID}>
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
        <label className="header-language">
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
        <ThemeSwitch />
        <PaletteSwitch />
        <ReplayButton />
        {IS_LOGIN_BUILD && <AccountButton />}
      </div>
      <span className="spacer" />
      <AlertsButton />
      {/* The second row (sessions, connection, clock, language) starts here from the first paint: the
          countdown's texts arrive with the server's clock, and wrapping them in then moved the board. */}
      <span className="header-break" aria-hidden="true" />
      <SessionCountdown />
      {/* One fixed width for both (styles.css): the header never re-wraps as their texts change. */}
      <span className="connection-group">
        <ConnectionStatus />
        <FeedFreshness />
      </span>
      <ReplayBadge />
      <ServerClock />
    </header>
  );
}
