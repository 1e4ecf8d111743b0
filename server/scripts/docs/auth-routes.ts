/**
 * Writes docs/reference/auth-routes.md from the auth routes' OpenAPI document
 * (server/src/auth/openapi/document.ts, served at /api/auth/openapi.json) of an instance built
 * in-process with the default configuration: a table per plugin, each route with better-auth's
 * description and what it takes. `tsx scripts/docs/auth-routes.ts [--check]`.
 */
import { authOpenApiDocument } from "../../src/auth/openapi/document.ts";
import { withDocumentedAuth } from "./auth-instance.ts";
import { paragraph, table } from "./markdown.ts";
import {
  contentSchema,
  type DescribedOperation,
  fieldsOf,
  firstParagraph,
  operationsOf,
  parametersIn,
  route,
} from "./openapi-document.ts";
import { type GeneratedPage, generatedNotice, isEntryPoint, runPages, template } from "./pages.ts";

/** better-auth's tag of the routes no plugin adds. */
const CORE_TAG = "Default";
/** Gatehouse's own plugins' ids start with this (better-auth tags a plugin's routes with its id, capitalised). */
const GATEHOUSE_TAG_PREFIX = "Gatehouse-";

export const authRoutesPage: GeneratedPage = {
  path: "docs/reference/auth-routes.md",
  render: async () => renderAuthRoutes(await withDocumentedAuth(authOpenApiDocument)),
};

function renderAuthRoutes(document: unknown): string {
  const byTag = new Map<string, DescribedOperation[]>();
  for (const described of operationsOf(document)) {
    const tag = described.operation.tags?.[0] ?? CORE_TAG;
    byTag.set(tag, [...(byTag.get(tag) ?? []), described]);
  }
  const tags = [...byTag.keys()].sort((a, b) => tagOrder(a) - tagOrder(b) || byText(heading(a), heading(b)));
  return [
    generatedNotice("the auth routes' OpenAPI document (server/src/auth/openapi/)"),
    "",
    "# Auth routes (`/api/auth`)",
    "",
    template("auth-routes.md"),
    "",
    "## Routes",
    "",
    paragraph(
      "By plugin: better-auth's core first, then its plugins, then Gatehouse's own. A field or parameter marked `?` may be left out.",
    ),
    ...tags.flatMap((tag) => [
      "",
      `### ${heading(tag)}`,
      "",
      table(["route", "description", "input"], (byTag.get(tag) ?? []).map(row)),
    ]),
    "",
  ].join("\n");
}

function row(described: DescribedOperation): string[] {
  const body = fieldsOf(contentSchema(described.operation.requestBody));
  const query = parametersIn(described, "query");
  const header = parametersIn(described, "header");
  const input = [body && `body: ${body}`, query && `query: ${query}`, header && `headers: ${header}`]
    .filter(Boolean)
    .join("; ");
  return [route(described), firstParagraph(described.operation.description) || "—", input || "—"];
}

/** Core routes, then better-auth's plugins, then Gatehouse's own. */
function tagOrder(tag: string): number {
  if (tag === CORE_TAG) return 0;
  return tag.startsWith(GATEHOUSE_TAG_PREFIX) ? 2 : 1;
}

/** Text order that is the same on every machine (no locale's collation). */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How better-auth's plugins are called here; a plugin not listed keeps its tag. */
const PLUGIN_NAMES: Readonly<Record<string, string>> = {
  Admin: "Platform admin",
  "Api-key": "API keys",
  "Device-authorization": "Device authorization",
  "Email-otp": "Email codes",
  Jwt: "JWT",
  "Magic-link": "Magic links",
  "Oauth-provider": "OpenID provider",
  Organization: "Organizations",
  Passkey: "Passkeys",
  Scim: "SCIM",
  Sso: "Single sign-on",
  "Two-factor": "Two-factor",
};

/** A tag as a heading: the core, a better-auth plugin by name with its id, or one of Gatehouse's own by id. */
function heading(tag: string): string {
  if (tag === CORE_TAG) return "Core (better-auth)";
  const pluginId = tag.toLowerCase();
  if (tag.startsWith(GATEHOUSE_TAG_PREFIX)) return `Gatehouse's own: \`${pluginId}\``;
  return `${PLUGIN_NAMES[tag] ?? tag} (\`${pluginId}\`)`;
}

if (isEntryPoint(import.meta.url)) await runPages([authRoutesPage], process.argv);
