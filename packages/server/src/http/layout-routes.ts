import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { InputError } from "../db/input-error";
import { loadUserSetting, saveUserSetting } from "../db/user-settings";
import { registerAlertRoutes } from "./alert-routes";
import { currentUser, requireUser } from "./auth";

/**
 * The signed-in user's saved board layouts (issue 20), for the app's login build: `GET /user/layouts`
 * answers the stored layouts document, `PUT /user/layouts` replaces it (JSON, at most 64 KB). The
 * document is the app's layouts file: `{ format: "vnboard-layouts", version, layouts: [...] }`. Its shape
 * is checked here and only the known fields are kept; the app checks each layout's values again on load.
 */

export const LAYOUTS_FORMAT = "vnboard-layouts";
export const MAX_LAYOUTS = 100;
const SETTING = "layouts";
const NAME_LENGTH = 40;
const WORD = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

interface WireLayout {
  name: string;
  kind: string;
  hidden: string[];
  extras: string[];
  percent: boolean;
  value: boolean;
  sort: { column: string; type: string; dataType: string } | null;
  view: string;
}

export interface LayoutsDocument {
  format: typeof LAYOUTS_FORMAT;
  version: number;
  layouts: WireLayout[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isWord = (v: unknown): v is string => typeof v === "string" && WORD.test(v);
const words = (v: unknown): string[] | null =>
  Array.isArray(v) && v.length <= 20 && v.every(isWord) ? (v as string[]) : null;

function layoutAt(v: unknown, at: number): WireLayout {
  const bad = (what: string) => new InputError("BAD_LAYOUT", `layout ${at}: ${what}`);
  if (!isObject(v)) throw bad("must be an object");
  const name = typeof v.name === "string" ? v.name.trim() : "";
  if (name === "" || [...name].length > NAME_LENGTH) throw bad(`name must be 1 to ${NAME_LENGTH} characters`);
  if (!isWord(v.kind) || !isWord(v.view)) throw bad("kind and view must be words");
  const hidden = words(v.hidden);
  const extras = words(v.extras);
  if (hidden === null || extras === null) throw bad("hidden and extras must be lists of column toggles");
  if (typeof v.percent !== "boolean" || typeof v.value !== "boolean")
    throw bad("percent and value must be booleans");
  let sort: WireLayout["sort"] = null;
  if (v.sort !== null) {
    const s = v.sort;
    if (!isObject(s) || !isWord(s.column) || !isWord(s.type) || !isWord(s.dataType))
      throw bad("sort must be null or a column, a type and a data type");
    sort = { column: s.column, type: s.type, dataType: s.dataType };
  }
  return { name, kind: v.kind, hidden, extras, percent: v.percent, value: v.value, sort, view: v.view };
}

/** The body as a layouts document, known fields only; throws InputError (400) naming what is wrong. */
export function layoutsDocument(body: unknown): LayoutsDocument {
  if (!isObject(body) || body.format !== LAYOUTS_FORMAT)
    throw new InputError("BAD_LAYOUTS", `the body must be a ${LAYOUTS_FORMAT} document`);
  const { version, layouts } = body;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1 || version > 1000)
    throw new InputError("BAD_LAYOUTS", "version must be a whole number from 1");
  if (!Array.isArray(layouts) || layouts.length > MAX_LAYOUTS)
    throw new InputError("BAD_LAYOUTS", `layouts must be a list of at most ${MAX_LAYOUTS}`);
  const out = layouts.map((layout, i) => layoutAt(layout, i + 1));
  const slots = new Set(out.map((l) => `${l.kind}\u0000${l.name.toLowerCase()}`));
  if (slots.size !== out.length) throw new InputError("BAD_LAYOUTS", "two layouts share a kind and a name");
  return { format: LAYOUTS_FORMAT, version, layouts: out };
}

const EMPTY: LayoutsDocument = { format: LAYOUTS_FORMAT, version: 1, layouts: [] };

/** Routes mounted under the `/user` prefix (every one needs a Bearer token): layouts and alerts. */
export function userRoutes(options: { db: Db; now: () => number }) {
  const { db, now } = options;
  return async function userPlugin(app: FastifyInstance): Promise<void> {
    app.addHook("onRequest", requireUser(db, now));

    app.get("/layouts", async (request) => {
      const stored = await loadUserSetting(db, currentUser(request).id, SETTING);
      return { success: true, ...(stored === null ? EMPTY : (JSON.parse(stored) as LayoutsDocument)) };
    });

    app.put("/layouts", async (request) => {
      const document = layoutsDocument(request.body);
      await saveUserSetting(db, currentUser(request).id, SETTING, JSON.stringify(document), now());
      return { success: true };
    });

    registerAlertRoutes(app, db, now);
  };
}
