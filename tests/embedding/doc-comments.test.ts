/**
 * Every symbol the two packages export has a TSDoc comment: what an embedder's editor shows on hover.
 * Read from the packages' entry sources with the TypeScript compiler API (the same comments tsup copies
 * into the published .d.ts files).
 */
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./package-dists";

const ENTRIES = {
  "@vnboard/feed": "packages/feed/src/index.ts",
  "@vnboard/board-canvas": "packages/board-canvas/src/index.ts",
  "@vnboard/board-canvas/react": "packages/board-canvas/src/react/index.ts",
} as const;

function program(): ts.Program {
  return ts.createProgram(
    Object.values(ENTRIES).map((entry) => join(REPO_ROOT, entry)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      paths: { "@vnboard/feed": [join(REPO_ROOT, ENTRIES["@vnboard/feed"])] },
    },
  );
}

/** The exported names of one entry point that carry no documentation comment, with their files. */
function undocumented(checker: ts.TypeChecker, source: ts.SourceFile): { names: string[]; count: number } {
  const module = checker.getSymbolAtLocation(source);
  if (module === undefined) throw new Error(`${source.fileName} is not a module`);
  const exported = checker.getExportsOfModule(module);
  const names: string[] = [];
  for (const symbol of exported) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (ts.displayPartsToString(target.getDocumentationComment(checker)).trim() !== "") continue;
    const file = target.declarations?.[0]?.getSourceFile().fileName ?? "?";
    names.push(`${symbol.name} (${file.slice(REPO_ROOT.length)})`);
  }
  return { names, count: exported.length };
}

describe("TSDoc on every exported symbol", () => {
  const built = program();
  const checker = built.getTypeChecker();

  for (const [entry, path] of Object.entries(ENTRIES)) {
    it(`${entry}: every export is documented`, () => {
      const source = built.getSourceFile(join(REPO_ROOT, path));
      if (source === undefined) throw new Error(`no ${path}`);
      const { names, count } = undocumented(checker, source);
      console.log(`${entry}: ${count} exports, ${names.length} without a doc comment`);
      expect(count).toBeGreaterThan(0);
      expect(names).toEqual([]);
    });
  }
});
