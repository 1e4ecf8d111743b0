#!/usr/bin/env node
/**
 * The server's structure, counted: imports that run against the layers, SQL outside repositories,
 * source files over 400 lines. Each must be 0; the counts are printed either way.
 *
 * The layers, lowest first (docs/architecture.md): a module may import its own layer and those
 * below it, never one above.
 *   platform   kit, db, config, i18n, mail, storage, metrics, pdf, release, http, payment
 *              processors, and membership (who belongs to which organization, read by both)
 *   identity   auth/ (billing reaches it through auth/identity.ts alone)
 *   on identity  audit/, branding/
 *   billing    billing/
 *   crossing   the features that need identity and billing: account-billing/, app-integration/,
 *              exports/, imports/
 *   root       composition/, cli/, main.ts: they build the rest and hand the plugins to auth
 *
 * One exception: db/schema.ts gathers every domain's table types (type-only imports of `tables.ts`
 * files) so that one Kysely type describes the database; no code runs through those imports.
 * Tests (`*.test.ts`) may import anything: they try the assembled product.
 *
 * Usage: node scripts/check-structure.mjs [--list]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "server", "src");
const list = process.argv.includes("--list");

const LAYERS = [
  [
    "platform",
    [
      "kit",
      "db",
      "config",
      "config.ts",
      "i18n",
      "mail",
      "storage",
      "metrics",
      "pdf",
      "release",
      "http",
      "payment-processors",
      "membership",
    ],
  ],
  ["identity", ["auth"]],
  ["on identity", ["audit", "branding"]],
  ["billing", ["billing"]],
  ["crossing", ["account-billing", "app-integration", "exports", "imports"]],
  ["root", ["composition", "cli", "main.ts"]],
];
const rankOf = new Map(LAYERS.flatMap(([, tops], rank) => tops.map((top) => [top, rank])));
const MAX_LINES = 400;

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : isSource(path) ? [path] : [];
  });
}

const topOf = (file) => relative(src, file).split(sep)[0];
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    found.push({ target: resolve(dirname(file), specifier), typeOnly: Boolean(match[2]), specifier });
  }
  return found;
}

function againstLayers(file) {
  const from = topOf(file);
  const fromRank = rankOf.get(from);
  const problems = [];
  if (fromRank === undefined) return [`${relative(root, file)}: ${from} is in no layer (scripts/check-structure.mjs)`];
  for (const { target, typeOnly, specifier } of importsOf(file)) {
    if (!target.startsWith(src + sep)) continue;
    const to = topOf(target);
    const toRank = rankOf.get(to);
    const where = `${relative(root, file)} → ${specifier}`;
    if (toRank === undefined) problems.push(`${where}: ${to} is in no layer`);
    else if (relative(src, file) === join("db", "schema.ts") && typeOnly && /[/-]tables\.ts$/.test(target)) continue;
    else if (toRank > fromRank) problems.push(`${where}: ${LAYERS[fromRank][0]} imports ${LAYERS[toRank][0]}`);
    else if (from === "billing" && to === "auth" && relative(src, target) !== join("auth", "identity.ts"))
      problems.push(`${where}: billing reaches identity through auth/identity.ts only`);
  }
  return problems;
}

// Statements and raw SQL belong in repositories (`repository.ts`, `*-repository.ts`); billing's
// clause builders live in billing/common/sql/, and db/ is the database layer itself.
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\bsql</;
const mayHoldSql = (file) => {
  const path = relative(src, file);
  return (
    /(^|[-/])repository\.ts$/.test(path) ||
    path.startsWith(`db${sep}`) ||
    path.startsWith(join("billing", "common", "sql") + sep)
  );
};

const files = walk(src);
const layerProblems = files.flatMap(againstLayers);
const sqlOutside = files.filter((file) => !mayHoldSql(file) && SQL.test(readFileSync(file, "utf8")));
const long = files.filter((file) => readFileSync(file, "utf8").split("\n").length - 1 > MAX_LINES);

const report = [
  ["imports against the layers", layerProblems],
  ["files with SQL outside repositories", sqlOutside.map((file) => relative(root, file))],
  [`source files over ${MAX_LINES} lines`, long.map((file) => relative(root, file))],
];
let failed = false;
for (const [what, items] of report) {
  console.log(`${String(items.length).padStart(4)} ${what}`);
  if (items.length > 0) failed = true;
  if (items.length > 0 && (list || items.length <= 40)) for (const item of items) console.log(`       ${item}`);
}
process.exit(failed ? 1 : 0);
