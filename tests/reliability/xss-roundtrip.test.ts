import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeRecords } from "../../packages/feed/src/protocol/record-encoder";
import { SYMBOL_SCHEMA } from "../../packages/feed/src/protocol/schemas/symbol-schema";
import { MarketData } from "../../packages/feed/src/store/market-data";
import { recordsFrame } from "../../packages/feed/src/testing/frames";
import { createFakeMarketData } from "../../packages/server/src/http/testing/fake-market-data";
import {
  type RestTestServer,
  startRestTestServer,
} from "../../packages/server/src/http/testing/rest-test-server";
import { LIST_NAME_PAYLOADS, XSS_PAYLOADS } from "../fixtures/xss-payloads";

/**
 * The server keeps hostile text intact: the client renders it as text, so the server must neither run
 * it through an HTML filter (mangling real names with '<' or '&') nor let it change on the way. Each
 * payload put into a list name, an event, a news title and a symbol name comes back unchanged.
 */
describe("XSS payloads come back from the server unchanged", { timeout: 120_000 }, () => {
  let server: RestTestServer;
  let token = "";

  beforeAll(async () => {
    const fake = createFakeMarketData();
    server = await startRestTestServer({
      market: {
        ...fake,
        events: (code) =>
          code === "FPT"
            ? XSS_PAYLOADS.map((payload, i) => ({
                EventTitle: payload,
                ExecutionDate: `202401${String((i % 28) + 1).padStart(2, "0")}`,
                EventDetail: `<p>${payload}</p>`,
              }))
            : [],
        news: () =>
          XSS_PAYLOADS.map((title, i) => ({
            type: i % 2 === 0 ? (0 as const) : (1 as const),
            title,
            urlLink: `https://example.com/n/${i}`,
          })),
      },
    });
    token = await server.login();
  });

  afterAll(async () => {
    await server?.close();
  });

  it("list names: created and renamed names are returned as sent", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const names = LIST_NAME_PAYLOADS.map((payload) => payload.slice(0, 50)); // the list-name limit is 50
    // A user holds at most 20 lists: go through the corpus 10 names at a time.
    for (let start = 0; start < names.length; start += 10) {
      const chunk = names.slice(start, start + 10);
      const ids: number[] = [];
      for (const name of chunk) {
        const res = await server.postForm("/cata/insert-cata", { nameCata: name }, token);
        expect(res.status, name).toBe(200);
        ids.push(((await res.json()) as { listid: number }).listid);
      }
      // Each list is renamed to the next payload of the chunk.
      const renamed = chunk.map((_, i) => chunk[(i + 1) % chunk.length]);
      for (const [i, id] of ids.entries()) {
        const res = await server.postForm(
          "/cata/edit-cata",
          { lstid: String(id), newNameCata: renamed[i] },
          token,
        );
        expect(res.status, renamed[i]).toBe(200);
      }
      const res = await server.request("/cata/load-cata", { headers: auth });
      const body = (await res.json()) as { arrCata: { listid: number; listname: string; name: string }[] };
      const byId = new Map(body.arrCata.map((c) => [c.listid, c]));
      for (const [i, id] of ids.entries()) {
        expect(byId.get(id)?.listname).toBe(renamed[i]);
        expect(byId.get(id)?.name).toBe(renamed[i]);
      }
      for (const id of ids)
        expect((await server.postForm("/cata/del-cata", { lstid: String(id) }, token)).status).toBe(200);
    }
    expect(server.loggedErrors).toEqual([]);
  });

  it("company events: titles and HTML details are returned as the provider gave them", async () => {
    const res = await server.request("/rss?symbol=FPT", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { json: { EventTitle: string; EventDetail: string }[] };
    expect(body.json.map((e) => e.EventTitle)).toEqual(XSS_PAYLOADS);
    expect(body.json.map((e) => e.EventDetail)).toEqual(XSS_PAYLOADS.map((p) => `<p>${p}</p>`));
  });

  it("news titles are returned as sent, as JSON (never as HTML)", async () => {
    const res = await server.request("/new-home?language=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { title: string }[];
    expect(body.map((n) => n.title)).toEqual(XSS_PAYLOADS);
  });

  it("symbol names travel through the feed's wire format unchanged, or are refused by the encoder", () => {
    const market = new MarketData();
    const travelling = XSS_PAYLOADS.filter((p) => !/[$|*]/.test(p));
    const refused = XSS_PAYLOADS.filter((p) => /[$|*]/.test(p));
    const records = travelling.map((symbolName, i) => ({ code: `X${i}`, symbolName, marketCode: "STO" }));
    expect(market.handleFrame(recordsFrame(4, records))).toBe(true);
    const name = SYMBOL_SCHEMA.index.symbolName;
    for (const [i, payload] of travelling.entries())
      expect(market.symbols.str(name, market.symbols.rowOf(`X${i}`))).toBe(payload);
    // A separator inside a name cannot travel: the producer hears about it at once.
    for (const payload of refused)
      expect(() => encodeRecords(SYMBOL_SCHEMA, [{ code: "X", symbolName: payload }])).toThrow(/separator/);
    expect(travelling.length).toBeGreaterThan(35);
  });
});
