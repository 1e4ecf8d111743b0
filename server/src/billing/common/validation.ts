import { z } from "@hono/zod-openapi";

/**
 * Polar's (FastAPI/Pydantic) 422 body: `{ "detail": [{ "loc": [...], "msg": "...", "type": "..." }] }`,
 * `loc` starting with where the value came from ("body", "query", "path").
 */
export const validationItemSchema = z.object({
  loc: z.array(z.union([z.string(), z.number().int()])),
  msg: z.string(),
  type: z.string(),
});
export const validationErrorBodySchema = z
  .object({ detail: z.array(validationItemSchema) })
  .openapi("HTTPValidationError");
export type ValidationItem = z.infer<typeof validationItemSchema>;
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

export type InputLocation = "body" | "query" | "path";

/** Thrown by services for rules a schema cannot express (a taken code, a foreign reference). */
export class ValidationFailure extends Error {
  constructor(readonly items: ValidationItem[]) {
    super(items.map((item) => `${item.loc.join(".")}: ${item.msg}`).join("; "));
    this.name = "ValidationFailure";
  }

  /** One failing field: `ValidationFailure.at(["body", "code"], "Discount code already exists.")`. */
  static at(loc: ValidationItem["loc"], msg: string, type = "value_error"): ValidationFailure {
    return new ValidationFailure([{ loc, msg, type }]);
  }

  toBody(): ValidationErrorBody {
    return { detail: this.items };
  }
}

/** Where the hono validator target puts a value, in Polar's loc vocabulary. */
export function inputLocation(target: string): InputLocation {
  if (target === "query") return "query";
  if (target === "param") return "path";
  return "body";
}

/**
 * zod issues as Pydantic-style items, with SPEC §5's generic wording ("Required", "Expected X,
 * received Y"). zod 4 leaves the offending value out of its issues, so it is read back from
 * `input` (what the client sent) at the issue's path.
 */
export function zodIssuesToItems(
  location: InputLocation,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): ValidationItem[] {
  return issues.map((issue) => ({
    loc: [location, ...issue.path.map(pathKey)],
    ...describe(issue, valueAt(input, issue.path)),
  }));
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function pathKey(key: PropertyKey): string | number {
  return typeof key === "number" ? key : String(key);
}

function describe(issue: z.core.$ZodIssue, input: unknown): { msg: string; type: string } {
  switch (issue.code) {
    case "invalid_type": {
      const received = receivedOf(input);
      if (received === "undefined") return { msg: "Required", type: "missing" };
      return { msg: `Expected ${issue.expected}, received ${received}`, type: `${issue.expected}_type` };
    }
    case "too_small":
      return {
        msg: issue.message,
        type:
          issue.origin === "string"
            ? "string_too_short"
            : issue.origin === "array"
              ? "too_short"
              : "greater_than_equal",
      };
    case "too_big":
      return {
        msg: issue.message,
        type: issue.origin === "string" ? "string_too_long" : issue.origin === "array" ? "too_long" : "less_than_equal",
      };
    case "invalid_value":
      return { msg: issue.message, type: "enum" };
    case "invalid_format":
      return { msg: issue.message, type: issue.format === "url" ? "url_parsing" : "value_error" };
    case "unrecognized_keys":
      return { msg: issue.message, type: "extra_forbidden" };
    case "invalid_union":
      return { msg: issue.message, type: "union_error" };
    default:
      return { msg: issue.message, type: "value_error" };
  }
}

function receivedOf(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

/** A body that is not a JSON object (malformed JSON, another content type): what FastAPI says. */
export function invalidJsonBody(message: string): ValidationFailure {
  return ValidationFailure.at(["body"], message, "json_invalid");
}
