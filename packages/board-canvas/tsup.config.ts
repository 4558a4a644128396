import { defineConfig } from "tsup";
import { libraryConfig } from "../../tsup.config.base";

// Two entry points: the engine (no React) and the React component. Splitting puts the engine in one
// shared chunk, so a host importing both loads it once.
export default defineConfig(
  libraryConfig(
    { index: "src/index.ts", react: "src/react/index.ts" },
    {
      external: ["pixi.js", "react", "react-dom", "@vnboard/feed"],
      splitting: true,
    },
  ),
);
