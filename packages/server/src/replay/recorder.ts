import { createWriteStream, type WriteStream } from "node:fs";
import type { FeedGateway } from "../gateway/feed-gateway";
import type { WireFrame } from "../gateway/wire-frame";

/** One line of a recording: wall-clock time of the broadcast (Unix ms) and the frame as sent. */
export interface RecordedLine {
  t: number;
  f: string;
}

/**
 * Appends every frame the gateway broadcasts to a file, one JSON object per line (NDJSON):
 * `{"t":1717000000123,"f":"eJy..."}`. A recording starts with the snapshot frames and the whole series
 * of every index, all with the same `t`; the frames of one batch share one `t` too, which is how a
 * replay groups them again.
 */
export class FrameRecorder {
  /** Frames written. */
  frames = 0;
  private readonly out: WriteStream;
  private detach: (() => void) | null = null;

  constructor(readonly file: string) {
    this.out = createWriteStream(file, { flags: "a" });
  }

  /** Writes the preamble, then records every broadcast frame until `close`. */
  attach(gateway: FeedGateway): void {
    const t = Date.now();
    for (const frame of gateway.recordingPreamble()) this.write(frame, t);
    this.detach = gateway.addTap((frame, time) => this.write(frame, time));
  }

  write(frame: WireFrame, t: number): void {
    this.out.write(`${JSON.stringify({ t, f: frame.text } satisfies RecordedLine)}\n`);
    this.frames++;
  }

  /** Stops recording and flushes the file. */
  async close(): Promise<void> {
    this.detach?.();
    this.detach = null;
    await new Promise<void>((resolve, reject) =>
      this.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}
