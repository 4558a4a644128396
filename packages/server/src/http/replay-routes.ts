import type { FastifyInstance } from "fastify";
import type { RecordingLibrary } from "../replay/recording-library";

/**
 * `GET /replay/recordings` (docs/server.md, "Replay in the app"): the recordings the app can replay,
 * newest first, `{"recordings":[{"id","date","first","last"}]}`; an empty list when the server keeps
 * none (`--recordings off`, `--data-dir :memory:` without `--recordings`).
 */
export function replayRoutes(library: RecordingLibrary | null) {
  return async function replayPlugin(app: FastifyInstance): Promise<void> {
    app.get("/replay/recordings", async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { recordings: library === null ? [] : library.list() };
    });
  };
}
