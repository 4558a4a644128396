import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MarketData } from "../../store/market-data";
import { renderProtocolDoc } from "./protocol-doc";

const doc = readFileSync(new URL("../../../../../docs/protocol.md", import.meta.url), "utf8");

describe("docs/protocol.md", () => {
  it("matches the schema table (run `npm run docs:protocol` after changing a schema)", () => {
    const generated = doc.slice(
      doc.indexOf("<!-- generated:start -->") + 24,
      doc.indexOf("<!-- generated:end -->"),
    );
    expect(generated.trim()).toBe(renderProtocolDoc().trim());
  });

  it("has worked example frames that the decoder accepts", () => {
    const frames = [...doc.matchAll(/The frame on the wire \(zlib, base64\):\n\n```\n([^\n]+)\n```/g)].map(
      (m) => m[1],
    );
    expect(frames.length).toBeGreaterThanOrEqual(22);
    const market = new MarketData();
    for (const frame of frames) expect(market.handleFrame(frame)).toBe(true);
    expect(market.stats.badFrames).toBe(0);
    expect(market.symbols.rowOf("VNM")).toBeGreaterThanOrEqual(0);
  });
});
