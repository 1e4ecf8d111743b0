import { i18n } from "../../../i18n/i18n";

/** The parts of an OpenAPI 3.1 document the reference page reads (what @hono/zod-openapi writes). */

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  prefixItems?: SchemaObject[];
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface ParameterObject {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

interface MediaContent {
  content?: Record<string, { schema?: SchemaObject }>;
  description?: string;
  required?: boolean;
}

export interface OperationObject {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: MediaContent;
  responses?: Record<string, MediaContent>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Endpoint {
  id: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

export interface TagGroup {
  tag: string;
  endpoints: Endpoint[];
}

/** Endpoints grouped by their first tag, tags and paths in document order. */
export function groupByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "other";
      const list = groups.get(tag) ?? [];
      list.push({ id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-"), method, path, operation });
      groups.set(tag, list);
    }
  }
  return [...groups].map(([tag, endpoints]) => ({ tag, endpoints }));
}

/** `#/components/schemas/Product` → `Product`. */
export function refName(ref: string): string {
  return ref.split("/").pop() ?? ref;
}

/** A one-line type: `string (uuid)`, `array<Product>`, `"once" | "forever"`, `Address | null`. */
export function typeLabel(schema: SchemaObject | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeLabel).join(" | ");
  if (schema.allOf) return schema.allOf.map(typeLabel).join(" & ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) => {
    if (type === "array")
      return schema.prefixItems
        ? `[${schema.prefixItems.map(typeLabel).join(", ")}]`
        : `array<${typeLabel(schema.items)}>`;
    if (
      type === "object" &&
      !schema.properties &&
      schema.additionalProperties &&
      typeof schema.additionalProperties === "object"
    ) {
      return `record<string, ${typeLabel(schema.additionalProperties)}>`;
    }
    return schema.format && type !== "null" ? `${type} (${schema.format})` : type;
  });
  if (schema.nullable) labels.push("null");
  return labels.join(" | ") || (schema.properties ? "object" : "any");
}

/** The object schema to list properties of, following a `$ref` or a nullable wrapper. */
export function objectOf(schema: SchemaObject | undefined, document: OpenApiDocument): SchemaObject | null {
  if (!schema) return null;
  if (schema.$ref) return document.components?.schemas?.[refName(schema.$ref)] ?? null;
  if (schema.properties) return schema;
  return null;
}

/**
 * Limits worth showing next to a field: `1..100`, `max 255 chars`, `default 10`, the pattern. The
 * limits are the document's own figures, passed as text so they read exactly as the schema has them.
 */
export function constraintsOf(schema: SchemaObject): string[] {
  const notes: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    notes.push(`${schema.minimum ?? "…"}..${schema.maximum ?? "…"}`);
  if (schema.minLength !== undefined)
    notes.push(i18n.t("api-reference:constraints.minLength", { min: String(schema.minLength) }));
  if (schema.maxLength !== undefined)
    notes.push(i18n.t("api-reference:constraints.maxLength", { max: String(schema.maxLength) }));
  if (schema.pattern) notes.push(i18n.t("api-reference:constraints.pattern", { pattern: schema.pattern }));
  if (schema.default !== undefined)
    notes.push(i18n.t("api-reference:constraints.default", { value: JSON.stringify(schema.default) }));
  return notes;
}
