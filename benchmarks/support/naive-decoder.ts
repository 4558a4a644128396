import { inflateSync, unzlibSync } from "fflate";

/**
 * The baseline: what a straightforward board does with the same frames. atob into a binary string,
 * copy into bytes, inflate into a fresh buffer, JSON.parse, split every record into an object, then
 * copy each object into a plain-object row of a Map. Correct, readable, and allocation-heavy.
 */
export class NaiveDecoder {
  readonly rows = new Map<string, Record<string, string | number>>();

  constructor(private readonly fields: readonly string[]) {}

  handleFrame(frame: string): number {
    const binary = atob(frame);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const inflated = (bytes[0] & 0x0f) === 8 ? unzlibSync(bytes) : inflateSync(bytes);
    const envelope = JSON.parse(new TextDecoder().decode(inflated)) as { msgType: number; message: string };
    let fields = 0;
    const records = envelope.message.split("$").map((text) => {
      const values = text.split("|").flatMap((group) => group.split("*"));
      const record: Record<string, string | number> = {};
      values.forEach((value, i) => {
        if (value !== "")
          record[this.fields[i]] = i === 0 || Number.isNaN(Number(value)) ? value : Number(value);
      });
      return record;
    });
    for (const record of records) {
      const code = record[this.fields[0]] as string;
      const row = { ...(this.rows.get(code) ?? {}) };
      for (const [key, value] of Object.entries(record)) {
        if (key !== this.fields[0]) fields++;
        row[key] = value;
      }
      this.rows.set(code, row);
    }
    return fields;
  }
}
