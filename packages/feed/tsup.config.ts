import { defineConfig } from "tsup";
import { libraryConfig } from "../../tsup.config.base";

// Three entry points (the host's, /protocol, /rest); splitting keeps each module once, so a class shared by
// two entries (a store, a decoded batch) is one class.
export default defineConfig(
  libraryConfig(
    { index: "src/index.ts", protocol: "src/protocol.ts", rest: "src/rest.ts" },
    { splitting: true },
  ),
);
