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

/** Files a user of the packages cannot see: the docs must not send them there. */
const INTERNAL_REFERENCE =
  /\bspec(?:'s)? (?:section )?\d|\bspec \d|STYLE\.md|DESIGN\.md|market-rules\.md|\bthe brief\b|\bhabit \d/i;

/** Exported names (and members of exported types) whose documentation points at internal files. */
function internalReferences(checker: ts.TypeChecker, source: ts.SourceFile): string[] {
  const module = checker.getSymbolAtLocation(source)!;
  const found: string[] = [];
  const check = (name: string, symbol: ts.Symbol) => {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
    if (INTERNAL_REFERENCE.test(text)) found.push(`${name}: ${INTERNAL_REFERENCE.exec(text)![0]}`);
  };
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    check(symbol.name, target);
    if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target)))
        check(`${symbol.name}.${member.name}`, member);
  }
  return found;
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

  for (const entry of ["@vnboard/board-canvas", "@vnboard/board-canvas/react"] as const) {
    it(`${entry}: doc comments are written for users (no internal spec or style-guide references)`, () => {
      const source = built.getSourceFile(join(REPO_ROOT, ENTRIES[entry]))!;
      expect(internalReferences(checker, source)).toEqual([]);
    });
  }
});
