/**
 * Favourites durability: many clients edit their lists through the /cata calls while the server
 * process is SIGKILLed and restarted on the same data folder. Each client remembers what the server
 * acknowledged (HTTP 200 received); a write whose answer never came (the server died first) may or may
 * not have happened. At the end every acknowledged write must be there, and the SQLite file intact.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { obfuscatePassword } from "../../../packages/feed/src/rest/password-obfuscation";
import { sleep } from "../../../packages/feed/src/testing/poll";
import { DATABASE_FILE_NAME, openDatabase } from "../../../packages/server/src/db/database";
import { createUser } from "../../../packages/server/src/db/users";
import type { ServerProcess } from "./server-process";

/** Codes the simulator knows (HSX three-letter stocks of the reference data the server ships). */
export function hsxCodes(limit: number): string[] {
  const csv = readFileSync(
    new URL("../../../packages/server/data/reference/symbols.csv", import.meta.url),
    "utf8",
  );
  const codes: string[] = [];
  for (const line of csv.split("\n")) {
    const match = /^([A-Z]{3}),.*,HSX,/.exec(line);
    if (match !== null) codes.push(match[1]);
    if (codes.length >= limit) break;
  }
  return codes;
}

export function userName(i: number): string {
  return `durable${i}`;
}

function password(i: number): string {
  return `Durable-${i}-pw`;
}

/** Creates `count` users in the database of `dataDir` (before the server starts). */
export async function createUsers(dataDir: string, count: number): Promise<void> {
  const db = openDatabase({ dataDir });
  try {
    for (let i = 0; i < count; i++)
      await createUser(db, { username: userName(i), password: password(i), fullName: `Durable ${i}` });
  } finally {
    db.close();
  }
}

/** What one list should hold: writes acknowledged, and writes sent whose answer never came. */
interface ListModel {
  id: number;
  ackedCodes: Set<string>;
  /** The last acknowledged name, and names tried after it (any of which may have committed). */
  ackedName: string;
  laterNames: string[];
}

export interface WorkloadFigures {
  clients: number;
  acked: number;
  /** Writes whose answer was lost with the process: allowed either way. */
  unknown: number;
  /** Answers other than 200 while the server was up (must be 0: the workload sends only valid writes). */
  refused: number;
  refusedSamples: string[];
  /**
   * Clients that met the server's lists-per-user limit (a list created in a write whose answer died with the
   * server still counts against it) and stopped there: a valid refusal, not an error.
   */
  atListLimit: number;
}

class FavouritesClient {
  private token = "";
  private list: ListModel | null = null;
  private next = 0;
  private atListLimit = false;
  private renames = 0;
  readonly lists: ListModel[] = [];

  constructor(
    private readonly server: ServerProcess,
    private readonly index: number,
    private readonly user: number,
    private readonly codes: readonly string[],
    private readonly figures: WorkloadFigures,
  ) {}

  /** The answer; null when the request may have reached the server but no answer came back. */
  private async post(path: string, fields: Record<string, string>): Promise<Response | null | "refused"> {
    try {
      return await fetch(this.server.url + path, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      // Refused: the server was down, nothing was sent (not a lost write). Anything else: it died with
      // the request in flight, and the write may or may not have committed.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "ECONNREFUSED") return null;
      await sleep(100); // the server is starting again: do not spin
      return "refused";
    }
  }

  private refused(what: string, res: Response): void {
    this.figures.refused++;
    if (this.figures.refusedSamples.length < 5) this.figures.refusedSamples.push(`${what}: ${res.status}`);
  }

  /** One step: log in if needed, create a list if needed, else add a code or rename. */
  async step(): Promise<void> {
    if (this.token === "") {
      const res = await this.post("/do-login", {
        usname: userName(this.user),
        pw: obfuscatePassword(password(this.user)),
      });
      if (res === null || res === "refused") return;
      if (res.status !== 200) return this.refused("login", res);
      this.token = ((await res.json()) as { token: string }).token;
      return;
    }
    if (this.atListLimit) {
      await sleep(200); // this client is done; yield the event loop instead of spinning
      return;
    }
    if (this.list === null || this.list.ackedCodes.size >= 60) {
      const name = `c${this.index}-l${this.lists.length}`;
      const res = await this.post("/cata/insert-cata", { nameCata: name });
      if (res === "refused") return;
      if (res === null) {
        this.figures.unknown++;
        return;
      }
      if (res.status === 401) {
        this.token = ""; // a login whose answer came but whose session did not survive: impossible, counted below
        return this.refused("insert-cata 401", res);
      }
      if (res.status === 400 && (await res.clone().text()).includes("lists per user")) {
        this.atListLimit = true;
        this.figures.atListLimit++;
        return;
      }
      if (res.status !== 200) return this.refused("insert-cata", res);
      this.figures.acked++;
      const id = ((await res.json()) as { listid: number }).listid;
      this.list = { id, ackedCodes: new Set(), ackedName: name, laterNames: [] };
      this.lists.push(this.list);
      return;
    }
    const list = this.list;
    if (this.next % 7 === 6) {
      const name = `c${this.index}-l${this.lists.length - 1}-r${++this.renames}`;
      this.next++;
      const res = await this.post("/cata/edit-cata", { lstid: String(list.id), newNameCata: name });
      if (res === "refused") {
        this.renames--;
        this.next--;
        return;
      }
      if (res === null) {
        this.figures.unknown++;
        list.laterNames.push(name);
        return;
      }
      if (res.status !== 200) return this.refused("rename", res);
      this.figures.acked++;
      list.ackedName = name;
      list.laterNames = [];
      return;
    }
    const code = this.codes[(this.index * 37 + this.next++) % this.codes.length];
    const res = await this.post("/cata/edit-cata", { lstid: String(list.id), code, type: "A" });
    if (res === "refused") {
      this.next--;
      return;
    }
    if (res === null) {
      this.figures.unknown++;
      return;
    }
    if (res.status !== 200) return this.refused(`add ${code}`, res);
    this.figures.acked++;
    list.ackedCodes.add(code);
  }
}

export interface DurabilityRun {
  clients: FavouritesClient[];
  figures: WorkloadFigures;
  /** Runs every client in a loop until `stop()`. */
  loop(): Promise<void>;
  stop(): void;
}

export function startWorkload(server: ServerProcess, clients: number, users: number): DurabilityRun {
  const codes = hsxCodes(300);
  const figures: WorkloadFigures = {
    clients,
    acked: 0,
    unknown: 0,
    refused: 0,
    refusedSamples: [],
    atListLimit: 0,
  };
  const all = Array.from(
    { length: clients },
    (_, i) => new FavouritesClient(server, i, i % users, codes, figures),
  );
  let running = true;
  return {
    clients: all,
    figures,
    loop: () =>
      Promise.all(
        all.map(async (client) => {
          while (running) {
            await client.step();
          }
        }),
      ).then(() => undefined),
    stop: () => {
      running = false;
    },
  };
}

export interface DurabilityCheck {
  lists: number;
  codesChecked: number;
  /** Acknowledged writes missing after the restart (must be empty). */
  lost: string[];
}

/** Logs every user in on the restarted server and checks each client's acknowledged writes. */
export async function checkAcknowledged(
  server: ServerProcess,
  run: DurabilityRun,
  users: number,
): Promise<DurabilityCheck> {
  const byUser = new Map<number, Map<number, { name: string; codes: string[] }>>();
  for (let u = 0; u < users; u++) {
    const login = await fetch(`${server.url}/do-login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ usname: userName(u), pw: obfuscatePassword(password(u)) }).toString(),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${server.url}/cata/load-cata`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { arrCata: { listid: number; listname: string; code: string }[] };
    byUser.set(
      u,
      new Map(
        body.arrCata.map((c) => [
          c.listid,
          { name: c.listname, codes: c.code === "" ? [] : c.code.split(",") },
        ]),
      ),
    );
  }
  const check: DurabilityCheck = { lists: 0, codesChecked: 0, lost: [] };
  run.clients.forEach((client, i) => {
    const stored = byUser.get(i % users);
    for (const list of client.lists) {
      check.lists++;
      const found = stored?.get(list.id);
      if (found === undefined) {
        check.lost.push(`client ${i}: list ${list.id} (${list.ackedName}) is gone`);
        continue;
      }
      if (found.name !== list.ackedName && !list.laterNames.includes(found.name))
        check.lost.push(
          `client ${i}: list ${list.id} is named ${found.name}, acknowledged ${list.ackedName}`,
        );
      const codes = new Set(found.codes);
      for (const code of list.ackedCodes) {
        check.codesChecked++;
        if (!codes.has(code)) check.lost.push(`client ${i}: list ${list.id} lost ${code}`);
      }
    }
  });
  return check;
}

/** `PRAGMA integrity_check` on the server's database file (server stopped). */
export function integrityCheck(dataDir: string): string {
  const db = new Database(join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return String(db.pragma("integrity_check", { simple: true }));
  } finally {
    db.close();
  }
}
