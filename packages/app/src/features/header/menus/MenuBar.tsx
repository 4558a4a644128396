import { useStore } from "@nanostores/react";
import { NavLink, useLocation } from "react-router-dom";
import { IS_LOGIN_BUILD } from "../../../shared/config/build-flags";
import { PROVIDER_INFO } from "../../../shared/config/provider-info";
import { market } from "../../../shared/feed/market";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { openBondPopup } from "../../../shared/state/popup-state";
import { Dropdown } from "./Dropdown";
import { FavouritesMenu } from "./FavouritesMenu";
import { industryLabel, menuIndustries } from "./industry-menu";
import {
  DERIVATIVE_LINKS,
  EXCHANGE_MENUS,
  menuOfPath,
  TOP_KINDS,
  TOP_MARKETS,
  topListPath,
} from "./menu-items";

/** The menu bar of spec 2.2: favourites (login build) or summary (public), exchanges, industries, … */
export function MenuBar() {
  const { t, language } = useTranslation();
  const { pathname } = useLocation();
  const industries = useStore(market.$industries);
  const systemParams = useStore(market.$systemParams);
  const current = menuOfPath(pathname);
  return (
    <nav className="menu-bar" aria-label={t("menu.boards")}>
      {IS_LOGIN_BUILD ? (
        <FavouritesMenu active={current === "favourites"} />
      ) : (
        <NavLink className="menu-link" to="/banggia/tong-hop">
          {t("menu.summary")}
        </NavLink>
      )}
      {EXCHANGE_MENUS.map((menu) => (
        <Dropdown key={menu.id} id={menu.id} label={t(menu.label)} active={current === menu.id}>
          {menu.links.map((link) => (
            <NavLink key={link.path} to={`/banggia/${link.path}`} end>
              {t(link.label)}
            </NavLink>
          ))}
        </Dropdown>
      ))}
      <Dropdown
        id="industries"
        label={t("menu.industries")}
        active={current === "industries"}
        className="grid-2"
      >
        {industries.length === 0 && <span className="menu-note">{t("board.loading")}</span>}
        {menuIndustries(industries, language).map((industry) => (
          <NavLink key={industry.code} to={`/banggia/nganh/${industry.code}`}>
            {industryLabel(industry, language)}
          </NavLink>
        ))}
      </Dropdown>
      <Dropdown id="hottrend" label={t("menu.hottrend")} active={current === "hottrend"} className="grid-4">
        {TOP_KINDS.flatMap((kind) =>
          TOP_MARKETS.map((marketPath) => (
            <NavLink key={topListPath(kind, marketPath)} to={`/banggia/${topListPath(kind, marketPath)}`} end>
              {t(`top.${kind}`)} {marketPath === "" ? t("menu.allMarkets") : t(`menu.${marketPath}`)}
            </NavLink>
          )),
        )}
        <NavLink to="/banggia/top">{t("menu.topHub")}</NavLink>
        <NavLink to="/banggia/hottrend">{t("menu.hottrendHub")}</NavLink>
      </Dropdown>
      <Dropdown id="cw" label={t("menu.cw")} active={current === "cw"}>
        <NavLink to="/banggia/chungquyen">{t("menu.cwBoard")}</NavLink>
      </Dropdown>
      {systemParams?.useDerivative === true && (
        <Dropdown id="derivatives" label={t("menu.derivatives")} active={current === "derivatives"}>
          {DERIVATIVE_LINKS.map((link) => (
            <NavLink key={link.path} to={`/banggia/${link.path}`} end>
              {t(link.label)}
            </NavLink>
          ))}
        </Dropdown>
      )}
      <Dropdown id="tprl" label={t("menu.tprl")} active={current === "tprl"}>
        <NavLink to="/banggia/tprl">{t("menu.tprlBoard")}</NavLink>
        <button type="button" className="bond-lookup" data-link="bond-lookup" onClick={() => openBondPopup()}>
          {t("bond.lookup")}
        </button>
      </Dropdown>
      <Dropdown id="expand" label={t("menu.expand")} active={current === "expand"}>
        <NavLink to="/banggia/mo-rong">{t("menu.expanded")}</NavLink>
        {!IS_LOGIN_BUILD && <NavLink to="/banggia/thoathuan/all">{t("menu.putThroughAll")}</NavLink>}
        <NavLink to="/banggia/plasma">{t("menu.plasma")}</NavLink>
        <a href={PROVIDER_INFO.userGuideUrl} target="_blank" rel="noopener noreferrer" data-link="guide">
          {t("menu.userGuide")}
        </a>
      </Dropdown>
    </nav>
  );
}
