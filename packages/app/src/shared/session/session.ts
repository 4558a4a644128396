import { atom } from "nanostores";
import { persistedAtom } from "../settings/persisted-atom";

/** The signed-in user kept in the browser (spec 3: user session). */
export interface UserSession {
  userName: string;
  fullName: string;
  token: string;
}

const isSession = (value: unknown): value is UserSession | null =>
  value === null ||
  (typeof value === "object" &&
    typeof (value as UserSession).userName === "string" &&
    typeof (value as UserSession).fullName === "string" &&
    typeof (value as UserSession).token === "string" &&
    (value as UserSession).token !== "");

export const $session = persistedAtom<UserSession | null>("userSession", null, isSession);

/** The path to return to after signing in (spec 3: the pre-login path). */
export const $preLoginPath = persistedAtom<string | null>(
  "preLoginPath",
  null,
  (v): v is string | null => v === null || (typeof v === "string" && v.startsWith("/banggia/")),
);

/** Set when a call answered 401: the login page says the session ended. */
export const $sessionExpired = atom(false);

export function currentToken(): string | null {
  return $session.get()?.token ?? null;
}

/** Spec 4: an empty token clears the user; otherwise the user is stored. */
export function signIn(session: UserSession): void {
  $sessionExpired.set(false);
  $session.set(session.token === "" ? null : session);
}

/** Spec 4: logout saves the current path and clears the user (the router then shows /login). */
export function signOut(currentPath: string): void {
  rememberPath(currentPath);
  $session.set(null);
}

/** Spec 8: a 401 clears the stored session and the user state. */
export function sessionRejected(): void {
  if ($session.get() === null) return;
  $session.set(null);
  $sessionExpired.set(true);
}

/** Keeps a board path to come back to after login; the login page itself is never remembered. */
export function rememberPath(path: string): void {
  if (path.startsWith("/banggia/") && !path.startsWith("/banggia/login")) $preLoginPath.set(path);
}

/** Where a successful login goes: the saved pre-login path, else the default board (spec 4). */
export function takePathAfterLogin(fallback: string): string {
  const path = $preLoginPath.get();
  $preLoginPath.set(null);
  return path ?? fallback;
}
