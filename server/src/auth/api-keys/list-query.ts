import { APIError, createAuthMiddleware } from "better-auth/api";

/**
 * Columns api-key/list may sort by. The plugin passes any sortBy to the adapter, which throws
 * on an unknown field (a 500); and sorting by `key` would order keys by their hashes.
 */
const SORTABLE = new Set([
  "id",
  "name",
  "start",
  "prefix",
  "enabled",
  "expiresAt",
  "createdAt",
  "updatedAt",
  "lastRequest",
  "remaining",
  "requestCount",
]);

export const listQueryHook = {
  matcher: (ctx: { path?: string }) => ctx.path === "/api-key/list",
  handler: createAuthMiddleware(async (ctx) => {
    const sortBy: unknown = ctx.query?.sortBy;
    if (sortBy !== undefined && !SORTABLE.has(String(sortBy))) {
      throw new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid query parameters" });
    }
  }),
};
