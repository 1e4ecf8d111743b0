import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Writing the generated reference pages, or (`--check`) telling which committed page differs
 * from what its source generates, so a change to the source without the page fails the lint.
 */

/** The repository's root. */
const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export type GeneratedPage = {
  /** The page's path from the repository's root. */
  path: string;
  render: () => Promise<string>;
};

/** A template's text (templates/), without its leading comment, which is for whoever edits it. */
export function template(name: string): string {
  const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "templates", name), "utf8");
  return text.replace(/^<!--[\s\S]*?-->\s*/, "").trimEnd();
}

/** The note at the top of a generated page: where it comes from, and how to change it. */
export function generatedNotice(source: string): string {
  return `<!-- Generated from ${source} by server/scripts/docs (npm run docs -w server): edit the source, not this page. -->`;
}

/** Writes every page, or with `--check` compares them; the exit code says whether all were up to date. */
export async function runPages(pages: readonly GeneratedPage[], argv: readonly string[]): Promise<void> {
  const check = argv.includes("--check");
  const stale: string[] = [];
  for (const page of pages) {
    const file = join(REPOSITORY_ROOT, page.path);
    const generated = await page.render();
    const committed = readOrEmpty(file);
    if (committed === generated) continue;
    if (check) stale.push(page.path);
    else {
      writeFileSync(file, generated);
      process.stdout.write(`wrote ${relative(process.cwd(), file)}\n`);
    }
  }
  if (stale.length > 0) {
    process.stderr.write(
      `${stale.join(", ")} ${stale.length === 1 ? "differs" : "differ"} from what the code generates: run \`npm run docs -w server\` and commit the result.\n`,
    );
    process.exitCode = 1;
  } else if (check) process.stdout.write(`docs: ${pages.map((page) => page.path).join(", ")} up to date\n`);
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** Whether this module is the script node was asked to run (a generator run on its own). */
export function isEntryPoint(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
