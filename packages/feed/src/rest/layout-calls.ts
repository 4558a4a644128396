/**
 * The signed-in user's saved board layouts (login build; Bearer token): a vnboard extension of the spec's
 * calls, docs/api.md "Saved layouts". The document is opaque here: the app reads and checks its layouts.
 */

import { badPayload, type HttpTransport, requireSuccess } from "./http-transport";
import type { AckAnswer } from "./types";

/** The saved-layouts document: `{ format: "vnboard-layouts", version, layouts }`. */
export interface SavedLayoutsDocument {
  format: string;
  version: number;
  /** The layouts, each checked by the app before use. */
  layouts: unknown[];
}

/** The saved-layouts calls. */
export interface LayoutCalls {
  /** GET /user/layouts: the user's document (no layouts when none was saved). */
  loadLayouts(): Promise<SavedLayoutsDocument>;
  /** PUT /user/layouts: replaces the user's document (the server refuses a malformed one with 400). */
  saveLayouts(document: SavedLayoutsDocument): Promise<AckAnswer>;
}

const PATH = "/user/layouts";

export function createLayoutCalls(transport: HttpTransport): LayoutCalls {
  return {
    async loadLayouts() {
      const body = requireSuccess(transport, PATH, await transport.request({ method: "GET", path: PATH }));
      const { format, version, layouts } = body;
      if (typeof format !== "string" || typeof version !== "number" || !Array.isArray(layouts))
        throw badPayload(transport, PATH, body);
      return { format, version, layouts };
    },
    async saveLayouts(document) {
      const body = await transport.request({ method: "PUT", path: PATH, json: document });
      requireSuccess(transport, PATH, body);
      return { success: true };
    },
  };
}
