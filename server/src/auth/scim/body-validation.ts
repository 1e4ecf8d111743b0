import { createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import type { BeforeHook } from "../departure-table.ts";
import { scimError } from "./scim-errors.ts";
import type { ScimRoutes } from "./scim-routes.ts";

type BodySchema = Pick<z.ZodType, "safeParse">;
const isSchema = (value: unknown): value is BodySchema =>
  typeof value === "object" && value !== null && typeof Reflect.get(value, "safeParse") === "function";

/** Where in the body the first issue is, and what it is: `Operations.0.op: Invalid option: …`. */
function issueDetail(issue: z.core.$ZodIssue | undefined) {
  if (!issue) return "The request body is invalid";
  const where = issue.path.map(String).join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * The plugin checks a body against its route's schema and answers a generic "Invalid body
 * parameters". Gatehouse checks the same body against the same schema first and says which
 * attribute is wrong and why: `invalidSyntax` when a PatchOp message is malformed (its `schemas`,
 * `Operations`, an operation's `op`, RFC 7644 §3.5.2), `invalidValue` when a resource's attribute
 * is missing or of the wrong type (§3.12).
 */
export function bodyValidation(routes: ScimRoutes): BeforeHook {
  return {
    matcher: (ctx) => ctx.path?.startsWith("/scim/v2/") === true && ctx.method !== "GET",
    handler: createAuthMiddleware(async (ctx) => {
      const schema = routes.bodySchema(ctx.method, ctx.path);
      if (!isSchema(schema)) return;
      const parsed = schema.safeParse(ctx.body);
      if (parsed.success) return;
      const scimType = ctx.method === "PATCH" ? "invalidSyntax" : "invalidValue";
      throw scimError("BAD_REQUEST", issueDetail(parsed.error.issues[0]), scimType);
    }),
  };
}
