import type { z } from "zod";

/**
 * One environment variable as the configuration reference (docs/reference/configuration.md)
 * shows it. Markdown; links are relative to docs/reference/, where the page is written.
 */
export type VariableDoc = {
  /** What the variable does. */
  meaning: string;
  /**
   * The default as a reader should see it. Without it the reference shows the value the schema
   * gives an unset variable ("—" for none), so this is only for defaults the schema cannot show:
   * one that depends on the environment, the machine or a library.
   */
  default?: string;
  /** Further names documented on the same row (`<ID>_CLIENT_SECRET` beside `<ID>_CLIENT_ID`). */
  alsoNames?: readonly string[];
};

/** Variables named after a provider id (`CORP_ISSUER` for `corp`), read by name rather than through the schema. */
export type ProviderVariableName = `<ID>_${string}`;

/**
 * A documentation entry for every variable of the section's schema, and for the names it reads
 * outside the schema: a variable without one, or an entry for no variable, does not compile.
 * The entries' order is the order of the reference's rows.
 */
export type SectionDocs<Shape, ReadByName extends string> = {
  readonly [K in keyof Shape | ReadByName]: VariableDoc;
} & {
  readonly [K in ProviderVariableName]?: VariableDoc;
};

/** A group of related variables: their schema, and their section of the configuration reference. */
export type EnvSection<Shape extends z.ZodRawShape, ReadByName extends string> = {
  /** The reference's heading for the group. */
  title: string;
  /** A paragraph under the heading, before the table (Markdown). */
  intro?: string;
  /** The variables' schema, merged into the environment's (env-schema/index.ts). */
  variables: Shape;
  /** Names this group's settings read outside the schema (their names are not fixed, or they are read raw). */
  readByName?: readonly ReadByName[];
  docs: SectionDocs<Shape, ReadByName>;
};

/** Any section, as the reference generator reads it. */
export type DocumentedSection = {
  title: string;
  intro?: string;
  variables: z.ZodRawShape;
  docs: Readonly<Record<string, VariableDoc | undefined>>;
};

/** Declares a section; its docs must name exactly the section's variables (see SectionDocs). */
export function envSection<Shape extends z.ZodRawShape, ReadByName extends string = never>(
  section: Omit<EnvSection<Shape, ReadByName>, "docs"> & { docs: NoInfer<SectionDocs<Shape, ReadByName>> },
): EnvSection<Shape, ReadByName> {
  return section;
}

/** `a`, `b` or `c`: values as inline code, joined as a sentence lists them. */
export function codeList(values: readonly string[], conjunction: "and" | "or"): string {
  const quoted = values.map((value) => `\`${value}\``);
  const last = quoted.pop();
  return quoted.length === 0 ? (last ?? "") : `${quoted.join(", ")} ${conjunction} ${last}`;
}
