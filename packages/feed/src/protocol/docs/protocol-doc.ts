import { encodeFrame } from "../envelope";
import { MsgType } from "../msg-type";
import { encodeRecords, type RecordValues } from "../record-encoder";
import type { RecordSchema } from "../record-schema";
import { SCHEMA_TABLE } from "../schema-table";
import { EXAMPLES } from "./protocol-examples";

const NAMES = new Map<number, string>(Object.entries(MsgType).map(([name, value]) => [value, name]));

function schemaTable(schema: RecordSchema): string {
  const lines = ["| group | position | field | kind |", "|---|---|---|---|"];
  let flat = 0;
  schema.groups.forEach((group, g) => {
    group.forEach((field, v) => {
      lines.push(`| ${g} | ${v} | \`${field}\` | ${schema.kinds[flat]} |`);
      flat++;
    });
  });
  return lines.join("\n");
}

/**
 * The body of docs/protocol.md, generated from the schema table itself so that the document cannot
 * drift from the code (a test compares them; `npm run docs:protocol` rewrites the file).
 */
export function renderProtocolDoc(): string {
  const out: string[] = [];
  for (const [msgType, layout] of SCHEMA_TABLE) {
    const name = NAMES.get(msgType) ?? String(msgType);
    out.push(`### msgType ${msgType}: ${name}`);
    out.push("");
    const example = EXAMPLES[msgType];
    if (layout.kind === "records") {
      out.push(
        `Tabular, schema \`${layout.schema.name}\`${layout.reset ? ", a snapshot (replaces the rows it names)" : ""}` +
          `${layout.schema.keyed ? "; the key is group 0" : "; one record without key"}.`,
      );
      out.push("");
      out.push(schemaTable(layout.schema));
      const message = encodeRecords(layout.schema, example as RecordValues[]);
      out.push("", "Example `message`:", "", "```", message, "```", "");
      out.push(
        "The frame on the wire (zlib, base64):",
        "",
        "```",
        encodeFrame(msgType, message, "zlib"),
        "```",
      );
    } else {
      out.push(
        layout.kind === "json"
          ? "JSON value (an object, or a string holding JSON)."
          : "Server clock, Unix milliseconds.",
      );
      out.push("", "Example `message`:", "", "```json", JSON.stringify(example), "```", "");
      out.push(
        "The frame on the wire (zlib, base64):",
        "",
        "```",
        encodeFrame(msgType, example, "zlib"),
        "```",
      );
    }
    out.push("");
  }
  return out.join("\n");
}
