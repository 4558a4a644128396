import { createRestClient, type RestClient, type RestLogLevel } from "@vnboard/feed/rest";
import { LOGIN_FLAG } from "../config/build-flags";
import { currentToken } from "../session/session";
import { deviceId } from "./device-id";

/** What differs between the app's pages: where the language comes from and who owns a 401. */
export interface AppRestOptions {
  getLanguage(): string;
  onUnauthorized(): void;
  log?(level: RestLogLevel, message: string, detail?: unknown): void;
}

/**
 * The app's REST client as every page of the app makes it (spec 7): the server the page came from, the
 * stored session's bearer token in the login build, App-Language and Device-Id on every call. The board
 * app makes one (shared/api/rest.ts) and the chart page its own, with the same token and device.
 */
export function createAppRestClient(options: AppRestOptions): RestClient {
  const device = deviceId();
  return createRestClient({
    baseUrl: `${location.origin}/`,
    loginFlag: LOGIN_FLAG,
    getToken: currentToken,
    getDeviceId: () => device,
    ...options,
  });
}
