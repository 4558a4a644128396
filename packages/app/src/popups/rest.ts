import { createRestClient } from "@vnboard/feed";
import i18next from "i18next";
import { LOGIN_FLAG } from "../build-flags";

const DEVICE_ID_KEY = "deviceId";

/** An opaque id of this browser, kept in localStorage so that it is stable across reloads (docs/api.md). */
function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (id === null || id === "") {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return "unknown-device";
  }
}

/**
 * The app's one REST client (spec 7). The token is null until the login work provides it. Failures are
 * logged as warnings only: spec 8 says history, chart, tick, fundamentals and events failures are
 * swallowed or logged, and HTTP 500 is only logged.
 */
export const rest = createRestClient({
  baseUrl: `${location.origin}/`,
  loginFlag: LOGIN_FLAG,
  getToken: () => null,
  getLanguage: () => i18next.language || "vi",
  getDeviceId: deviceId,
  onUnauthorized: () => {},
  log: (level, message) => {
    if (level !== "debug") console.warn(`rest: ${message}`);
  },
});
