/**
 * The signed-in user's saved board layouts (login build; Bearer token): a vnboard extension of the spec's
 * calls, docs/api.md "Saved layouts". The document is opaque here: the app reads and checks its layouts.
 */

import type { HttpTransport } from "./http-transport";
import type { AckAnswer } from "./types";
import { loadUserDocument, saveUserDocument } from "./user-document";

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
      const { format, version, list } = await loadUserDocument(transport, PATH, "layouts");
      return { format, version, layouts: list };
    },
    async saveLayouts(document) {
      await saveUserDocument(transport, PATH, document);
      return { success: true };
    },
  };
}
