/**
 * zod-openapi writes a nullable reference (`product: checkoutProduct.nullable()`) as
 * `allOf: [{ $ref }, { type: ["object", "null"] }]`, which a validator reads as "the reference AND
 * object-or-null": null is refused, and openapi-typescript types it as
 * `CheckoutProduct & (Record<string, never> | null)`. This rewrites each such node, in place, as
 * `anyOf: [{ $ref }, { type: "null" }]`, which says what the server sends.
 */
export function withNullableReferences<T extends object>(document: T): T {
  visit(document);
  return document;
}

function visit(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>;
  const reference = nullableReference(record.allOf);
  if (reference) {
    delete record.allOf;
    record.anyOf = [reference, { type: "null" }];
  }
  for (const value of Object.values(record)) visit(value);
}

/** The `$ref` member of an `allOf` that only adds "or null" to it. */
function nullableReference(allOf: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(allOf) || allOf.length !== 2) return undefined;
  const [reference, nullable] = allOf as unknown[];
  if (!isRecord(reference) || typeof reference.$ref !== "string" || !isRecord(nullable)) return undefined;
  const keys = Object.keys(nullable);
  const type = nullable.type;
  const onlyNull = keys.length === 1 && Array.isArray(type) && type.includes("null");
  return onlyNull ? reference : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
