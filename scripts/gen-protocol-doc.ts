/**
 * Rewrites the generated part of docs/protocol.md (between the markers) from the feed's schema table.
 * Run: npm run docs:protocol. A test (protocol-doc.test.ts) fails when the file is out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderProtocolDoc } from "../packages/feed/src/protocol/docs/protocol-doc";

const path = new URL("../docs/protocol.md", import.meta.url);
const START = "<!-- generated:start -->";
const END = "<!-- generated:end -->";
const text = readFileSync(path, "utf8");
const before = text.slice(0, text.indexOf(START) + START.length);
const after = text.slice(text.indexOf(END));
writeFileSync(path, `${before}\n${renderProtocolDoc()}\n${after}`);
console.log("docs/protocol.md updated");
