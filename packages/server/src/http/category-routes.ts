import type { FavouriteCategory } from "@vnboard/feed/rest";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Category } from "../db/categories";
import {
  addCategoryCode,
  createCategory,
  deleteCategory,
  loadCategories,
  normalizeSymbolCode,
  removeCategoryCode,
  renameCategory,
} from "../db/categories";
import type { Db } from "../db/database";
import { InputError } from "../db/input-error";
import type { RestMarketData } from "../market/rest-market-data";
import { currentUser, requireUser } from "./auth";
import { todayCompact } from "./market-routes";
import { asFields, oneOf, optionalString, positiveId, requiredString } from "./validate";

export interface CategoryRouteOptions {
  db: Db;
  market: RestMarketData;
  now: () => number;
}

/** The wire shape of a list: both names of each pair, codes as a comma list. */
export function toWireCategory(category: Category): FavouriteCategory {
  return {
    listid: category.id,
    id: category.id,
    listname: category.name,
    name: category.name,
    code: category.codes.join(","),
  };
}

const ACK = { success: true } as const;

/** Names are checked again by the db layer (trimmed, 1 to 50 characters); this bounds what is read. */
const MAX_FIELD = 200;

/**
 * A code a list may hold: a tradable symbol, or a private corporate bond (the TPRL board's checkbox adds
 * bonds to favourites, spec 2.3 item 6).
 */
async function listable(market: RestMarketData, code: string, now: number): Promise<boolean> {
  if (await market.symbolExists(code)) return true;
  const today = todayCompact(now);
  return (await market.bondDetail(code, today, today)) !== undefined;
}

async function editCodes(
  db: Db,
  market: RestMarketData,
  now: () => number,
  request: FastifyRequest,
  type: "A" | "D",
): Promise<typeof ACK> {
  const body = asFields(request.body);
  const userId = currentUser(request).id;
  const listId = positiveId(body, "lstid");
  const code = normalizeSymbolCode(requiredString(body, "code", MAX_FIELD));
  if (type === "D") {
    await removeCategoryCode(db, userId, listId, code);
    return ACK;
  }
  if (!(await listable(market, code, now())))
    throw new InputError("NOT_FOUND", `Unknown symbol ${code}`, 404);
  await addCategoryCode(db, userId, listId, code);
  return ACK;
}

/** Routes mounted under the `/cata` prefix (every one needs a Bearer token). */
export function cataRoutes(options: CategoryRouteOptions) {
  const { db, market, now } = options;
  return async function cataPlugin(app: FastifyInstance): Promise<void> {
    app.addHook("onRequest", requireUser(db, now));

    app.get("/load-cata", async (request) => ({
      success: true,
      arrCata: (await loadCategories(db, currentUser(request).id)).map(toWireCategory),
    }));

    app.post("/insert-cata", async (request) => {
      const name = requiredString(asFields(request.body), "nameCata", MAX_FIELD);
      const created = await createCategory(db, currentUser(request).id, name, now());
      return { success: true, listid: created.id };
    });

    app.post("/del-cata", async (request) => {
      await deleteCategory(db, currentUser(request).id, positiveId(asFields(request.body), "lstid"));
      return ACK;
    });

    app.post("/edit-cata", async (request) => {
      const body = asFields(request.body);
      const newName = optionalString(body, "newNameCata", MAX_FIELD);
      // A rename is asked by newNameCata; an empty one without code/type is a rename with an empty name.
      if (newName !== undefined || (body.newNameCata !== undefined && body.code === undefined)) {
        if (newName === undefined) throw new InputError("BAD_NAME", "newNameCata must not be empty");
        await renameCategory(db, currentUser(request).id, positiveId(body, "lstid"), newName);
        return ACK;
      }
      const type = oneOf(requiredString(body, "type", 4), ["A", "D"] as const, "type");
      return editCodes(db, market, now, request, type);
    });
  };
}

/** Routes mounted under the `/CategoryStock` prefix (every one needs a Bearer token). */
export function categoryStockRoutes(options: CategoryRouteOptions) {
  const { db, market, now } = options;
  return async function categoryStockPlugin(app: FastifyInstance): Promise<void> {
    app.addHook("onRequest", requireUser(db, now));
    app.post("/AddNewSymbol", async (request) => editCodes(db, market, now, request, "A"));
    app.post("/RemoveSymbol", async (request) => editCodes(db, market, now, request, "D"));
  };
}
