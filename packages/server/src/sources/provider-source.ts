import { MsgType } from "@vnboard/feed";
import type { RecordValues } from "@vnboard/feed/protocol";
import { StateBackedSource } from "../replay/state-backed-source";
import { SourceHealth } from "./source-health";
import type { ProviderAdapter, SourcePatch, SourceRow, SourceSink } from "./source-sink";

export interface ProviderSourceOptions {
  /** How often collected updates are handed on, ms. Default 100. */
  batchIntervalMs?: number;
  /** Connected but silent for this long counts as stale, ms. Default 60 s. */
  staleAfterMs?: number;
  /** Called with a line of text on connection changes and token renewals (the server logs it). */
  log?: (line: string) => void;
}

/**
 * A market fed by a provider adapter (SSI, DNSE): the adapter maps each provider message to records,
 * this source merges them into the market state (the same stores the replay and relay keep) and hands
 * the changes on every batch interval, so the gateway sends the same frames as for the simulator.
 * Counts what was received, dropped and missed in `health`.
 */
export class ProviderSource extends StateBackedSource {
  readonly health: SourceHealth;
  private readonly batchIntervalMs: number;
  private readonly log: (line: string) => void;
  private batchTimer: NodeJS.Timeout | null = null;
  private running = false;
  private wasStale = false;

  constructor(
    readonly adapter: ProviderAdapter,
    options: ProviderSourceOptions = {},
  ) {
    super();
    this.batchIntervalMs = options.batchIntervalMs ?? 100;
    this.health = new SourceHealth(options.staleAfterMs ?? 60_000);
    this.log = options.log ?? (() => {});
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.batchTimer = setInterval(() => this.flush(), this.batchIntervalMs);
    this.adapter.start(this.sink());
  }

  stop(): void {
    this.running = false;
    if (this.batchTimer !== null) clearInterval(this.batchTimer);
    this.batchTimer = null;
    this.adapter.stop();
  }

  /** The current row of a symbol (tests), or undefined. */
  symbol(code: string): RecordValues | undefined {
    return this.state.snapshot().symbols.find((row) => row.code === code);
  }

  /** The current row of an index (tests), or undefined. */
  index(indexCode: string): RecordValues | undefined {
    return this.state.snapshot().indices.find((row) => row.indexCode === indexCode);
  }

  /** Merges a patch into the state; its records join the pending batch. */
  applyPatch(patch: SourcePatch): void {
    this.applyRows(MsgType.SYMBOL_UPDATE, patch.symbols);
    this.applyRows(MsgType.INDEX_UPDATE, patch.indices);
    this.applyRows(MsgType.MARKET_UPDATE, patch.markets);
    if (patch.baskets !== undefined) {
      const records = Object.entries(patch.baskets).map(([indexCode, codes]) => ({
        indexCode,
        symbols: codes.join(","),
      }));
      this.state.apply({ msgType: MsgType.BASKET, kind: "records", records });
    }
  }

  private applyRows(msgType: number, rows: SourceRow[] | undefined): void {
    if (rows === undefined || rows.length === 0) return;
    this.state.apply({ msgType, kind: "records", records: rows });
  }

  private flush(): void {
    const stale = this.health.stale();
    if (stale !== this.wasStale) {
      this.wasStale = stale;
      this.log(
        `${this.adapter.name}: ${stale ? "stale: connected but nothing received" : "receiving again"}`,
      );
    }
    if (this.state.pendingRecords === 0) return;
    this.emit(this.state.takeBatch(Date.now()));
  }

  private sink(): SourceSink {
    const health = this.health;
    const name = this.adapter.name;
    return {
      apply: (patch) => {
        health.messages++;
        health.lastMessageAt = Date.now();
        this.applyPatch(patch);
      },
      malformed: (reason) => {
        health.messages++;
        health.noteError(reason);
      },
      outOfOrder: () => {
        health.messages++;
        health.outOfOrder++;
      },
      ignored: () => {
        health.messages++;
        health.lastMessageAt = Date.now();
        health.ignored++;
      },
      connected: () => {
        health.connections++;
        health.connected = true;
        health.lastMessageAt = Date.now();
        this.log(`${name}: connected (connection ${health.connections})`);
      },
      disconnected: (gap) => {
        health.connected = false;
        if (gap) health.gaps++;
        this.log(`${name}: disconnected${gap ? " (gap: reconnecting)" : ""}`);
      },
      tokenRenewed: () => {
        health.tokenRenewals++;
        this.log(`${name}: access token obtained`);
      },
    };
  }
}
