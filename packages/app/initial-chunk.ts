/**
 * Few chunks for what the app's page loads up front (issue 21, "Bytes"). Left to automatic chunking, the
 * board route's first load was 55 files, most under 1 KB: every module shared between the page and a
 * lazily loaded part (a popup, a special board) became its own chunk, each compressed alone. Here the
 * modules the app's entry (src/main.tsx) imports statically go into two chunks: "shared", those the chart
 * page (src/chart-main.ts, the popups' chart iframe) imports too, and "app", the rest; so the chart page
 * loads none of the app's shell. Reach is read from the module graph as Rolldown parses it
 * (`moduleParsed`: static imports only), before chunking asks the groups' `test`.
 */
const APP_ENTRY = /src[\\/]main\.tsx$/;
const CHART_ENTRY = /src[\\/]chart-main\.ts$/;
/**
 * Modules that the board engine's public entry re-exports but only lazily loaded boards use (the
 * derivatives, bond and put-through boards' column sets): reach follows the entry's re-exports, so
 * without this they rode in the up-front chunks of every route (~1 KB gzip). Left to the bundler, each
 * goes with the lazy chunk that imports it; a static import of one from the page's own code would give
 * it a small chunk of its own, never break it.
 */
const LAZY_ONLY = /board-canvas[\\/]src[\\/]columns[\\/](derivative|bond|put-through)-columns\.ts$/;

export function initialChunk() {
  const imports = new Map<string, readonly string[]>();
  let reach: { app: Set<string>; chart: Set<string> } | null = null;
  const reachOf = (entry: RegExp): Set<string> => {
    const seen = new Set<string>();
    const stack = [...imports.keys()].filter((id) => entry.test(id));
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  const reaches = () => {
    reach ??= { app: reachOf(APP_ENTRY), chart: reachOf(CHART_ENTRY) };
    return reach;
  };
  // The entry modules stay in their own chunks (the HTML pages and Vite's manifest name them).
  const inApp = (id: string) => !APP_ENTRY.test(id) && !LAZY_ONLY.test(id) && reaches().app.has(id);
  return {
    plugin: {
      name: "vnboard-initial-chunk",
      moduleParsed(info: { id: string; importedIds: readonly string[] }) {
        imports.set(info.id, info.importedIds);
        reach = null;
      },
    },
    codeSplitting: {
      groups: [
        { name: "shared", priority: 2, test: (id: string) => inApp(id) && reaches().chart.has(id) },
        { name: "app", priority: 1, test: (id: string) => inApp(id) && !reaches().chart.has(id) },
      ],
    },
  };
}
