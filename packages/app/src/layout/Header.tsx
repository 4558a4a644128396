import { NavLink } from "react-router-dom";
import { LANGUAGES, type Language, setLanguage } from "../i18n/i18n";
import { useTranslation } from "../i18n/use-translation";
import { ConnectionStatus } from "./ConnectionStatus";
import { ServerClock } from "./ServerClock";

const LINKS = [
  ["vn30", "menu.vn30"],
  ["hnx30", "menu.hnx30"],
  ["hsx", "menu.hsx"],
  ["hnx", "menu.hnx"],
  ["upcom", "menu.upcom"],
  ["hsx/odd", "menu.oddLot"],
] as const;

export function Header() {
  const { t, language } = useTranslation();
  return (
    <header className="app-header">
      <strong className="app-title">{t("app.title")}</strong>
      <nav aria-label="boards">
        {LINKS.map(([path, key]) => (
          <NavLink key={path} to={`/banggia/${path}`} end>
            {t(key)}
          </NavLink>
        ))}
      </nav>
      <span className="spacer" />
      <ConnectionStatus />
      <ServerClock />
      <label>
        <span className="visually-hidden">{t("menu.language")}</span>
        <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}
