/**
 * The signed-in user's price alerts (login build; Bearer token): a vnboard extension of the spec's
 * calls, docs/api.md "Alerts". The document is opaque here: the app reads and checks its alerts.
 */

import type { HttpTransport } from "./http-transport";
import type { AckAnswer } from "./types";
import { loadUserDocument, saveUserDocument } from "./user-document";

/** The alerts document: `{ format: "vnboard-alerts", version, alerts }`. */
export interface SavedAlertsDocument {
  format: string;
  version: number;
  /** The alerts, each checked by the app before use. */
  alerts: unknown[];
}

/** The alerts calls. */
export interface AlertCalls {
  /** GET /user/alerts: the user's document (no alerts when none was saved). */
  loadAlerts(): Promise<SavedAlertsDocument>;
  /** PUT /user/alerts: replaces the user's document (the server refuses a malformed one with 400). */
  saveAlerts(document: SavedAlertsDocument): Promise<AckAnswer>;
}

const PATH = "/user/alerts";

export function createAlertCalls(transport: HttpTransport): AlertCalls {
  return {
    async loadAlerts() {
      const { format, version, list } = await loadUserDocument(transport, PATH, "alerts");
      return { format, version, alerts: list };
    },
    async saveAlerts(document) {
      await saveUserDocument(transport, PATH, document);
      return { success: true };
    },
  };
}
