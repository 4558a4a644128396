import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { IS_LOGIN_BUILD } from "../../shared/config/build-flags";
import { LOGIN_PATH } from "../../shared/routes/route-table";
import { $session, rememberPath } from "../../shared/session/session";

/**
 * Spec 2.1 and 6: in the login build an unauthenticated user goes to /login (the path is kept to come
 * back to), except on the open pages (/scroll, /plasma). The public build lets everything through.
 */
export function RequireLogin({ open = false, children }: { open?: boolean; children: ReactNode }) {
  const session = useStore($session);
  const { pathname } = useLocation();
  if (!IS_LOGIN_BUILD || open || session !== null) return <>{children}</>;
  rememberPath(pathname);
  return <Navigate to={LOGIN_PATH} replace />;
}
