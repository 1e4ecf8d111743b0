import { AsyncLocalStorage } from "node:async_hooks";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { BetterAuthOptions, BetterAuthPlugin, DBAdapter, DBTransactionAdapter } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";

type KyselyOfAdapter = Parameters<typeof kyselyAdapter>[0];

const scimTransaction = new AsyncLocalStorage<Tx>();

/**
 * The database transaction the SCIM request runs in, for Gatehouse's own tables beside the
 * library's writes (the directory's roles, directory-roles.ts): on SQLite the transaction holds
 * the one connection, so whatever the projection reads or writes must go through it.
 */
export function currentScimTransaction(): Tx {
  const trx = scimTransaction.getStore();
  if (!trx) throw new Error("the SCIM projection ran outside its transaction");
  return trx;
}

/**
 * `@better-auth/scim` runs every change in a database transaction — the user, its SCIM record
 * and Gatehouse's membership, teams and roles commit together or not at all — and refuses to
 * start on an adapter without transactions. Gatehouse's better-auth adapter runs none (its own
 * hooks query the database beside the library's writes), so SCIM requests alone get a
 * transactional adapter on the same connection pool, put on the request's own context by a
 * before hook; the library's internal adapter follows it through the transaction's async context.
 * Its transactions are Kysely transactions Gatehouse opens, so the projection's own queries join
 * them (currentScimTransaction).
 */
export function scimTransactions(db: Kysely<DatabaseSchema>, kind: DialectKind) {
  let adapter: DBAdapter<BetterAuthOptions> | undefined;
  const transactional = (options: BetterAuthOptions) => {
    adapter ??= transactionalAdapter(db, kind, options);
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

/**
 * The pool's adapter, whose transactions run `work` on an adapter bound to a Kysely transaction
 * that currentScimTransaction hands out meanwhile (as the library's kysely adapter does with
 * `transaction: true`, but for a transaction Gatehouse can see).
 */
function transactionalAdapter(
  db: Kysely<DatabaseSchema>,
  kind: DialectKind,
  options: BetterAuthOptions,
): DBAdapter<BetterAuthOptions> {
  const pool = kyselyAdapter(db as unknown as KyselyOfAdapter, { type: kind, transaction: false })(options);
  // The schema was checked on the pool's adapter at start-up; a transaction's lives for one transaction.
  const unchecked = {
    ...options,
    advanced: { ...options.advanced, database: { ...options.advanced?.database, validateSchema: false } },
  };
  const transaction = <R>(work: (trx: DBTransactionAdapter<BetterAuthOptions>) => Promise<R>): Promise<R> =>
    db
      .transaction()
      .execute((trx) =>
        scimTransaction.run(trx, () =>
          work(kyselyAdapter(trx as unknown as KyselyOfAdapter, { type: kind, transaction: false })(unchecked)),
        ),
      );
  const adapterConfig = pool.options?.adapterConfig;
  if (!adapterConfig) throw new Error("the kysely adapter has no configuration to extend");
  return { ...pool, transaction, options: { ...pool.options, adapterConfig: { ...adapterConfig, transaction } } };
}
