import { describe, expect, it } from "vitest";
import { createBoard } from "./load-board";

describe("createBoard's host", () => {
  it("names a missing host instead of failing deep inside the mount", async () => {
    // What `document.getElementById("board")` gives when the page has no such element.
    await expect(createBoard(null as unknown as HTMLElement, {} as never)).rejects.toThrow(
      "createBoard: the host must be an element in the page, got null",
    );
    await expect(createBoard(undefined as unknown as HTMLElement, {} as never)).rejects.toThrow(
      /host must be an element/,
    );
  });
});
