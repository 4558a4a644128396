import { Navigate, Route, Routes } from "react-router-dom";
import { useTranslation } from "./i18n/use-translation";
import { IndexStrip } from "./index-strip/IndexStrip";
import { Header } from "./layout/Header";
import { PopupHost } from "./popups/PopupHost";
import { BoardPage } from "./routes/BoardPage";
import { DEFAULT_PATH, ROUTES } from "./routes/route-table";

export function App() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <Header />
      <IndexStrip />
      <main className="board-area">
        <Routes>
          {ROUTES.map((route) => (
            <Route
              key={route.path}
              path={`/banggia/${route.path}`}
              element={
                route.ready ? (
                  <BoardPage route={route} />
                ) : (
                  <p className="board-message" data-placeholder={route.tabName}>
                    {t("route.comingSoon")}
                  </p>
                )
              }
            />
          ))}
          {/* Spec 2.1: any unknown route redirects to /banggia/vn30. */}
          <Route path="*" element={<Navigate to={DEFAULT_PATH} replace />} />
        </Routes>
      </main>
      <PopupHost />
      <footer className="app-footer">{t("footer.units")}</footer>
    </div>
  );
}
