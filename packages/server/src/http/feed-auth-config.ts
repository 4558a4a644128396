/**
 * Who may take the market (issue 18): `--feed-auth token` asks a signed-in session of the WebSocket and
 * of every market REST call; `open` serves anyone. Wall displays (/scroll, /plasma) show a display key
 * instead. Flags documented in docs/server.md, the wire side in docs/protocol.md "Feed access".
 */
export interface FeedAuthConfig {
  /** Flag --feed-auth, env FEED_AUTH. Default `token` in the login build, `open` in the public build. */
  mode: "token" | "open";
  /** Key of the wall displays. Flag --display-key, env DISPLAY_KEY. Default none (displays need a login). */
  displayKey: string | null;
}

export const FEED_AUTH_VALUE_FLAGS = ["feed-auth", "display-key"];

export const FEED_AUTH_USAGE = `  --feed-auth token|open  the feed and the market calls need a session (token) or not (env FEED_AUTH;
                      default token with --login-build, open without)
  --display-key KEY   key of the wall displays /scroll and /plasma, opened as ...?key=KEY (env DISPLAY_KEY)`;

/** 16 to 256 URL-safe characters: the key travels in the display's address (`?key=`) unescaped. */
const DISPLAY_KEY = /^[A-Za-z0-9._~-]{16,256}$/;

/** Reads the feed-auth flags through the config's `get`; `fail` throws the config's error. */
export function parseFeedAuth(
  get: (flag: string, envName: string) => string | undefined,
  loginBuild: boolean,
  fail: (message: string) => never,
): FeedAuthConfig {
  const mode = get("feed-auth", "FEED_AUTH") ?? (loginBuild ? "token" : "open");
  if (mode !== "token" && mode !== "open") fail("--feed-auth must be token or open");
  const displayKey = get("display-key", "DISPLAY_KEY") ?? null;
  if (displayKey !== null && !DISPLAY_KEY.test(displayKey))
    fail("--display-key must be 16 to 256 characters of A-Z a-z 0-9 . _ ~ -");
  return { mode, displayKey };
}
