import { AsyncLocalStorage } from "node:async_hooks";
import { runWithAdapter } from "@better-auth/core/context";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { BetterAuthOptions, DBAdapter } from "better-auth";
import type { Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";

type Endpoint = (ctx: unknown) => Promise<unknown>;
type EndpointContext = { context: { adapter: DBAdapter<BetterAuthOptions>; options: BetterAuthOptions } };

const acceptTransaction = new AsyncLocalStorage<Tx>();

/**
 * The transaction an invitation's accept runs in, for the organization hooks it calls
 * (`beforeAcceptInvitation` takes the member's seat in it): on SQLite the transaction holds the
 * one connection, so whatever the accept reads or writes must go through it.
 */
export const currentAcceptTransaction = (): Tx | undefined => acceptTransaction.getStore();

/**
 * Runs better-auth's accept-invitation in one database transaction (Gatehouse's adapter runs
 * none): the invitation's status, the new member, the session's active organization and the
 * member's seat commit together or not at all. The library's adapter follows the
 * transaction through the request's context and its adapter async context; `before` runs first,
 * outside it (a seat bought on demand is charged before, not inside, the transaction).
 */
export function inAcceptTransaction<T extends object>(
  db: Kysely<DatabaseSchema>,
  kind: DialectKind,
  original: T,
  before: (ctx: unknown) => Promise<void>,
): T {
  const call = original as unknown as Endpoint;
  const endpoint = async (ctx: unknown) => {
    await before(ctx);
    return inRequestTransaction(db, kind, ctx, (trx) => acceptTransaction.run(trx, () => call(ctx)));
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original) as unknown as T;
}

/**
 * Runs `work` — a library endpoint's call with `ctx` — in one database transaction: the library's
 * adapter is bound to it for the request (through the request's context and the adapter's async
 * context), and `work` gets the transaction for Gatehouse's own writes beside the library's.
 */
export function inRequestTransaction<R>(
  db: Kysely<DatabaseSchema>,
  kind: DialectKind,
  ctx: unknown,
  work: (trx: Tx) => Promise<R>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const request = ctx as EndpointContext;
    const { options } = request.context;
    // The schema was checked on the pool's adapter at start-up; this one lives for one request.
    const unchecked = {
      ...options,
      advanced: { ...options.advanced, database: { ...options.advanced?.database, validateSchema: false } },
    };
    const adapter = kyselyAdapter(trx as unknown as Parameters<typeof kyselyAdapter>[0], {
      type: kind,
      transaction: false,
    })(unchecked);
    request.context.adapter = adapter;
    return runWithAdapter(adapter, () => work(trx));
  });
}
