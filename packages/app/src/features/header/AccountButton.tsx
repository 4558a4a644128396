import { useStore } from "@nanostores/react";
import { useLocation, useNavigate } from "react-router-dom";
import { rest } from "../../shared/api/rest";
import { clearLists } from "../../shared/favourites/categories";
import { useTranslation } from "../../shared/i18n/use-translation";
import { LOGIN_PATH } from "../../shared/routes/route-table";
import { $session, signOut } from "../../shared/session/session";

/** Login build: the signed-in user's name and Logout, or a Login link on the open pages. */
export function AccountButton() {
  const { t } = useTranslation();
  const session = useStore($session);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (session === null) {
    return (
      <button type="button" className="account-button" onClick={() => navigate(LOGIN_PATH)}>
        {t("login.submit")}
      </button>
    );
  }
  return (
    <span className="account">
      <span className="account-name" title={session.userName}>
        {session.fullName || session.userName}
      </span>
      <button
        type="button"
        className="account-button"
        data-action="logout"
        onClick={() => {
          // Revoke the token on the server; the session is cleared here whatever it answers.
          rest.logout().catch((error: unknown) => console.warn("logout: server call failed", error));
          signOut(pathname);
          clearLists();
          navigate(LOGIN_PATH, { replace: true });
        }}
      >
        {t("login.logout")}
      </button>
    </span>
  );
}
