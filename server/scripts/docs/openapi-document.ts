import { z } from "zod";
import { code } from "./markdown.ts";

/**
 * The part of an OpenAPI 3 document the reference pages are written from, read from the auth
 * routes' document and the billing API's. Anything else in them is let through unread.
 */

const schemaObject = z.looseObject({
  $ref: z.string().optional(),
  description: z.string().optional(),
  get properties() {
    return z.record(z.string(), schemaObject).optional();
  },
  required: z.array(z.string()).optional(),
  get anyOf() {
    return z.array(schemaObject).optional();
  },
  get oneOf() {
    return z.array(schemaObject).optional();
  },
  get allOf() {
    return z.array(schemaObject).optional();
  },
  get items() {
    return schemaObject.optional();
  },
});
export type SchemaObject = z.infer<typeof schemaObject>;

const media = z.record(z.string(), z.looseObject({ schema: schemaObject.optional() }));

const operation = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), required: z.boolean().optional() })).optional(),
  requestBody: z.looseObject({ content: media.optional() }).optional(),
  responses: z.record(z.string(), z.looseObject({ content: media.optional() })).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
export type Operation = z.infer<typeof operation>;

const openApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\./, "must be an OpenAPI 3 document"),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The HTTP methods an OpenAPI path item holds, in the order the pages list them. */
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export type DescribedOperation = { method: string; path: string; operation: Operation };

/** Every operation of a document, in the order of its paths, then by method. */
export function operationsOf(document: unknown): DescribedOperation[] {
  const { paths } = openApiDocument.parse(document);
  return Object.keys(paths).flatMap((path) =>
    METHODS.flatMap((method) => {
      const item = paths[path]?.[method];
      return item === undefined ? [] : [{ method: method.toUpperCase(), path, operation: operation.parse(item) }];
    }),
  );
}

/** `GET /path` as inline code. */
export function route(described: DescribedOperation): string {
  return code(`${described.method} ${described.path}`);
}

/** The JSON schema of a request body or response, whichever media type carries one. */
export function contentSchema(content: Operation["requestBody"]): SchemaObject | undefined {
  const mediaTypes = content?.content ?? {};
  return (mediaTypes["application/json"] ?? Object.values(mediaTypes)[0])?.schema;
}

/** The name a `$ref` points at (`#/components/schemas/Product` → `Product`). */
export function refName(schema: SchemaObject | undefined): string | undefined {
  return schema?.$ref?.split("/").pop();
}

/**
 * An object schema's fields as `name`, then `optional?`; alternatives (anyOf/oneOf) joined by
 * "or"; a schema without named fields as "any fields".
 */
export function fieldsOf(schema: SchemaObject | undefined): string {
  if (!schema) return "";
  const alternatives = schema.anyOf ?? schema.oneOf;
  // Alternatives that differ only in their fields' values (a `type` per kind) are listed once.
  if (alternatives) return [...new Set(alternatives.map(fieldsOf).filter(Boolean))].join(" or ");
  if (!schema.properties) return schema.$ref ? code(refName(schema) ?? schema.$ref) : "any fields";
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties);
  return [
    ...names.filter((name) => required.has(name)).map((name) => code(name)),
    ...names.filter((name) => !required.has(name)).map((name) => code(`${name}?`)),
  ].join(", ");
}

/** The parameters of one place (`query`, `header`), as `name`, `optional?`. */
export function parametersIn(described: DescribedOperation, place: string): string {
  return (described.operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => code(parameter.required ? parameter.name : `${parameter.name}?`))
    .join(", ");
}

/** Text for one table cell: the first paragraph, on one line. */
export function firstParagraph(text: string | undefined): string {
  return (
    (text ?? "")
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? ""
  );
}
