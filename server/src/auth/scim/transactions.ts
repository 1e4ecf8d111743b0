import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { BetterAuthOptions, BetterAuthPlugin, DBAdapter } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";

/**
 * `@better-auth/scim` runs every change in a database transaction — the user, its SCIM record
 * and Gatehouse's membership and teams commit together or not at all — and refuses to start on
 * an adapter without transactions. Gatehouse's better-auth adapter runs none (its own hooks
 * query the database beside the library's writes), so SCIM requests alone get a transactional
 * adapter on the same connection pool, put on the request's own context by a before hook; the
 * library's internal adapter follows it through the transaction's async context.
 */
export function scimTransactions(db: Kysely<DatabaseSchema>, kind: DialectKind) {
  let adapter: DBAdapter<BetterAuthOptions> | undefined;
  const transactional = (options: BetterAuthOptions) => {
    adapter ??= kyselyAdapter(db as unknown as Parameters<typeof kyselyAdapter>[0], { type: kind, transaction: true })(
      options,
    );
    return adapter;
  };
  const plugin: BetterAuthPlugin = {
    id: "gatehouse-scim-transactions",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path?.startsWith("/scim/v2/") === true,
          handler: createAuthMiddleware(async (ctx) => {
            ctx.context.adapter = transactional(ctx.context.options);
          }),
        },
      ],
    },
  };
  return { plugin, transactional };
}
