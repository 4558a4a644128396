/**
 * The favourites calls (login build only; each needs the Bearer token). The spec's named operations map
 * to paths as docs/api.md states: CategoryStock = GET /cata/load-cata, CreateCategoryStock =
 * /cata/insert-cata, EditGroupStock = /cata/edit-cata, DeleteGroupCategoryStock = /cata/del-cata.
 * Names and codes are checked before sending: spec section 5 says an empty name is not sent.
 */

import { isFiniteNumber, toFavouriteCategory } from "./answer-guards";
import { requireCode, requireInteger, requireText } from "./argument-checks";
import { badPayload, type HttpTransport, requireSuccess } from "./http-transport";
import type { AckAnswer, CategoryEditType, CreateCategoryAnswer, FavouriteCategory } from "./types";

/** The favourite-list calls of the REST API (categories and their codes). */
export interface FavouritesCalls {
  /** CategoryStock: the user's lists (answer arrCata). */
  loadCategories(): Promise<FavouriteCategory[]>;
  /** CreateCategoryStock; an empty name rejects without a call. */
  createCategory(name: string): Promise<CreateCategoryAnswer>;
  /** DeleteGroupCategoryStock. */
  deleteCategory(listid: number): Promise<AckAnswer>;
  /** EditGroupStock with newNameCata; an empty name rejects without a call. */
  renameCategory(listid: number, newName: string): Promise<AckAnswer>;
  /** EditGroupStock with code and type 'A'. */
  addSymbolToCategory(listid: number, code: string): Promise<AckAnswer>;
  /** EditGroupStock with code and type 'D'. */
  removeSymbolFromCategory(listid: number, code: string): Promise<AckAnswer>;
  /** POST /CategoryStock/AddNewSymbol. */
  addNewSymbol(listid: number, code: string): Promise<AckAnswer>;
  /** POST /CategoryStock/RemoveSymbol. */
  removeSymbol(listid: number, code: string): Promise<AckAnswer>;
}

/** Splits a category's comma list into codes, dropping blanks ("" is an empty list). */
export function categoryCodes(category: Pick<FavouriteCategory, "code">): string[] {
  return category.code
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "");
}

export function createFavouritesCalls(transport: HttpTransport): FavouritesCalls {
  async function ack(path: string, form: Record<string, string>): Promise<AckAnswer> {
    const body = await transport.request({ method: "POST", path, form });
    requireSuccess(transport, path, body);
    return { success: true };
  }

  const listId = (listid: number): string => String(requireInteger(listid, "listid", 0));

  async function editSymbol(listid: number, code: string, type: CategoryEditType): Promise<AckAnswer> {
    return ack("/cata/edit-cata", { lstid: listId(listid), code: requireCode(code), type });
  }

  return {
    async loadCategories() {
      const path = "/cata/load-cata";
      const body = requireSuccess(transport, path, await transport.request({ method: "GET", path }));
      if (!Array.isArray(body.arrCata)) throw badPayload(transport, path, body);
      const categories: FavouriteCategory[] = [];
      for (const item of body.arrCata) {
        const category = toFavouriteCategory(item);
        if (!category) throw badPayload(transport, path, body);
        categories.push(category);
      }
      return categories;
    },

    async createCategory(name) {
      const path = "/cata/insert-cata";
      const form = { nameCata: requireText(name, "list name") };
      const body = requireSuccess(transport, path, await transport.request({ method: "POST", path, form }));
      if (!isFiniteNumber(body.listid)) throw badPayload(transport, path, body);
      return { success: true, listid: body.listid };
    },

    deleteCategory: async (listid) => ack("/cata/del-cata", { lstid: listId(listid) }),

    renameCategory: async (listid, newName) =>
      ack("/cata/edit-cata", { lstid: listId(listid), newNameCata: requireText(newName, "list name") }),

    addSymbolToCategory: async (listid, code) => editSymbol(listid, code, "A"),
    removeSymbolFromCategory: async (listid, code) => editSymbol(listid, code, "D"),

    addNewSymbol: async (listid, code) =>
      ack("/CategoryStock/AddNewSymbol", { lstid: listId(listid), code: requireCode(code) }),

    removeSymbol: async (listid, code) =>
      ack("/CategoryStock/RemoveSymbol", { lstid: listId(listid), code: requireCode(code), type: "D" }),
  };
}
