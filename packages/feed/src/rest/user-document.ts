import { badPayload, type HttpTransport, requireSuccess } from "./http-transport";

/**
 * A signed-in user's settings document kept by the provider (login build; Bearer token), a vnboard
 * extension of the spec's calls (docs/api.md): `{ format, version, <list> }` read with GET and replaced
 * whole with PUT at one path. The list's entries are opaque here: the app checks each before use.
 */
export async function loadUserDocument(
  transport: HttpTransport,
  path: string,
  listKey: string,
): Promise<{ format: string; version: number; list: unknown[] }> {
  const body = requireSuccess(transport, path, await transport.request({ method: "GET", path }));
  const { format, version } = body;
  const list = body[listKey];
  if (typeof format !== "string" || typeof version !== "number" || !Array.isArray(list))
    throw badPayload(transport, path, body);
  return { format, version, list };
}

/** Replaces the user's document at `path` (the provider refuses a malformed one with 400). */
export async function saveUserDocument(
  transport: HttpTransport,
  path: string,
  document: object,
): Promise<void> {
  requireSuccess(transport, path, await transport.request({ method: "PUT", path, json: document }));
}
