import { afterEach, describe, expect, it } from "vitest";
import { FAKE_BOND } from "./testing/fake-market-data";
import type { RestTestServer } from "./testing/rest-test-server";
import { startRestTestServer } from "./testing/rest-test-server";

let server: RestTestServer;
afterEach(async () => server?.close());

async function load(s: RestTestServer, token: string) {
  const res = await s.request("/cata/load-cata", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; arrCata: Record<string, unknown>[] };
}

describe("favourites over HTTP", () => {
  it("needs a Bearer token on every /cata and /CategoryStock call", async () => {
    server = await startRestTestServer();
    const calls: [string, string][] = [
      ["GET", "/cata/load-cata"],
      ["POST", "/cata/insert-cata"],
      ["POST", "/cata/del-cata"],
      ["POST", "/cata/edit-cata"],
      ["POST", "/CategoryStock/AddNewSymbol"],
      ["POST", "/CategoryStock/RemoveSymbol"],
    ];
    for (const [method, path] of calls) {
      for (const authorization of [undefined, "Bearer nope", "Basic ZGVtbzpEZW1vQDEyMzQ=", "Bearer "]) {
        const res = await server.request(path, {
          method,
          headers: authorization ? { authorization } : {},
          body: method === "POST" ? new URLSearchParams({ nameCata: "x" }) : undefined,
        });
        expect(res.status, `${path} ${authorization}`).toBe(401);
        expect((await res.json()).error.code).toBe("unauthorized");
      }
    }
  });

  it("round-trips create, add, remove, rename, delete, and survives a database reopen", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    expect(await load(server, token)).toEqual({ success: true, arrCata: [] });

    const created = await server.postForm("/cata/insert-cata", { nameCata: " Ngân hàng " }, token);
    expect(created.status).toBe(200);
    const { success, listid } = await created.json();
    expect(success).toBe(true);
    expect(typeof listid).toBe("number");
    const lstid = String(listid);

    expect((await server.postForm("/cata/edit-cata", { lstid, code: "vcb", type: "A" }, token)).status).toBe(
      200,
    );
    expect((await server.postForm("/CategoryStock/AddNewSymbol", { lstid, code: "FPT" }, token)).status).toBe(
      200,
    );
    expect((await server.postForm("/CategoryStock/AddNewSymbol", { lstid, code: "HPG" }, token)).status).toBe(
      200,
    );
    expect((await server.postForm("/CategoryStock/AddNewSymbol", { lstid, code: "fpt" }, token)).status).toBe(
      200,
    );
    expect((await load(server, token)).arrCata).toEqual([
      { listid, id: listid, listname: "Ngân hàng", name: "Ngân hàng", code: "VCB,FPT,HPG" },
    ]);
    // A private corporate bond (ticked on the TPRL board) is a code a list may hold too.
    expect(
      (await server.postForm("/cata/edit-cata", { lstid, code: FAKE_BOND, type: "A" }, token)).status,
    ).toBe(200);
    expect((await load(server, token)).arrCata[0].code).toBe(`VCB,FPT,HPG,${FAKE_BOND}`);
    await server.postForm("/cata/edit-cata", { lstid, code: FAKE_BOND, type: "D" }, token);

    const removed = await server.postForm(
      "/CategoryStock/RemoveSymbol",
      { lstid, code: "FPT", type: "D" },
      token,
    );
    expect(await removed.json()).toEqual({ success: true });
    expect((await server.postForm("/cata/edit-cata", { lstid, code: "HPG", type: "D" }, token)).status).toBe(
      200,
    );
    expect(
      (await server.postForm("/cata/edit-cata", { lstid, newNameCata: "Banks", code: "X", type: "A" }, token))
        .status,
    ).toBe(200);
    expect((await load(server, token)).arrCata).toEqual([
      { listid, id: listid, listname: "Banks", name: "Banks", code: "VCB" },
    ]);

    const second = await (await server.postForm("/cata/insert-cata", { nameCata: "Empty" }, token)).json();

    // Close everything, reopen the same file with a new server: lists and the session are still there.
    const dataDir = server.dataDir;
    await server.close(true);
    server = await startRestTestServer({ dataDir });
    expect((await load(server, token)).arrCata).toEqual([
      { listid, id: listid, listname: "Banks", name: "Banks", code: "VCB" },
      { listid: second.listid, id: second.listid, listname: "Empty", name: "Empty", code: "" },
    ]);

    expect((await server.postForm("/cata/del-cata", { lstid }, token)).status).toBe(200);
    expect((await load(server, token)).arrCata.map((c) => c.listid)).toEqual([second.listid]);
  });

  it("answers 404 for another user's list and for an unknown symbol, 400 for bad parts", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    const { listid } = await (await server.postForm("/cata/insert-cata", { nameCata: "L" }, token)).json();
    const lstid = String(listid);
    const expectError = async (res: Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect((await res.json()).error.code).toBe(code);
    };
    await expectError(await server.postForm("/cata/del-cata", { lstid: "99999" }, token), 404, "not_found");
    await expectError(
      await server.postForm("/CategoryStock/AddNewSymbol", { lstid, code: "ZZZ" }, token),
      404,
      "not_found",
    );
    await expectError(
      await server.postForm("/cata/insert-cata", { nameCata: "  " }, token),
      400,
      "bad_request",
    );
    await expectError(
      await server.postForm("/cata/insert-cata", { nameCata: "x".repeat(51) }, token),
      400,
      "bad_request",
    );
    await expectError(
      await server.postForm("/cata/edit-cata", { lstid, newNameCata: "" }, token),
      400,
      "bad_request",
    );
    await expectError(
      await server.postForm("/cata/edit-cata", { lstid, code: "FPT" }, token),
      400,
      "bad_request",
    );
    await expectError(
      await server.postForm("/cata/edit-cata", { lstid, code: "FPT", type: "X" }, token),
      400,
      "bad_request",
    );
    await expectError(
      await server.postForm("/cata/edit-cata", { lstid: "-1", newNameCata: "n" }, token),
      400,
      "bad_request",
    );
    await expectError(
      await server.postForm("/CategoryStock/AddNewSymbol", { lstid, code: "F P T" }, token),
      400,
      "bad_request",
    );
  });

  it("answers 400 once a user has 20 lists", async () => {
    server = await startRestTestServer();
    const token = await server.login();
    for (let i = 0; i < 20; i++) {
      expect((await server.postForm("/cata/insert-cata", { nameCata: `L${i}` }, token)).status).toBe(200);
    }
    const res = await server.postForm("/cata/insert-cata", { nameCata: "L20" }, token);
    expect(res.status).toBe(400);
    expect((await load(server, token)).arrCata).toHaveLength(20);
  });
});
