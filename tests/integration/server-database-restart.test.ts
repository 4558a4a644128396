import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FeedClient, MarketData, SYMBOL_SCHEMA, type WebSocketLike } from "@vnboard/feed";
import { obfuscatePassword } from "@vnboard/feed/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { until } from "../../packages/feed/src/testing/poll";
import type { DatabaseEngine } from "../../packages/server/src/db/sql";
import {
  type PostgresCluster,
  startPostgresCluster,
} from "../../packages/server/src/db/testing/postgres-cluster";
import {
  CLUSTER_START_TIMEOUT_MS,
  DATABASE_ENGINES,
} from "../../packages/server/src/db/testing/test-databases";
import { freePort, ServerProcess } from "../reliability/support/server-process";

interface TradableCode {
  code: string;
  /** A price inside the day's band, on a 100-dong step (on every HSX tick grid). */
  price: number;
}

/** Two VN30 stocks of the server's market (its own, or generated without reference data), from the feed. */
async function vn30Stocks(baseUrl: string): Promise<TradableCode[]> {
  const market = new MarketData();
  const client = new FeedClient({
    url: `${baseUrl.replace("http", "ws")}/ws`,
    market,
    createSocket: (address) => new WebSocket(address) as unknown as WebSocketLike,
  });
  client.start();
  try {
    const { ceilPrice, floorPrice } = SYMBOL_SCHEMA.index;
    const codes = () => (market.$baskets.get().VN30 ?? []).slice(0, 2);
    const rows = () => codes().map((code) => market.symbols.rowOf(code));
    await until(
      () => codes().length === 2 && rows().every((row) => row >= 0 && market.symbols.num(ceilPrice, row) > 0),
      { timeoutMs: 120_000, intervalMs: 100, what: "a VN30 basket in the feed" },
    );
    const found = rows();
    return codes().map((code, i) => {
      const middle =
        (market.symbols.num(ceilPrice, found[i]!) + market.symbols.num(floorPrice, found[i]!)) / 2;
      return { code, price: Math.round(middle / 100) * 100 };
    });
  } finally {
    client.stop();
  }
}

/**
 * The server as a user runs it (`node .../main.ts`), on SQLite (`--data-dir`) and on PostgreSQL
 * (`--db postgres://...` on a throwaway cluster): a user logs in, makes a favourites list and places an
 * order; the server stops and starts again; the session, the list and the order are all still there.
 */
describe.each(DATABASE_ENGINES)(
  "the server keeps users' data across a restart (%s)",
  (engine: DatabaseEngine) => {
    let cluster: PostgresCluster | undefined;
    let server: ServerProcess;
    let dataDir = "";

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), "vnboard-restart-"));
      const args = ["--demo-start", "10:00"];
      if (engine === "postgres") {
        cluster = await startPostgresCluster();
        args.push("--db", await cluster.createDatabase());
      }
      server = new ServerProcess({ port: await freePort(), dataDir, args });
      await server.start();
    }, CLUSTER_START_TIMEOUT_MS);

    afterAll(async () => {
      await server?.stop();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const call = async (path: string, init: { token?: string; form?: object; json?: object } = {}) => {
      const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
      let body: string | undefined;
      if (init.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(init.form as Record<string, string>).toString();
      } else if (init.json) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(init.json);
      }
      const res = await fetch(server.url + path, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it("keeps the session, the favourites list and the order", async () => {
      const login = await call("/do-login", { form: { usname: "demo", pw: obfuscatePassword("Demo@1234") } });
      expect(login.status).toBe(200);
      const token = String(login.body.token);

      const [first, second] = await vn30Stocks(server.url);
      const created = await call("/cata/insert-cata", { token, form: { nameCata: "Ngân hàng" } });
      expect(created.body.success).toBe(true);
      const listId = String(created.body.listid);
      for (const { code } of [first!, second!]) {
        const added = await call("/cata/edit-cata", { token, form: { lstid: listId, code, type: "A" } });
        expect(added.status).toBe(200);
      }
      const order = { code: first!.code, side: "B", price: first!.price, quantity: 200 };
      const placed = await call("/order/place", { token, json: order });
      expect(placed.body).toMatchObject({ success: true, message: "" });
      const orderId = String(placed.body.orderId);

      await server.stop();
      await server.start();

      const lists = await call("/cata/load-cata", { token });
      expect(lists.status).toBe(200);
      expect(lists.body.arrCata).toEqual([
        {
          listid: Number(listId),
          id: Number(listId),
          listname: "Ngân hàng",
          name: "Ngân hàng",
          code: `${first!.code},${second!.code}`,
        },
      ]);
      const cancelled = await call("/order/cancel", { token, json: { orderId } });
      expect(cancelled.body).toEqual({ success: true, orderId, message: "" });
      const again = await call("/order/cancel", { token, json: { orderId } });
      expect(again.body).toMatchObject({ success: false, orderId });
      // A new order continues the numbering: ids are never reused across the restart.
      const next = await call("/order/place", { token, json: { ...order, side: "S" } });
      expect(Number(String(next.body.orderId).slice(2))).toBeGreaterThan(Number(orderId.slice(2)));
    }, 600_000);
  },
);
