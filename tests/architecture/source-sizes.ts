/**
 * Lengths of the shipped sources (packages/<pkg>/src, tests, benchmarks and test-*.ts support excluded:
 * import-graph.ts's selection) and of every function in them, for the size check (sizes.test.ts).
 *
 * Functions are found with TypeScript's own parser, not by matching braces: function declarations and
 * expressions, arrow functions, methods, constructors and accessors. A function's length is the lines
 * from its first token (a modifier, `async` or its name) to its closing brace, blank and comment lines
 * included (what a reader scrolls through) and nested functions included (a component or a closure
 * that holds its helpers is as long as all of them). Comments above a function are not counted.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { shippedFiles } from "./import-graph";

export interface SourceLength {
  /** Path from the repository root, with '/' separators. */
  path: string;
  lines: number;
}

export interface FunctionLength extends SourceLength {
  /** The function's name, else the variable or property it is assigned to, else "(anonymous)". */
  name: string;
  /** First line of the function, 1-based. */
  line: number;
}

/** Every shipped source file of every package under `root`/packages. */
export function shippedSources(root: string): string[] {
  const packages = join(root, "packages");
  return readdirSync(packages)
    .map((pkg) => join(packages, pkg, "src"))
    .filter(existsDir)
    .flatMap(shippedFiles)
    .sort();
}

function existsDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name !== undefined) return named.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  // A callback: name it by the call it is passed to ("useEffect callback", "describe callback").
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)} callback`;
  return "(anonymous)";
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** The file's length and the length of each function with a body in it. */
export function measure(file: string, root: string): { file: SourceLength; functions: FunctionLength[] } {
  const text = readFileSync(file, "utf8");
  const path = relative(root, file).split(sep).join("/");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const functions: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node) && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.body.getEnd()).line;
      functions.push({ path, name: nameOf(node, source), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A file ending in a newline has as many lines as newlines (what `wc -l` and an editor show).
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  return { file: { path, lines }, functions };
}
