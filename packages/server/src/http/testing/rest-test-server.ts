import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { obfuscatePassword } from "@vnboard/feed/rest";
import type { FastifyInstance } from "fastify";
import Fastify from "fastify";
import type { Db } from "../../db/database";
import { openDatabase } from "../../db/database";
import type { RestDeps } from "../rest-routes";
import { registerRestRoutes, restFrameworkErrors } from "../rest-routes";
import { createFakeMarketData } from "./fake-market-data";

/**
 * A REST server on 127.0.0.1 with a real SQLite file in a temp folder, for tests; or on a database the
 * test opened (`db`, e.g. PostgreSQL from db/testing), which the test then closes itself.
 */
export interface RestTestServer {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  baseUrl: string;
  /** Errors the routes logged (a 500 would show here). */
  loggedErrors: unknown[];
  /** fetch relative to the server. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST a form body. */
  postForm(path: string, fields: Record<string, string>, token?: string): Promise<Response>;
  /** Logs in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /** Stops the server and closes the database; `keepFiles` leaves the temp folder for a reopen. */
  close(keepFiles?: boolean): Promise<void>;
}

export async function startRestTestServer(
  options: Partial<Omit<RestDeps, "log">> & { dataDir?: string } = {},
): Promise<RestTestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "vnboard-rest-"));
  const ownDb = options.db === undefined;
  const db = options.db ?? openDatabase({ dataDir });
  const loggedErrors: unknown[] = [];
  const log = {
    info: () => {},
    warn: () => {},
    error: (obj: object) => {
      loggedErrors.push(obj);
    },
  };
  const app = Fastify({ logger: false, frameworkErrors: restFrameworkErrors });
  await registerRestRoutes(app, { market: createFakeMarketData(), ...options, db, log });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const request = (path: string, init?: RequestInit) => fetch(baseUrl + path, init);
  const postForm = (path: string, fields: Record<string, string>, token?: string) =>
    request(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  return {
    app,
    db,
    dataDir,
    baseUrl,
    loggedErrors,
    request,
    postForm,
    async login(username = "demo", password = "Demo@1234") {
      const res = await postForm("/do-login", { usname: username, pw: obfuscatePassword(password) });
      const body = (await res.json()) as { token?: string };
      if (res.status !== 200 || !body.token) throw new Error(`login failed: ${res.status}`);
      return body.token;
    },
    async close(keepFiles = false) {
      await app.close();
      if (ownDb) await db.close();
      if (!keepFiles) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
