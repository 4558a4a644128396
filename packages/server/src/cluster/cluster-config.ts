/**
 * Which part of the provider this process runs: `all` (one process, the default), `ingest` (the market
 * source, published to NATS), `gateway` (WebSocket fan-out and the market REST calls, fed from NATS) or
 * `api` (login, favourites, orders).
 */
export type ServerRole = "all" | "ingest" | "gateway" | "api";

export const SERVER_ROLES: readonly ServerRole[] = ["all", "ingest", "gateway", "api"];
export const DEFAULT_NATS_URL = "nats://127.0.0.1:4222";

export interface ClusterConfig {
  /** Flag --role, env ROLE. Default all. */
  role: ServerRole;
  /** NATS server of the cluster roles. Flag --nats, env NATS_URL. Default nats://127.0.0.1:4222. */
  natsUrl: string;
  /** Ingest: how often the whole market is stored as a checkpoint, ms. Env CHECKPOINT_MS. Default 30000. */
  checkpointIntervalMs: number;
}

/** Reads the cluster settings; returns an error message for a bad value (the caller throws ConfigError). */
export function parseClusterConfig(
  get: (flag: string, envName: string) => string | undefined,
): ClusterConfig | string {
  const role = get("role", "ROLE") ?? "all";
  if (!(SERVER_ROLES as readonly string[]).includes(role))
    return `--role must be one of ${SERVER_ROLES.join(", ")}`;
  const natsUrl = get("nats", "NATS_URL") ?? DEFAULT_NATS_URL;
  if (!/^(nats|tls):\/\/[^\s]+$/.test(natsUrl)) return "--nats must be a nats:// or tls:// URL";
  const checkpoint = Number(get("checkpoint-ms", "CHECKPOINT_MS") ?? "30000");
  if (!Number.isInteger(checkpoint) || checkpoint < 100 || checkpoint > 3_600_000)
    return "--checkpoint-ms must be an integer in [100, 3600000]";
  return { role: role as ServerRole, natsUrl, checkpointIntervalMs: checkpoint };
}
