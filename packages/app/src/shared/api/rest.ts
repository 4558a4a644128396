import i18next from "i18next";
import { sessionRejected } from "../session/session";
import { createAppRestClient } from "./app-rest-client";

/**
 * The board app's one REST client (spec 7; made as every page of the app makes it, app-rest-client.ts):
 * the language the user chose, and a 401 clears the session (spec 8).
 */
export const rest = createAppRestClient({
  getLanguage: () => i18next.language || "vi",
  onUnauthorized: sessionRejected,
  // Spec 8: server errors and failed calls are logged, not shown; the caller decides what the user sees.
  log: (level, message, detail) =>
    (level === "error" ? console.error : level === "warn" ? console.warn : console.debug)(
      message,
      detail ?? "",
    ),
});
