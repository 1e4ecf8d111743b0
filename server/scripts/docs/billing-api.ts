/**
 * Writes docs/reference/billing-api.md from the /v1 OpenAPI document (what `npm run openapi -w
 * server` prints and `GET /v1/openapi.json` serves): a table per tag, each route with its summary,
 * the credentials it takes, and its request and answer schemas. `tsx scripts/docs/billing-api.ts [--check]`.
 */
import { billingOpenApiDocument } from "../openapi.ts";
import { code, paragraph, table } from "./markdown.ts";
import {
  contentSchema,
  type DescribedOperation,
  fieldsOf,
  firstParagraph,
  type Operation,
  operationsOf,
  parametersIn,
  refName,
  route,
} from "./openapi-document.ts";
import { type GeneratedPage, generatedNotice, isEntryPoint, runPages, template } from "./pages.ts";

export const billingApiPage: GeneratedPage = {
  path: "docs/reference/billing-api.md",
  render: async () => renderBillingApi(await billingOpenApiDocument()),
};

function renderBillingApi(document: unknown): string {
  // Tags in the order the API registers its domains.
  const byTag = new Map<string, DescribedOperation[]>();
  for (const described of operationsOf(document)) {
    const tag = described.operation.tags?.[0] ?? "other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), described]);
  }
  return [
    generatedNotice("the /v1 OpenAPI document (server/src/billing/, npm run openapi -w server)"),
    "",
    "# Billing API (`/v1`)",
    "",
    template("billing-api.md"),
    "",
    "## Routes",
    "",
    paragraph(
      "By tag, as the OpenAPI document groups them. A parameter marked `?` may be left out; a schema named here is in the document's `components.schemas`.",
    ),
    ...[...byTag].flatMap(([tag, operations]) => [
      "",
      `### ${heading(tag)}`,
      "",
      table(["route", "summary", "auth", "request", "answer"], operations.map(row)),
    ]),
    "",
    template("billing-api-related.md"),
    "",
  ].join("\n");
}

function row(described: DescribedOperation): string[] {
  const { operation } = described;
  const description = firstParagraph(operation.description);
  const summary =
    operation.summary && description
      ? `${operation.summary.replace(/\.$/, "")}. ${description}`
      : (operation.summary ?? description);
  return [route(described), summary || "—", credentials(operation), request(described), answer(operation)];
}

/** The security schemes a route accepts, with their scopes when the document names any. */
function credentials(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((requirement) =>
    Object.entries(requirement).map(([scheme, scopes]) =>
      scopes.length > 0 ? `${code(scheme)} (${scopes.map(code).join(", ")})` : code(scheme),
    ),
  );
  return schemes.length > 0 ? schemes.join(", ") : "none";
}

function request(described: DescribedOperation): string {
  const body = fieldsOf(contentSchema(described.operation.requestBody));
  const query = parametersIn(described, "query");
  return [body && `body: ${body}`, query && `query: ${query}`].filter(Boolean).join("; ") || "—";
}

/** The successful answers: status, and the schema (or media type) of each. */
function answer(operation: Operation): string {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^[23]/.test(status))
    .map(([status, response]) => {
      const schema = contentSchema(response);
      const mediaTypes = Object.keys(response.content ?? {});
      const shape = refName(schema) ?? (mediaTypes[0] && mediaTypes[0] !== "application/json" ? mediaTypes[0] : "");
      return shape ? `${status} ${code(shape)}` : status;
    })
    .join(", ");
}

/** `organization_access_tokens` as "Organization access tokens (`organization_access_tokens`)". */
function heading(tag: string): string {
  const words = tag.replace(/[_-]+/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${code(tag)})`;
}

if (isEntryPoint(import.meta.url)) await runPages([billingApiPage], process.argv);
