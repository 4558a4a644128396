/**
 * The cluster benchmark's client simulator (benchmarks/cluster.bench.ts forks it): WebSocket clients
 * that ask for sequence marks and decode every frame with the feed's decoder (SequenceClient), report
 * the lag of each batch (arrival - ingest's publish time, same machine so same clock) and, when their
 * gateway dies, reconnect at once to the next one and resume after the last batch they applied.
 */
import { SequenceClient } from "../packages/server/src/cluster/testing/sequence-client";

type Command = { kind: "connect"; urls: string[]; count: number } | { kind: "report" } | { kind: "close" };

interface Tracked {
  client: SequenceClient;
  urls: string[];
  at: number;
  /** Close time -> resume answered, ms, once per failover. */
  reconnects: number[];
  answersBefore: number;
}

const tracked: Tracked[] = [];
let lags: number[] = [];

async function connect(urls: string[], count: number): Promise<void> {
  const started: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const client = new SequenceClient({ onLag: (lag) => lags.push(lag) });
    const entry: Tracked = { client, urls, at: 0, reconnects: [], answersBefore: 0 };
    tracked.push(entry);
    started.push(client.connect(urls[0]).then(() => watch(entry)));
  }
  await Promise.all(started);
}

/** On close: reconnect to the next gateway of the list at once, resuming; records how long it took. */
function watch(entry: Tracked): void {
  const { client } = entry;
  void client
    .until(() => client.closed, 24 * 3600_000)
    .then(async () => {
      entry.at = entry.at + 1;
      const next = entry.urls[entry.at % entry.urls.length];
      const closedAt = client.closedAt;
      const answers = client.answers.length;
      try {
        await client.connect(next);
        await client.until(() => client.answers.length > answers, 30_000);
        entry.reconnects.push(Date.now() - closedAt);
        watch(entry);
      } catch {
        entry.reconnects.push(-1);
      }
    });
}

function report() {
  const sent = lags;
  lags = [];
  let gaps = 0;
  let marks = 0;
  let bad = 0;
  let open = 0;
  let deltas = 0;
  let snapshots = 0;
  const reconnects: number[] = [];
  for (const { client, reconnects: r } of tracked) {
    gaps += client.gaps;
    marks += client.marks;
    bad += client.badFrames;
    if (!client.closed) open++;
    for (const answer of client.answers.slice(1)) {
      if (answer.resume === "delta") deltas++;
      else snapshots++;
    }
    reconnects.push(...r);
  }
  return {
    kind: "report",
    lags: sent,
    gaps,
    marks,
    bad,
    open,
    clients: tracked.length,
    deltas,
    snapshots,
    reconnects,
  };
}

process.on("message", (command: Command) => {
  if (command.kind === "connect") {
    connect(command.urls, command.count).then(
      () => process.send?.({ kind: "connected" }),
      (error: unknown) => process.send?.({ kind: "error", message: String(error) }),
    );
  } else if (command.kind === "report") {
    process.send?.(report());
  } else {
    for (const { client } of tracked) client.close();
    process.exit(0);
  }
});
