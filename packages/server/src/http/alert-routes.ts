import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { InputError } from "../db/input-error";
import { loadUserSetting, saveUserSetting } from "../db/user-settings";
import { currentUser } from "./auth";

/**
 * The signed-in user's price alerts (issue 20), for the app's login build: `GET /user/alerts` answers
 * the stored alerts document, `PUT /user/alerts` replaces it (JSON, at most 64 KB). The document is
 * `{ format: "vnboard-alerts", version, alerts: [...] }`, each alert as the app keeps it
 * (`{ id, code, kind, level, state, firedAt }`). Its shape is checked here and only the known fields are
 * kept; the app checks each alert again on load. Stored in the user settings table (migration 3).
 */

export const ALERTS_FORMAT = "vnboard-alerts";
/** The app's own limit (packages/app/src/shared/alerts/alert-rule.ts MAX_ALERTS). */
export const MAX_ALERTS = 100;
const SETTING = "alerts";
/** The conditions the app knows (alert-rule.ts ALERT_KINDS); another word is refused. */
const ALERT_KINDS: ReadonlySet<string> = new Set([
  "priceAbove",
  "priceBelow",
  "pctAbove",
  "pctBelow",
  "volumeAbove",
  "roomBelow",
  "ceiling",
  "floor",
]);
const CODE = /^[A-Z0-9]{1,20}$/;
const ID = /^[A-Za-z0-9_-]{1,40}$/;

interface WireAlert {
  id: string;
  code: string;
  kind: string;
  level: number;
  state: "armed" | "fired";
  firedAt: number;
}

export interface AlertsDocument {
  format: typeof ALERTS_FORMAT;
  version: number;
  alerts: WireAlert[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function alertAt(v: unknown, at: number): WireAlert {
  const bad = (what: string) => new InputError("BAD_ALERT", `alert ${at}: ${what}`);
  if (!isObject(v)) throw bad("must be an object");
  if (typeof v.id !== "string" || !ID.test(v.id)) throw bad("id must be 1 to 40 letters, digits, - or _");
  if (typeof v.code !== "string" || !CODE.test(v.code)) throw bad("code must be an upper-case symbol code");
  if (typeof v.kind !== "string" || !ALERT_KINDS.has(v.kind)) throw bad("unknown kind");
  if (!isFiniteNumber(v.level)) throw bad("level must be a number");
  if (v.state !== "armed" && v.state !== "fired") throw bad('state must be "armed" or "fired"');
  if (!isFiniteNumber(v.firedAt) || v.firedAt < 0) throw bad("firedAt must be a time (Unix ms) or 0");
  return { id: v.id, code: v.code, kind: v.kind, level: v.level, state: v.state, firedAt: v.firedAt };
}

/** The body as an alerts document, known fields only; throws InputError (400) naming what is wrong. */
export function alertsDocument(body: unknown): AlertsDocument {
  if (!isObject(body) || body.format !== ALERTS_FORMAT)
    throw new InputError("BAD_ALERTS", `the body must be a ${ALERTS_FORMAT} document`);
  const { version, alerts } = body;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1 || version > 1000)
    throw new InputError("BAD_ALERTS", "version must be a whole number from 1");
  if (!Array.isArray(alerts) || alerts.length > MAX_ALERTS)
    throw new InputError("BAD_ALERTS", `alerts must be a list of at most ${MAX_ALERTS}`);
  const out = alerts.map((alert, i) => alertAt(alert, i + 1));
  if (new Set(out.map((a) => a.id)).size !== out.length)
    throw new InputError("BAD_ALERTS", "two alerts share an id");
  return { format: ALERTS_FORMAT, version, alerts: out };
}

const EMPTY: AlertsDocument = { format: ALERTS_FORMAT, version: 1, alerts: [] };

/** GET / PUT `/alerts` on the `/user` scope (whose hook already requires a session: 401 without). */
export function registerAlertRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  app.get("/alerts", async (request) => {
    const stored = await loadUserSetting(db, currentUser(request).id, SETTING);
    return { success: true, ...(stored === null ? EMPTY : (JSON.parse(stored) as AlertsDocument)) };
  });

  app.put("/alerts", async (request) => {
    const document = alertsDocument(request.body);
    await saveUserSetting(db, currentUser(request).id, SETTING, JSON.stringify(document), now());
    return { success: true };
  });
}
