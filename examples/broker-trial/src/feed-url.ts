/** The provider's WebSocket: `?ws=<url>` when given, else the reference server's `/ws` on this host. */
export function feedUrl(location: Location = window.location): string {
  const given = new URLSearchParams(location.search).get("ws");
  if (given !== null && given !== "") return given;
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
}
