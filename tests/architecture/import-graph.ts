/**
 * The import graph of the packages' sources (tests excluded), read from the files' import and export
 * statements: which package each file imports, and which top-level folders of its own package.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export interface SourceFile {
  /** Path from the package's src/ folder, with '/' separators. */
  path: string;
  /** Bare specifiers (packages): "react", "@vnboard/feed", "node:fs". */
  packages: string[];
  /** Relative imports resolved to paths from src/ (no extension). */
  local: string[];
}

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

/** Sources that ship: not tests, benchmarks, declarations or test support (test-*.ts). */
function isShippedSource(name: string): boolean {
  return (
    /\.tsx?$/.test(name) &&
    !/\.(test|bench)\.tsx?$/.test(name) &&
    !name.endsWith(".d.ts") &&
    !name.startsWith("test-")
  );
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (isShippedSource(name)) out.push(path);
  }
}

/** The shipped sources below one package's src/ folder (absolute paths). */
export function shippedFiles(srcDir: string): string[] {
  const files: string[] = [];
  walk(srcDir, files);
  return files;
}

/** The sources of one package's src/ folder with their imports. */
export function readPackage(srcDir: string): SourceFile[] {
  return shippedFiles(srcDir).map((file) => {
    // Comments hold usage examples ("import { x } from '@vnboard/feed'") that are not imports.
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const packages: string[] = [];
    const local: string[] = [];
    for (const match of text.matchAll(SPECIFIER)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (spec.startsWith(".")) {
        const target = relative(srcDir, resolve(dirname(file), spec))
          .split(sep)
          .join("/");
        local.push(target.replace(/\.(tsx?|js)$/, ""));
      } else {
        packages.push(spec);
      }
    }
    return { path: relative(srcDir, file).split(sep).join("/"), packages, local };
  });
}

/** The top-level folder of a path from src/ ("" for files directly in src/). */
export function topFolder(path: string): string {
  const slash = path.indexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

/** Edges between distinct top-level folders (files directly in src/, such as index.ts, are the root). */
export function folderEdges(files: readonly SourceFile[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = topFolder(file.path);
    if (from === "") continue;
    for (const target of file.local) {
      const to = topFolder(target);
      if (to === "" || to === from || to.startsWith("..")) continue;
      const set = edges.get(from) ?? new Set<string>();
      edges.set(from, set);
      set.add(to);
    }
  }
  return edges;
}

/** Groups of folders that import each other, directly or through others (Tarjan's components of size > 1). */
export function folderLoops(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      for (;;) {
        const top = stack.pop()!;
        onStack.delete(top);
        group.push(top);
        if (top === node) break;
      }
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return loops.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}
