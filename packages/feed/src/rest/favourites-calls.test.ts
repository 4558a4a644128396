import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { categoryCodes } from "./favourites-calls";
import type { RestError } from "./rest-error";
import { createTestClient, formOf, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
beforeEach(async () => {
  server = await startTestHttpServer();
  for (const path of [
    "/cata/del-cata",
    "/cata/edit-cata",
    "/CategoryStock/AddNewSymbol",
    "/CategoryStock/RemoveSymbol",
  ]) {
    server.answer(`POST ${path}`, { json: { success: true } });
  }
});
afterEach(async () => {
  await server.close();
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as RestError,
  );

describe("favourites calls", () => {
  it("loadCategories: GET /cata/load-cata with Bearer, either name of each pair accepted", async () => {
    server.answer("GET /cata/load-cata", {
      json: {
        success: true,
        arrCata: [
          { listid: 3, id: 3, listname: "Banks", name: "Banks", code: "VCB,TCB" },
          { id: 4, name: "Empty", code: "" },
        ],
      },
    });
    const lists = await createTestClient(server).client.loadCategories();
    expect(lists).toEqual([
      { listid: 3, id: 3, listname: "Banks", name: "Banks", code: "VCB,TCB" },
      { listid: 4, id: 4, listname: "Empty", name: "Empty", code: "" },
    ]);
    expect(server.requests[0]!.headers.authorization).toBe("Bearer tok-123");
    expect(categoryCodes(lists[0]!)).toEqual(["VCB", "TCB"]);
    expect(categoryCodes(lists[1]!)).toEqual([]);
  });

  it("loadCategories: a list without a code field is a bad payload", async () => {
    server.answer("GET /cata/load-cata", {
      json: { success: true, arrCata: [{ listid: 3, listname: "x" }] },
    });
    expect((await rejection(createTestClient(server).client.loadCategories()))?.code).toBe("bad_payload");
  });

  it("createCategory: POST nameCata trimmed, answers the new listid", async () => {
    server.answer("POST /cata/insert-cata", { json: { success: true, listid: 9 } });
    expect(await createTestClient(server).client.createCategory("  Tech ")).toEqual({
      success: true,
      listid: 9,
    });
    expect(formOf(server.requests[0])).toEqual({ nameCata: "Tech" });
  });

  it("createCategory and renameCategory: an empty name is not sent", async () => {
    const { client } = createTestClient(server);
    expect((await rejection(client.createCategory("  ")))?.code).toBe("invalid_argument");
    expect((await rejection(client.renameCategory(3, "")))?.code).toBe("invalid_argument");
    expect(server.requests).toHaveLength(0);
  });

  it("delete, rename, add and remove send lstid, newNameCata, code and type", async () => {
    const { client } = createTestClient(server);
    await client.deleteCategory(3);
    await client.renameCategory(3, "Banks 2");
    await client.addSymbolToCategory(3, " fpt ");
    await client.removeSymbolFromCategory(3, "VCB");
    await client.addNewSymbol(3, "hpg");
    await client.removeSymbol(3, "HPG");
    expect(server.requests.map((r) => [r.method, r.path, formOf(r)])).toEqual([
      ["POST", "/cata/del-cata", { lstid: "3" }],
      ["POST", "/cata/edit-cata", { lstid: "3", newNameCata: "Banks 2" }],
      ["POST", "/cata/edit-cata", { lstid: "3", code: "FPT", type: "A" }],
      ["POST", "/cata/edit-cata", { lstid: "3", code: "VCB", type: "D" }],
      ["POST", "/CategoryStock/AddNewSymbol", { lstid: "3", code: "HPG" }],
      ["POST", "/CategoryStock/RemoveSymbol", { lstid: "3", code: "HPG", type: "D" }],
    ]);
  });

  it("success false rejects as 'unsuccessful'; a 401 clears the session", async () => {
    const { client, calls } = createTestClient(server);
    server.answer("POST /cata/del-cata", { json: { success: false, message: "locked" } });
    const error = await rejection(client.deleteCategory(3));
    expect([error?.code, error?.message]).toEqual(["unsuccessful", "locked"]);
    server.answer("POST /cata/del-cata", {
      status: 401,
      json: { error: { code: "unauthorized", message: "no" } },
    });
    expect((await rejection(client.deleteCategory(3)))?.status).toBe(401);
    expect(calls.unauthorized).toBe(1);
  });
});
