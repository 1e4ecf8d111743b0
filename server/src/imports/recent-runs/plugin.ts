import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { isPlatformAdmin } from "../../auth/roles/platform.ts";
import type { Db } from "../../db/transaction.ts";
import { importRunsQuery } from "./schemas.ts";
import { recentImportRuns } from "./service.ts";

const NOT_ALLOWED = {
  code: "YOU_ARE_NOT_ALLOWED_TO_LIST_IMPORT_RUNS",
  message: "You are not allowed to list import runs",
} as const;

/**
 * `GET /api/auth/admin/list-import-runs` (`limit`, 20 by default, at most 100): the latest
 * `gatehouse import users|billing` runs with their counts and refused rows, newest first, for
 * platform admins only (the admin page's "Recent imports").
 */
export function importRunsPlugin(db: Db): BetterAuthPlugin {
  return {
    id: "gatehouse-import-runs",
    endpoints: {
      listImportRuns: createAuthEndpoint(
        "/admin/list-import-runs",
        { method: "GET", query: importRunsQuery, use: [sessionMiddleware] },
        async (ctx) => {
          if (!isPlatformAdmin(ctx.context.session.user)) throw APIError.from("FORBIDDEN", NOT_ALLOWED);
          return ctx.json({ runs: await recentImportRuns(db, ctx.query.limit) });
        },
      ),
    },
  };
}
