import { STRING_TABLE_LIMITS } from "./binary-format";

/**
 * The writer's side of the binary encoding's string table: short, repeated strings (symbol codes,
 * statuses) get an id once and travel as two bytes after that. Append-only, so that one table can
 * serve every connection of a provider: a frame encoded once says how many entries it needs
 * (`BinaryFrameEncoder.stringsNeeded`: its highest id + 1), and each connection is sent the entries
 * it has not seen yet up to that (`BinaryFrameEncoder.encodeStrings(sent, needed)`) before the frame.
 */
export class BinaryStringTable {
  private readonly ids = new Map<string, number>();
  private readonly entries: string[] = [];
  private chars = 0;

  /** Entries so far. */
  get size(): number {
    return this.entries.length;
  }

  /** The id of `text`, added if there is room; -1 when it travels inline (too long, or the table is full). */
  idOf(text: string): number {
    const known = this.ids.get(text);
    if (known !== undefined) return known;
    if (
      text.length > STRING_TABLE_LIMITS.maxEntryChars ||
      this.entries.length >= STRING_TABLE_LIMITS.maxEntries ||
      this.chars + text.length > STRING_TABLE_LIMITS.maxChars
    ) {
      return -1;
    }
    const id = this.entries.length;
    this.entries.push(text);
    this.ids.set(text, id);
    this.chars += text.length;
    return id;
  }

  /** The entry with id `id`. */
  at(id: number): string {
    return this.entries[id];
  }
}
