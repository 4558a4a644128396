import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { matchPath, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { AlertsHost } from "../features/alerts/AlertsHost";
import { useServerAlerts } from "../features/alerts/use-server-alerts";
import { BoardPage } from "../features/boards/BoardPage";
import { LoadingOverlay } from "../features/boards/LoadingOverlay";
import { useServerLayouts } from "../features/boards/use-server-layouts";
import { Footer } from "../features/footer/Footer";
import { Header } from "../features/header/Header";
import { IndexStrip } from "../features/index-strip/IndexStrip";
import { PopupHost } from "../features/popups/PopupHost";
import { PromoPopup } from "../features/promo/PromoPopup";
import { ReplayBar } from "../features/replay/ReplayBarSlot";
import { RequireLogin } from "../features/session/RequireLogin";
import { SideTab } from "../features/side-tab/SideTab";
import { DisplayRefused } from "../features/special/DisplayRefused";
import { IS_LOGIN_BUILD } from "../shared/config/build-flags";
import { $feedRefused } from "../shared/feed/feed-access";
import { useTranslation } from "../shared/i18n/use-translation";
import { IS_POPOUT_WINDOW, popupFromSearch } from "../shared/popout/popout";
import { type BoardRoute, DEFAULT_PATH, LOGIN_PATH, ROUTES } from "../shared/routes/route-table";
import { $menuCollapsed, $tabName } from "../shared/settings/board-settings";
import { LazyPart, lazyPart } from "../shared/ui/lazy-part";
import { BOARD_MAIN_ID, SkipToBoard } from "../shared/ui/SkipToBoard";
import { Toasts } from "../shared/ui/Toasts";
import { PopoutPopupWindow } from "./PopoutPopupWindow";
import { chromeFor, NO_CHROME, specialPageFor } from "./special-pages";
import { usePageTitle } from "./use-page-title";
import { useServerLists } from "./use-server-lists";

/** A pop-out window of a popup shows that popup alone (issue 20); read once, as the window's purpose. */
const POPOUT_POPUP = popupFromSearch(location.search);

// Pages and dialogs other than the boards load on first use: the board route's first paint needs none.
const FavouritesPage = lazyPart(() => import("../features/favourites/FavouritesPage"), "FavouritesPage");
const IpPage = lazyPart(() => import("../features/ip/IpPage"), "IpPage");
const LoginPage = lazyPart(() => import("../features/session/LoginPage"), "LoginPage");

function RoutePage({ route }: { route: BoardRoute }) {
  const { t } = useTranslation();
  const refused = useStore($feedRefused);
  useEffect(() => $tabName.set(route.tabName), [route.tabName]);
  // A wall display (open without login) whose feed the server refused says why instead of staying empty.
  if (route.open && refused !== null) return <DisplayRefused code={refused} />;
  if (route.favourites)
    return (
      <LazyPart>
        <FavouritesPage />
      </LazyPart>
    );
  const Special = specialPageFor(route);
  if (Special !== null)
    return (
      <LazyPart>
        <Special route={route} />
      </LazyPart>
    );
  if (route.ready) return <BoardPage route={route} />;
  return (
    <p className="board-message" data-placeholder={route.tabName}>
      {t("route.comingSoon")}
    </p>
  );
}

export function App() {
  return POPOUT_POPUP === null ? <AppFrame /> : <PopoutPopupWindow request={POPOUT_POPUP} />;
}

function AppFrame() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  const onLoginPage = pathname === LOGIN_PATH;
  // A board popped out into its own window (issue 20) shows the board alone, like a display screen.
  const chrome = IS_POPOUT_WINDOW
    ? NO_CHROME
    : chromeFor(ROUTES.find((r) => matchPath(`/banggia/${r.path}`, pathname) !== null) ?? null);
  // Display screens (plasma, auto-scroll) run unattended on TV walls: no side tab, no promo over them.
  const displayScreen = !chrome.header;
  const collapsed = useStore($menuCollapsed);
  useServerLists();
  useServerLayouts();
  useServerAlerts();
  return (
    <div className={IS_POPOUT_WINDOW ? "app popout" : "app"}>
      <SkipToBoard />
      {chrome.header && <Header />}
      {chrome.header && <ReplayBar />}
      {chrome.indexStrip && !onLoginPage && !collapsed && <IndexStrip />}
      <div className="board-row">
        <main className="board-area" id={BOARD_MAIN_ID} tabIndex={-1}>
          <Routes>
            {ROUTES.map((route) => (
              <Route
                key={route.path}
                path={`/banggia/${route.path}`}
                element={
                  <RequireLogin open={route.open}>
                    <RoutePage route={route} />
                  </RequireLogin>
                }
              />
            ))}
            <Route
              path="/banggia/ip"
              element={
                <RequireLogin>
                  <LazyPart>
                    <IpPage />
                  </LazyPart>
                </RequireLogin>
              }
            />
            <Route
              path={LOGIN_PATH}
              element={
                IS_LOGIN_BUILD ? (
                  <LazyPart>
                    <LoginPage />
                  </LazyPart>
                ) : (
                  <Navigate to={DEFAULT_PATH} replace />
                )
              }
            />
            {/* Spec 2.1: any unknown route redirects to /banggia/vn30. */}
            <Route path="*" element={<Navigate to={DEFAULT_PATH} replace />} />
          </Routes>
          {!onLoginPage && <LoadingOverlay />}
        </main>
        {!onLoginPage && !displayScreen && <SideTab />}
      </div>
      <PopupHost />
      {chrome.footer && <Footer />}
      <Toasts />
      <AlertsHost />
      {!IS_LOGIN_BUILD && !displayScreen && <PromoPopup />}
    </div>
  );
}
