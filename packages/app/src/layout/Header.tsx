import { IS_LOGIN_BUILD } from "../build-flags";
import { LANGUAGES, type Language, setLanguage } from "../i18n/i18n";
import { useTranslation } from "../i18n/use-translation";
import { AccountButton } from "./AccountButton";
import { ConnectionStatus } from "./ConnectionStatus";
import { MenuBar } from "./menus/MenuBar";
import { ServerClock } from "./ServerClock";

export function Header() {
  const { t, language } = useTranslation();
  return (
    <header className="app-header">
      <strong className="app-title">{t("app.title")}</strong>
      <MenuBar />
      <span className="spacer" />
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
