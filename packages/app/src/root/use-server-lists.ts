import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { IS_LOGIN_BUILD } from "../shared/config/build-flags";
import { clearLists, reloadLists } from "../shared/favourites/categories";
import { $session } from "../shared/session/session";

/** Login build: the signed-in user's favourites lists follow the session. */
export function useServerLists(): void {
  const session = useStore($session);
  useEffect(() => {
    if (!IS_LOGIN_BUILD) return;
    if (session === null) clearLists();
    else void reloadLists();
  }, [session]);
}
