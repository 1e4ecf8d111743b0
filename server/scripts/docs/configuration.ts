/**
 * Writes docs/reference/configuration.md from the configuration schema (server/src/config/env-schema/):
 * a table per section, each variable with its default and meaning. The default is what the schema
 * gives an unset variable unless the variable's documentation says how to read it.
 * `tsx scripts/docs/configuration.ts [--check]`.
 */
import { ENV_SECTIONS, envSchema } from "../../src/config/env-schema/index.ts";
import type { DocumentedSection, VariableDoc } from "../../src/config/env-schema/section.ts";
import { code, paragraph, table } from "./markdown.ts";
import { type GeneratedPage, generatedNotice, isEntryPoint, runPages, template } from "./pages.ts";

export const configurationPage: GeneratedPage = {
  path: "docs/reference/configuration.md",
  render: async () => {
    // What the schema gives a variable nobody set: the defaults as the code applies them.
    const unset: Record<string, unknown> = envSchema.parse({});
    return [
      generatedNotice("server/src/config/env-schema/"),
      "",
      "# Configuration",
      "",
      template("configuration.md"),
      ...ENV_SECTIONS.flatMap((section) => ["", ...renderSection(section, unset)]),
      "",
    ].join("\n");
  },
};

function renderSection(section: DocumentedSection, unset: Record<string, unknown>): string[] {
  const rows = Object.entries(section.docs).flatMap(([name, doc]) =>
    doc ? [[names(name, doc), doc.default ?? shownDefault(unset[name]), doc.meaning]] : [],
  );
  return [
    `## ${section.title}`,
    "",
    ...(section.intro ? [paragraph(section.intro), ""] : []),
    table(["variable", "default", "meaning"], rows),
  ];
}

function names(name: string, doc: VariableDoc): string {
  return [name, ...(doc.alsoNames ?? [])].map(code).join(", ");
}

/** A parsed default as the table shows it: "—" for none (unset, an empty list). */
function shownDefault(value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return "—";
  return code(Array.isArray(value) ? value.join(",") : String(value));
}

if (isEntryPoint(import.meta.url)) await runPages([configurationPage], process.argv);
