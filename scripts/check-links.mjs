#!/usr/bin/env node
/**
 * Checks every relative link of the repository's Markdown (the README, the changelog, docs/, the
 * packages' and examples' READMEs): the file it names exists, and an anchor (`file.md#heading`,
 * `#heading`) names a heading of that file, slugged as GitHub does. Links to the web (http, https,
 * mailto) are not followed. Exits 1 listing each broken link with its file and line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function markdownFiles() {
  const files = ["README.md", "CHANGELOG.md"].map((name) => join(root, name)).filter((path) => existsSync(path));
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) files.push(path);
    }
  };
  for (const directory of ["docs", "packages", "examples"]) {
    if (existsSync(join(root, directory))) walk(join(root, directory));
  }
  return files;
}

/** The text outside fenced code blocks, line by line (a link in an example is not a link). */
function proseLines(text) {
  let fenced = false;
  return text.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line.replace(/`[^`]*`/g, "");
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsOfFile(path) {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, "utf8")));
  return anchorCache.get(path);
}

const problems = [];
let checked = 0;
for (const file of markdownFiles()) {
  const lines = proseLines(readFileSync(file, "utf8"));
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      checked++;
      const [pathPart, anchor] = target.split("#");
      const where = `${relative(root, file)}:${index + 1}`;
      const targetPath = pathPart ? resolve(dirname(file), decodeURIComponent(pathPart)) : file;
      if (!existsSync(targetPath)) {
        problems.push(`${where}: ${target} — no such file`);
        continue;
      }
      if (anchor === undefined || anchor === "") continue;
      const markdown = statSync(targetPath).isFile() && targetPath.endsWith(".md");
      if (markdown && !anchorsOfFile(targetPath).has(decodeURIComponent(anchor).toLowerCase()))
        problems.push(`${where}: ${target} — no heading #${anchor} there`);
    }
  });
}

if (problems.length > 0) {
  process.stderr.write(`${problems.length} broken link${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}\n`);
  process.exit(1);
}
process.stdout.write(`links: ${checked} relative links in the Markdown, all resolve\n`);
