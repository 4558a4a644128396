/**
 * Feed latency from the provider's sequence marks (msgType 32, docs/protocol.md): each mark carries `t`,
 * when its batch was produced on the provider's clock (Unix ms); the time it arrives here minus `t` is
 * how late the batch reached this page (the provider's own fan-out, the network, this page's queue).
 *
 * Clock skew: the two clocks are assumed to be in step (both NTP-synchronised, as servers and phones
 * are). What can be corrected one way is corrected: a delay can never be negative, so the smallest one
 * seen on this connection, when below zero, is this clock running behind the provider's by at least that
 * much, and every delay is lifted by it. A clock running ahead cannot be told from a slow network with
 * one-way timestamps: it shows as latency.
 */
export class MarkLatency {
  private floorMs = Number.POSITIVE_INFINITY;
  private sumMs = 0;
  private count = 0;

  /** A new connection: its own floor (another server's clock). */
  reset(): void {
    this.floorMs = Number.POSITIVE_INFINITY;
    this.sumMs = 0;
    this.count = 0;
  }

  /** A mark produced at `producedAt` (the provider's clock) arrived at `arrivedAt` (this clock). */
  sample(producedAt: number, arrivedAt: number): void {
    if (!Number.isFinite(producedAt) || producedAt <= 0) return;
    const delay = arrivedAt - producedAt;
    if (delay < this.floorMs) this.floorMs = delay;
    this.sumMs += delay;
    this.count++;
  }

  /**
   * The mean latency of the marks since the last call, in whole ms, corrected for a clock found behind;
   * -1 when no mark arrived since (a stalled feed has no latency to show, only its silence).
   */
  take(): number {
    if (this.count === 0) return -1;
    const mean = this.sumMs / this.count - Math.min(0, this.floorMs);
    this.sumMs = 0;
    this.count = 0;
    return Math.max(0, Math.round(mean));
  }
}
