import { getCurrentDBAdapterAsyncLocalStorage, queueAfterTransactionHook } from "@better-auth/core/context";
import type { BetterAuthOptions } from "better-auth";
import { isTrue } from "../../../db/column-types.ts";
import type { Tx } from "../../../db/transaction.ts";
import { currentScimTransaction } from "../../scim/transactions.ts";
import type { Revocation, RevocationList } from "./revocation-list.ts";
import type { RevocationRecorder } from "./session-revocations.ts";

type DatabaseHooks = NonNullable<BetterAuthOptions["databaseHooks"]>;

/** The Kysely transaction better-auth runs in, when Gatehouse opened it (SCIM's); else none. */
function gatehouseTransaction(): Tx | undefined {
  try {
    return currentScimTransaction();
  } catch {
    return undefined;
  }
}

/**
 * Records entries beside the library's write. Outside a transaction (Gatehouse's adapter runs
 * none but SCIM's), before the row goes: the entry exists before the session ends. Inside one
 * Gatehouse can see (SCIM), in it. Inside any other, this process and Redis learn at once and the
 * row is written once it commits: on SQLite the transaction holds the one connection, so a write
 * beside it would wait for it forever.
 */
async function recordBeside(recorder: RevocationRecorder, entries: Revocation[]): Promise<void> {
  const store = (await getCurrentDBAdapterAsyncLocalStorage()).getStore() as
    | { isTransactionActive?: boolean }
    | undefined;
  if (!store?.isTransactionActive) return recorder.record(entries);
  const trx = gatehouseTransaction();
  if (trx) return recorder.record(entries, trx);
  await recorder.announce(entries);
  await queueAfterTransactionHook(() => recorder.store(entries));
}

const revoked = (kind: Revocation["kind"], subjectId: string): Revocation[] => [
  { kind, subjectId, revokedAt: Date.now() },
];

/**
 * better-auth's typed database hooks that record revocations: every session deleted (sign-out,
 * revoke-session(s), a password change or reset that ends other sessions, an admin's revocation,
 * a ban, a deletion, expiry) and every user banned or deleted. Merged with the hooks given.
 */
export function withRevocationHooks(hooks: DatabaseHooks, recorder: RevocationRecorder): DatabaseHooks {
  return {
    ...hooks,
    session: {
      ...hooks.session,
      delete: {
        ...hooks.session?.delete,
        before: async (session, context) => {
          await hooks.session?.delete?.before?.(session, context);
          await recordBeside(recorder, revoked("session", session.id));
        },
      },
    },
    user: {
      ...hooks.user,
      update: {
        ...hooks.user?.update,
        after: async (user, context) => {
          await hooks.user?.update?.after?.(user, context);
          if (isTrue(user.banned as boolean | number | undefined))
            await recordBeside(recorder, revoked("user", user.id));
        },
      },
      delete: {
        ...hooks.user?.delete,
        before: async (user, context) => {
          const verdict = await hooks.user?.delete?.before?.(user, context);
          if (verdict === false) return false;
          await recordBeside(recorder, revoked("user", user.id));
        },
      },
    },
  };
}

let refusedVersions = 0;

/**
 * better-auth's typed `session.cookieCache.version`, asked for every cookie cache the library
 * reads (get-session and every route's session) and writes: "1" (the library's default) unless
 * the list refuses the session, then a value no cookie carries, so the library drops the cache
 * and reads the database, which answers for a revoked session as for none.
 */
export function revocationCookieVersion(list: RevocationList) {
  return (session: { id: string; createdAt: Date | string }, user: { id: string }): string => {
    const createdAt = session.createdAt instanceof Date ? session.createdAt.getTime() : Date.parse(session.createdAt);
    if (!list.refuses(session.id, user.id, createdAt)) return "1";
    refusedVersions += 1;
    return `revoked-${refusedVersions}`;
  };
}
