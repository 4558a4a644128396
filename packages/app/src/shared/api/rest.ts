import { createRestClient } from "@vnboard/feed/rest";
import i18next from "i18next";
import { LOGIN_FLAG } from "../config/build-flags";
import { currentToken, sessionRejected } from "../session/session";
import { deviceId } from "./device-id";

const device = deviceId();

/**
 * The app's one REST client (spec 7): the server the page came from, the bearer token in the login build,
 * App-Language and Device-Id on every call; a 401 clears the session (spec 8).
 */
export const rest = createRestClient({
  baseUrl: `${location.origin}/`,
  loginFlag: LOGIN_FLAG,
  getToken: currentToken,
  getLanguage: () => i18next.language || "vi",
  getDeviceId: () => device,
  onUnauthorized: sessionRejected,
  // Spec 8: server errors and failed calls are logged, not shown; the caller decides what the user sees.
  log: (level, message, detail) =>
    (level === "error" ? console.error : level === "warn" ? console.warn : console.debug)(
      message,
      detail ?? "",
    ),
});
