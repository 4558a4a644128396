/** Counters of the feed gateway, mutated in place; read by tests, logs and the benchmark. */
export class GatewayStats {
  /** Clients connected now. */
  clients = 0;
  /** Clients ever connected. */
  clientsTotal = 0;
  /** Most clients connected at once. */
  clientsMax = 0;
  /** Batches received from the market source. */
  batches = 0;
  /** Update records received from the source. */
  records = 0;
  /** Update frames encoded (each once, whatever the number of clients). */
  framesEncoded = 0;
  /** Frames handed to client sockets (one per frame per client). */
  framesSent = 0;
  /** Bytes handed to client sockets. */
  bytesSent = 0;
  /** Time spent encoding batches, ms. */
  encodeMs = 0;
  /** Time spent handing batches to clients, ms. */
  fanOutMs = 0;
  /** Client messages that were malformed or unknown, ignored. */
  badClientMessages = 0;
  /** Clients closed for sending more than the allowed messages per second. */
  rateLimited = 0;
  /** Times a client fell behind and switched to conflated updates. */
  congestions = 0;
  /** Records merged into a row already pending for a slow client (updates the client never saw). */
  conflatedRecords = 0;
  /** Slow clients closed (1013): over the hard buffer limit, or behind for too long. */
  slowClosed = 0;
  /** Clients that resumed by sequence (msgType 32) and got only the batches they missed. */
  resumed = 0;
  /** Clients that asked to resume from a batch no longer kept here, and got a snapshot. */
  resumeSnapshots = 0;
  /** Snapshots that began with the rows the client shows first (msgType 4 `first`). */
  snapshotHeads = 0;
  /** Clients closed (1013) for asking for more snapshots per minute than their address may. */
  snapshotsRefused = 0;
  /** Clients closed (1011) because their snapshot could not be built; the next joiner gets a new build. */
  snapshotsFailed = 0;
  /** History or series answers not sent because the client's backlog was over the soft limit. */
  answersRefused = 0;
  /** Clients closed for not answering a ping. */
  pingTimeouts = 0;
  /** `--feed-auth token`: clients closed for a missing or refused credential (4401, 4403). */
  authRefused = 0;
  /** `--feed-auth token`: admitted clients closed because their session was revoked or expired (4401). */
  sessionsEnded = 0;
}
