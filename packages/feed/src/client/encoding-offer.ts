import { BINARY_SUBPROTOCOL } from "../protocol/binary-format";

const BINARY_OFFER: readonly string[] = [BINARY_SUBPROTOCOL];
const NO_OFFER: readonly string[] = [];

/**
 * The subprotocols each connection attempt offers. Chromium and `ws` fail a handshake that offered a
 * subprotocol the server did not answer (a spec provider), and a server that is down fails it too; so
 * after a binary attempt that closed before it opened the client tries once more at once, offering
 * nothing: a spec provider opens, a server that is down fails again. Either way the next connection
 * offers binary first again, so that a restart seen mid-attempt never leaves it on the spec's envelope.
 */
export class EncodingOffer {
  private refused = false;

  /** `binary`: offer the binary encoding (option `encoding`, default "binary"). */
  constructor(private readonly binary: boolean) {}

  /** What the next attempt offers. */
  next(): readonly string[] {
    return this.binary && !this.refused ? BINARY_OFFER : NO_OFFER;
  }

  /**
   * A socket that offered `offered` closed, `opened` or not. True when the spec's handshake is to be
   * tried at once (a binary attempt that never opened); false when the usual backoff applies.
   */
  closed(offered: readonly string[], opened: boolean): boolean {
    this.refused = !opened && offered.length > 0;
    return this.refused;
  }

  /** A socket opened: whatever it offered, the next connection offers binary first. */
  opened(): void {
    this.refused = false;
  }
}
