/**
 * The favourites durability scenario, shared by the suite test (a few kills) and the soak script
 * (`tests/soak/favourites-durability.ts`, many): users created, server started on a fresh data folder,
 * clients editing, the server SIGKILLed at random moments and restarted, then every acknowledged write
 * checked and the database file checked for integrity.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sleep } from "../../../packages/feed/src/testing/poll";
import {
  checkAcknowledged,
  createUsers,
  type DurabilityCheck,
  integrityCheck,
  startWorkload,
  type WorkloadFigures,
} from "./favourites-workload";
import { freePort, ServerProcess } from "./server-process";

export interface DurabilityOptions {
  kills: number;
  clients: number;
  users: number;
  /** Work time before each kill, ms (random in [min, max]). */
  workMs: [number, number];
  log?: (line: string) => void;
}

export interface DurabilityResult {
  figures: WorkloadFigures;
  check: DurabilityCheck;
  integrity: string;
  kills: number;
  restartMs: number[];
}

export async function runFavouritesDurability(options: DurabilityOptions): Promise<DurabilityResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "vnboard-durable-"));
  const server = new ServerProcess({ port: await freePort(), dataDir });
  try {
    await createUsers(dataDir, options.users);
    await server.start();
    const run = startWorkload(server, options.clients, options.users);
    const looping = run.loop();
    const restartMs: number[] = [];
    for (let kill = 1; kill <= options.kills; kill++) {
      const [min, max] = options.workMs;
      await sleep(min + Math.random() * (max - min));
      await server.kill("SIGKILL");
      if (kill === options.kills) {
        // The last kill lands with writes in flight; the clients stop and the check reads what it left.
        run.stop();
        await looping;
      }
      const started = performance.now();
      await server.start();
      restartMs.push(performance.now() - started);
      options.log?.(
        `  kill ${kill}: ${run.figures.acked} acknowledged, ${run.figures.unknown} unknown so far`,
      );
    }
    const check = await checkAcknowledged(server, run, options.users);
    await server.stop();
    return {
      figures: run.figures,
      check,
      integrity: integrityCheck(dataDir),
      kills: options.kills,
      restartMs,
    };
  } finally {
    await server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
