// The catalogs' CI check (`npm run lint:catalogs`): every locale has exactly English's keys, every
// message parses as ICU MessageFormat with the same placeholders and tags as English's, and every
// English key is used somewhere in the code. Prints each problem; exits 1 if there is any.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const catalogsDir = join(root, "server/src/i18n/catalogs");
const SOURCE_LOCALE = "en";
// Looked up by the server's error code, not by a literal key in the code.
const LOOKED_UP_BY_CODE = new Set(["errors"]);

const problems = [];
const problem = (text) => problems.push(text);

/** `{ a: { b: "…" } }` → Map("a.b" → "…"). */
function flatten(value, prefix, into, file) {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === "string") into.set(path, inner);
    else if (inner && typeof inner === "object") flatten(inner, path, into, file);
    else problem(`${file}: ${path} is neither a message nor a group`);
  }
  return into;
}

function readLocale(locale) {
  const dir = join(catalogsDir, locale);
  const namespaces = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const path = join(dir, file);
    try {
      namespaces.set(
        file.slice(0, -5),
        flatten(JSON.parse(readFileSync(path, "utf8")), "", new Map(), relative(root, path)),
      );
    } catch (error) {
      problem(`${relative(root, path)}: ${error.message}`);
    }
  }
  return namespaces;
}

/** The placeholders and tags a message uses, e.g. "arg:name", "plural:count", "tag:link". */
function signature(message, where) {
  const found = new Set();
  const visit = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.add(`arg:${element.value}`);
      else if (element.type === TYPE.number) found.add(`number:${element.value}`);
      else if (element.type === TYPE.date || element.type === TYPE.time) found.add(`date:${element.value}`);
      else if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.type === TYPE.plural ? "plural" : "select"}:${element.value}`);
        if (!("other" in element.options)) problem(`${where}: {${element.value}} has no "other" case`);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (element.type === TYPE.literal) {
        for (const tag of element.value.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)) found.add(`tag:${tag[1]}`);
      }
    }
  };
  try {
    // Tags are text to i18next-icu (react-i18next's <Trans> reads them), so parse them as text.
    visit(parse(message, { ignoreTag: true }));
  } catch (error) {
    problem(`${where}: not a valid ICU message (${error.message})`);
  }
  return [...found].sort().join(" ");
}

const locales = readdirSync(catalogsDir).filter((name) => statSync(join(catalogsDir, name)).isDirectory());
// The languages the server and web app offer (locales.ts) must each have a catalog.
const offered = readFileSync(join(root, "server/src/i18n/locales.ts"), "utf8").match(
  /SUPPORTED_LOCALES = \[([^\]]+)\]/,
);
for (const locale of [...(offered?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1]))
  if (!locales.includes(locale)) problem(`${locale}: offered in server/src/i18n/locales.ts but has no catalog`);
const english = readLocale(SOURCE_LOCALE);
const englishSignatures = new Map();
for (const [namespace, messages] of english)
  for (const [key, message] of messages)
    englishSignatures.set(`${namespace}:${key}`, signature(message, `${SOURCE_LOCALE}/${namespace}:${key}`));

for (const locale of locales.filter((name) => name !== SOURCE_LOCALE)) {
  const catalog = readLocale(locale);
  for (const [namespace, messages] of english) {
    const translated = catalog.get(namespace);
    if (!translated) {
      problem(`${locale}: namespace ${namespace} is missing`);
      continue;
    }
    for (const key of messages.keys()) {
      const message = translated.get(key);
      if (message === undefined) problem(`${locale}/${namespace}: missing key ${key}`);
      else if (message.trim() === "") problem(`${locale}/${namespace}: ${key} is empty`);
      else {
        const expected = englishSignatures.get(`${namespace}:${key}`);
        const actual = signature(message, `${locale}/${namespace}:${key}`);
        if (actual !== expected)
          problem(`${locale}/${namespace}:${key}: placeholders "${actual}" differ from English's "${expected}"`);
      }
    }
    for (const key of translated.keys())
      if (!messages.has(key)) problem(`${locale}/${namespace}: unused key ${key} (not in English)`);
  }
  for (const namespace of catalog.keys())
    if (!english.has(namespace)) problem(`${locale}: namespace ${namespace} is not in English`);
}

/** Every string literal in the code that reads catalogs: the keys it can ask for. */
function literalsIn(dirs) {
  const literals = new Set();
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (path === catalogsDir || path.endsWith("node_modules")) return;
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (/\.(ts|tsx|mjs)$/.test(path) && !/\.(test|e2e)\.tsx?$/.test(path)) {
      // Keys are made of letters, digits, dots, dashes and a namespace's colon: quoted tokens of
      // that shape, without pairing every quote of the file (JSX text has apostrophes).
      for (const match of readFileSync(path, "utf8").matchAll(/["'`]([\w.:-]+)["'`]/g)) literals.add(match[1]);
    }
  };
  for (const dir of dirs) visit(dir);
  return literals;
}

const literals = literalsIn([join(root, "web/src"), join(root, "server/src")]);
for (const [namespace, messages] of english) {
  if (LOOKED_UP_BY_CODE.has(namespace)) continue;
  for (const key of messages.keys())
    if (!literals.has(key) && !literals.has(`${namespace}:${key}`))
      problem(`en/${namespace}: key ${key} is not used in the code`);
}

const keyCount = [...english.values()].reduce((sum, messages) => sum + messages.size, 0);
if (problems.length > 0) {
  for (const text of problems) console.error(text);
  console.error(`${problems.length} catalog problem(s)`);
  process.exit(1);
}
console.log(
  `catalogs: ${locales.length} locales × ${keyCount} keys in ${english.size} namespaces, all present, parsed and used`,
);
