import { z } from "@hono/zod-openapi";

/**
 * Polar's (FastAPI/Pydantic) 422 body: `{ "detail": [{ "loc": [...], "msg": "...", "type": "..." }] }`,
 * `loc` starting with where the value came from ("body", "query", "path").
 */
export const validationItemSchema = z.object({
  loc: z.array(z.union([z.string(), z.number().int()])),
  msg: z.string(),
  type: z.string(),
  /**
   * Pydantic's `ctx`: the values in the message (`min_length`, `ge`, …). Gatehouse adds `code` to
   * refusals a buyer meets (a discount that has ended, a card number that is wrong), so that a
   * client words them in its reader's language instead of showing `msg`, which is English.
   */
  ctx: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
  static at(
    loc: ValidationItem["loc"],
    msg: string,
    type = "value_error",
    ctx?: ValidationItem["ctx"],
  ): ValidationFailure {
    return new ValidationFailure([{ loc, msg, type, ...(ctx ? { ctx } : {}) }]);
  }

  /** A refusal with its code (`ctx.code`), for clients that word it in their reader's language. */
  static coded(loc: ValidationItem["loc"], msg: string, code: string): ValidationFailure {
    return ValidationFailure.at(loc, msg, "value_error", { code });
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
 * zod issues as Pydantic-style items, with the generic wording docs/reference/billing-api.md
 * documents ("Required", "Expected X, received Y"). zod 4 leaves the offending value out of its
 * issues, so it is read back from `input` (what the client sent) at the issue's path.
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

type Described = Pick<ValidationItem, "msg" | "type" | "ctx">;

function describe(issue: z.core.$ZodIssue, input: unknown): Described {
  switch (issue.code) {
    case "invalid_type": {
      const received = receivedOf(input);
      if (received === "undefined") return { msg: "Required", type: "missing" };
      return { msg: `Expected ${issue.expected}, received ${received}`, type: `${issue.expected}_type` };
    }
    case "too_small":
    case "too_big":
      return boundOf(issue, input);
    case "invalid_value":
      return { msg: issue.message, type: "enum" };
    case "invalid_format":
      return {
        msg: issue.message,
        type: issue.format === "url" ? "url_parsing" : "value_error",
        ctx: { code: `invalid_${issue.format}` },
      };
    case "unrecognized_keys":
      return { msg: issue.message, type: "extra_forbidden" };
    case "invalid_union":
      return { msg: issue.message, type: "union_error" };
    default:
      return { msg: issue.message, type: "value_error" };
  }
}

/**
 * A bound's item in Pydantic's type and wording ("Input should be less than or equal to 100",
 * "String should have at least 3 characters", "List should have at most 10 items after
 * validation, not 12"), as Polar answers; a message the schema set itself is kept.
 */
function boundOf(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, input: unknown): Described {
  const small = issue.code === "too_small";
  const bound = Number(small ? issue.minimum : issue.maximum);
  const custom = !/^Too (small|big):/.test(issue.message);
  const plural = (noun: string) => `${bound} ${noun}${bound === 1 ? "" : "s"}`;
  if (issue.origin === "string") {
    const msg = `String should have ${small ? "at least" : "at most"} ${plural("character")}`;
    return {
      msg: custom ? issue.message : msg,
      type: small ? "string_too_short" : "string_too_long",
      ctx: small ? { min_length: bound } : { max_length: bound },
    };
  }
  if (issue.origin === "array") {
    const length = Array.isArray(input) ? input.length : 0;
    const msg = `List should have ${small ? "at least" : "at most"} ${plural("item")} after validation, not ${length}`;
    return {
      msg: custom ? issue.message : msg,
      type: small ? "too_short" : "too_long",
      ctx: small ? { min_length: bound, actual_length: length } : { max_length: bound, actual_length: length },
    };
  }
  const relation = `${small ? "greater" : "less"} than${issue.inclusive === false ? "" : " or equal to"}`;
  const type = `${small ? "greater" : "less"}_than${issue.inclusive === false ? "" : "_equal"}`;
  const key = `${small ? "g" : "l"}${issue.inclusive === false ? "t" : "e"}`;
  return { msg: custom ? issue.message : `Input should be ${relation} ${bound}`, type, ctx: { [key]: bound } };
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
