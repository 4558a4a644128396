import { defineConfig } from "tsup";
import { libraryConfig } from "../../tsup.config.base";

export default defineConfig(
  libraryConfig(
    { index: "src/index.ts" },
    { external: ["pixi.js", "react", "react-dom", "@pixi/react", "@vnboard/feed"] },
  ),
);
