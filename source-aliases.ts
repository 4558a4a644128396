import { fileURLToPath } from "node:url";

/**
 * Vite aliases that take `@vnboard/feed` and its subpath entries (`/protocol`, `/rest`) from the
 * package's TypeScript sources, so that the app's dev build, the board lab, the browser tests' fixtures
 * and vitest never run a stale `dist/`. One list for all of them: an object-form alias
 * (`{ "@vnboard/feed": path }`) matches by prefix and sends `@vnboard/feed/protocol` to
 * `…/index.ts/protocol`, which is why each entry is an anchored pattern.
 */
export const FEED_SOURCE_ALIASES = [
  {
    find: /^@vnboard\/feed\/(protocol|rest)$/,
    replacement: fileURLToPath(new URL("./packages/feed/src/$1.ts", import.meta.url)),
  },
  {
    find: /^@vnboard\/feed$/,
    replacement: fileURLToPath(new URL("./packages/feed/src/index.ts", import.meta.url)),
  },
];
