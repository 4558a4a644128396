import { describe, expect, it } from "vitest";
import {
  describeFeedPath,
  estimateSeconds,
  feedFileTag,
  feedTag,
  isDefaultFeedPath,
  parseOptions,
} from "./options";

describe("bench:peers options", () => {
  // Seven grids (our board three ways: worker, page, WebGL; three peers; the feed alone) x 12 points, and
  // the bare page once per row count: ~50 minutes. pixi's canvas renderer only when asked for.
  it("runs the issue's full grid by default, in under 50 minutes", () => {
    const options = parseOptions([]);
    expect(options.label).toBe("full");
    expect(options.rows).toEqual([500, 2_000, 10_000]);
    expect(options.rates).toEqual([1_000, 5_000, 20_000, 50_000]);
    expect(estimateSeconds(options)).toBeLessThan(50 * 60);
    expect(options.grids).toContain("board-page");
    expect(options.grids).not.toContain("board-canvas");
    expect(parseOptions(["--grids", "board-canvas,glide"]).grids).toEqual(["board-canvas", "glide"]);
  });

  it("keeps quick runs labelled quick and marks changed full runs as custom", () => {
    expect(parseOptions(["--quick"]).rows).toEqual([2_000]);
    expect(parseOptions(["--quick", "--grids", "glide"]).label).toBe("quick");
    expect(parseOptions(["--rows", "500"]).label).toBe("custom");
  });

  it("answers bad input with a clear error", () => {
    expect(() => parseOptions(["--rows", "abc"])).toThrow(/--rows takes positive integers/);
    expect(() => parseOptions(["--grids", "excel"])).toThrow(/unknown: excel/);
    expect(() => parseOptions(["--seconds", "-1"])).toThrow(/--seconds/);
    expect(() => parseOptions(["--fast"])).toThrow(/unknown option --fast/);
  });
});

describe("bench:peers feed path options", () => {
  it("feeds every grid the reference server's 100 ms batches, binary, decoded in the feed worker, by default", () => {
    const { feed } = parseOptions([]);
    expect(feed).toEqual({
      batchMs: 100,
      decode: "worker",
      encoding: "binary",
      batchMsFrom: "default",
      decodeFrom: "default",
      encodingFrom: "default",
    });
    expect(describeFeedPath(feed)).toBe(
      "one batch every 100 ms (default), binary frames (default), decoded in the feed worker (default)",
    );
    expect(feedTag(feed)).toBe("worker+bin/100ms");
    expect(feedFileTag(feed)).toBe("");
    expect(isDefaultFeedPath(feed)).toBe(true);
  });

  it("takes --batch-ms and --decode without changing the run's label, and names them as given", () => {
    const options = parseOptions(["--quick", "--batch-ms", "10", "--decode", "page", "--encoding", "spec"]);
    expect(options.label).toBe("quick");
    expect(options.rows).toEqual([2_000]);
    expect(options.feed).toEqual({
      batchMs: 10,
      decode: "page",
      encoding: "spec",
      batchMsFrom: "flag",
      decodeFrom: "flag",
      encodingFrom: "flag",
    });
    expect(describeFeedPath(options.feed)).toBe(
      "one batch every 10 ms, the spec's envelopes, decoded on the page",
    );
    expect(feedTag(options.feed)).toBe("page+spec/10ms");
    expect(feedFileTag(options.feed)).toBe("-page-spec-10ms");
    expect(isDefaultFeedPath(options.feed)).toBe(false);
    const asDefaults = parseOptions(["--batch-ms", "100", "--decode", "worker", "--encoding", "binary"]);
    expect(asDefaults.label).toBe("full");
    expect(isDefaultFeedPath(asDefaults.feed)).toBe(true);
    expect(parseOptions(["--decode", "page", "--rows", "500"]).label).toBe("custom");
  });

  it("answers a feed path it cannot run with a clear error", () => {
    expect(() => parseOptions(["--batch-ms", "15"])).toThrow(/--batch-ms takes a multiple of 10/);
    expect(() => parseOptions(["--batch-ms", "0"])).toThrow(/--batch-ms/);
    expect(() => parseOptions(["--batch-ms", "5000"])).toThrow(/--batch-ms/);
    expect(() => parseOptions(["--batch-ms"])).toThrow(/--batch-ms/);
    expect(() => parseOptions(["--decode", "gpu"])).toThrow(
      /--decode takes page or worker or store, got "gpu"/,
    );
    expect(() => parseOptions(["--decode"])).toThrow(/--decode/);
    expect(() => parseOptions(["--encoding", "json"])).toThrow(/--encoding takes spec or binary, got "json"/);
  });

  it("runs the worker's own store (--decode store) for the feed path alone, and refuses it with a grid", () => {
    const options = parseOptions(["--quick", "--grids", "feed-only,bare-page", "--decode", "store"]);
    expect(describeFeedPath(options.feed)).toBe(
      "one batch every 100 ms (default), binary frames (default), decoded and applied in the feed worker, nothing posted to the page",
    );
    expect(feedFileTag(options.feed)).toBe("-store-binary-100ms");
    expect(() => parseOptions(["--quick", "--decode", "store"])).toThrow(
      /--decode store measures the feed path alone: --grids feed-only,bare-page \(not board-webgl, board-worker/,
    );
  });
});
