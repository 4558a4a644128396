/**
 * Makes the project's own reference data files (packages/server/data/reference) from a snapshot of the
 * public facts it is built on: symbols with their names and ICB industries, shares outstanding, index
 * baskets and trading holidays (see NOTICE for sources and licences). The output is committed, so a fresh
 * clone shows the real market; run this again when a newer snapshot arrives:
 *
 *   npm run data:reference -- [--from DIR] [--check]
 *
 * DIR defaults to ../shared/data beside the repository. Facts carry over unchanged; the files are
 * normalised (trimmed, runs of spaces collapsed, rows sorted) and validated: a malformed snapshot stops
 * the script with the reasons rather than shipping a broken market (a code without an exchange, or
 * shares for a code the symbol list does not have yet, are kept and printed as notes). `--check` only compares the
 * committed files with what the snapshot would give (exit 1 when they differ).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsvObjects } from "../packages/server/src/sim/csv";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "packages/server/data/reference");

const SYMBOL_COLUMNS = [
  "symbol",
  "name_vi",
  "name_en",
  "exchange",
  "icb_industry_vi",
  "icb_industry_en",
  "icb_supersector_vi",
  "icb_supersector_en",
  "icb_code",
  "in_vn30",
] as const;
const EXCHANGES = new Set(["HSX", "HNX", "UPCOM", "BOND", "DELISTED", ""]);

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The newest dated file of a kind in the snapshot (shares_outstanding_2026Q2.csv, ...). */
function newest(dir: string, prefix: string, ext: string): string {
  const names = readdirSync(dir)
    .filter((n) => n.startsWith(prefix) && n.endsWith(ext))
    .sort();
  if (names.length === 0) throw new Error(`${dir}: no ${prefix}*${ext}`);
  return names[names.length - 1];
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const lines = [columns.join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c] ?? "")).join(","));
  return `${lines.join("\n")}\n`;
}

function buildSymbols(text: string, problems: string[]): Record<string, string>[] {
  const rows = parseCsvObjects(text).map((r) => {
    const out: Record<string, string> = {};
    for (const c of SYMBOL_COLUMNS) out[c] = clean(r[c] ?? "");
    return out;
  });
  const seen = new Set<string>();
  for (const r of rows) {
    if (!/^[A-Z0-9]{3,12}$/.test(r.symbol)) problems.push(`symbols: bad code "${r.symbol}"`);
    if (seen.has(r.symbol)) problems.push(`symbols: ${r.symbol} twice`);
    seen.add(r.symbol);
    if (!EXCHANGES.has(r.exchange)) problems.push(`symbols: ${r.symbol} on unknown exchange "${r.exchange}"`);
    if (r.icb_code !== "" && !/^\d{4}$/.test(r.icb_code))
      problems.push(`symbols: ${r.symbol} icb "${r.icb_code}"`);
    if (r.in_vn30 !== "True" && r.in_vn30 !== "False")
      problems.push(`symbols: ${r.symbol} in_vn30 "${r.in_vn30}"`);
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

function buildShares(
  text: string,
  known: Set<string>,
  problems: string[],
  notes: string[],
): Record<string, string>[] {
  const rows = parseCsvObjects(text).map((r) => ({
    symbol: clean(r.symbol),
    period: clean(r.period),
    shares: clean(r.shares),
  }));
  for (const r of rows) {
    // Kept: the shares file is a newer snapshot than the symbol list (new listings); the loader skips them.
    if (!known.has(r.symbol)) notes.push(`shares: ${r.symbol} is not in symbols.csv`);
    if (!/^\d+$/.test(r.shares) || Number(r.shares) <= 0) problems.push(`shares: ${r.symbol} "${r.shares}"`);
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

function buildBaskets(text: string, known: Set<string>, problems: string[]): Record<string, string>[] {
  const rows = parseCsvObjects(text).map((r) => ({
    snapshot_date: clean(r.snapshot_date),
    index_code: clean(r.index_code),
    symbol: clean(r.symbol),
  }));
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (!known.has(r.symbol)) problems.push(`baskets: ${r.index_code} holds unknown symbol ${r.symbol}`);
    counts.set(r.index_code, (counts.get(r.index_code) ?? 0) + 1);
  }
  for (const index of ["VN30", "HNX30"]) {
    if (counts.get(index) !== 30)
      problems.push(`baskets: ${index} has ${counts.get(index) ?? 0} members, not 30`);
  }
  const key = (r: Record<string, string>) => `${r.index_code}\u0000${r.symbol}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function buildHolidays(text: string, problems: string[]): string {
  const parsed = JSON.parse(text) as Record<string, string[]>;
  const out: Record<string, string[]> = {};
  for (const year of Object.keys(parsed).sort()) {
    const days = [...new Set(parsed[year])].sort();
    for (const d of days)
      if (!d.startsWith(`${year}-`) || Number.isNaN(Date.parse(d))) problems.push(`holidays: ${d}`);
    out[year] = days;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

function main(): void {
  const from = resolve(argValue("--from") ?? join(root, "../shared/data"));
  if (!existsSync(join(from, "symbols.csv"))) {
    console.error(`No reference snapshot at ${from} (symbols.csv missing). Pass --from DIR.`);
    process.exit(2);
  }
  const problems: string[] = [];
  const notes: string[] = [];
  const symbols = buildSymbols(readFileSync(join(from, "symbols.csv"), "utf8"), problems);
  const known = new Set(symbols.map((r) => r.symbol));
  const sharesName = newest(from, "shares_outstanding", ".csv");
  const basketsName = newest(from, "index_baskets", ".csv");
  const files: Record<string, string> = {
    "symbols.csv": csv(SYMBOL_COLUMNS, symbols),
    [sharesName]: csv(
      ["symbol", "period", "shares"],
      buildShares(readFileSync(join(from, sharesName), "utf8"), known, problems, notes),
    ),
    [basketsName]: csv(
      ["snapshot_date", "index_code", "symbol"],
      buildBaskets(readFileSync(join(from, basketsName), "utf8"), known, problems),
    ),
    "trading_holidays.json": buildHolidays(
      readFileSync(join(from, "trading_holidays.json"), "utf8"),
      problems,
    ),
  };
  for (const note of notes) console.log(`note: ${note}`);
  if (problems.length > 0) {
    console.error(`The snapshot at ${from} is not usable:\n- ${problems.slice(0, 40).join("\n- ")}`);
    process.exit(1);
  }
  if (process.argv.includes("--check")) {
    const stale = Object.entries(files).filter(
      ([name, text]) => !existsSync(join(outDir, name)) || readFileSync(join(outDir, name), "utf8") !== text,
    );
    for (const [name] of stale) console.error(`stale: ${name}`);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  const active = (ex: string) =>
    symbols.filter((r) => r.exchange === ex && /^[A-Z0-9]{3}$/.test(r.symbol)).length;
  console.log(
    `wrote ${Object.keys(files).length} files to ${outDir}: ${symbols.length} symbols ` +
      `(stocks HSX ${active("HSX")}, HNX ${active("HNX")}, UPCOM ${active("UPCOM")}), from ${from}`,
  );
}

main();
