import { APIError, createAuthMiddleware } from "better-auth/api";

/** Member and user list queries are capped at the membership limit (100) per page. */
export const USER_LIST_CAP = 100;

/** Columns of the user table an admin may sort or filter the list by (never password hashes). */
const USER_FIELDS = new Set([
  "id",
  "name",
  "email",
  "emailVerified",
  "image",
  "createdAt",
  "updatedAt",
  "role",
  "banned",
  "banReason",
  "banExpires",
]);

const invalidQuery = () => new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid query parameters" });

/** A query number as a non-negative integer, undefined when absent; throws on anything else. */
function count(value: unknown): number | undefined {
  if (value === undefined || value === "") return undefined;
  const parsed =
    typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw invalidQuery();
  return parsed;
}

/**
 * admin/list-users as better-auth 1.7 ships it returns every user when no limit is given (and
 * any number asked for), and it swallows a query the database rejects — a negative limit, an
 * unknown sortBy or filterField — into an empty list that looks like "no users". Here the page
 * size defaults to and is capped at 100, and malformed paging or an unknown column is a 400.
 */
export const listUsersQueryHook = {
  matcher: (ctx: { path?: string }) => ctx.path === "/admin/list-users",
  handler: createAuthMiddleware(async (ctx) => {
    const query: Record<string, unknown> = { ...ctx.query };
    const limit = count(query.limit);
    const offset = count(query.offset);
    for (const field of ["sortBy", "filterField"] as const) {
      if (query[field] !== undefined && !USER_FIELDS.has(String(query[field]))) throw invalidQuery();
    }
    // 0 would read as "no limit" to the plugin (it tests `Number(limit) || undefined`).
    query.limit = String(Math.min(limit || USER_LIST_CAP, USER_LIST_CAP));
    if (offset !== undefined) query.offset = String(offset);
    return { context: { query } };
  }),
};
