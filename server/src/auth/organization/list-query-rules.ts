import { APIError, createAuthMiddleware } from "better-auth/api";
import type { BeforeHook } from "../departure-table.ts";

/** Member list queries are capped at the membership limit: one page holds a whole organization. */
export const MEMBER_LIST_CAP = 100;
const MEMBER_FIELDS = new Set(["id", "userId", "organizationId", "role", "createdAt"]);
const COUNT = /^\d+$/;

const invalidQuery = () =>
  new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Invalid query parameters" });
const capped = (value: string) => String(Math.min(Number(value), MEMBER_LIST_CAP));

/**
 * list-members and get-full-organization pass their paging and sorting straight to SQL:
 * limit "abc" or offset "-1" is a PostgreSQL error (a 500), an unknown sortBy or filterField an
 * adapter error, and limit 100000 reads past the cap. Bad values are refused as invalid
 * query parameters; large limits are lowered to the cap.
 */
export const listQueryRules: BeforeHook = {
  matcher: (ctx) => ctx.path === "/organization/list-members" || ctx.path === "/organization/get-full-organization",
  handler: createAuthMiddleware(async (ctx) => {
    const query = { ...((ctx.query ?? {}) as Record<string, unknown>) };
    for (const name of ["limit", "offset", "membersLimit"]) {
      const value = query[name];
      if (value === undefined) continue;
      if (typeof value !== "string" || !COUNT.test(value)) throw invalidQuery();
      if (name !== "offset") query[name] = capped(value);
    }
    for (const name of ["sortBy", "filterField"]) {
      const value = query[name];
      if (value !== undefined && (typeof value !== "string" || !MEMBER_FIELDS.has(value))) throw invalidQuery();
    }
    return { context: { query } };
  }),
};
