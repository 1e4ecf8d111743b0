import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../../db/schema.ts";
import type { Logger } from "../../../kit/logger.ts";
import type { PasswordHashPool } from "./hash-pool.ts";
import { replaceVerifiedHash } from "./repository.ts";

/** A verified password whose stored hash is at another cost than PASSWORD_SCRYPT_N, or made by another system. */
type DueRehash = { hash: string; password: string };

/** better-auth's own request-scoped state: set while verifying, read when the session is made. */
const dueRehash = defineRequestState<DueRehash | null>(() => null);

/**
 * better-auth's `password.verify`: the hash pool's verify, noting a correct password whose hash
 * is due for rehashing (see passwordRehashPlugin).
 */
export function rehashingVerify(hashPool: PasswordHashPool) {
  return async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
    const valid = await hashPool.verify(hash, password);
    if (valid && hashPool.needsRehash(hash) && (await hasRequestState())) await dueRehash.set({ hash, password });
    return valid;
  };
}

/**
 * Gatehouse's own: a password hash stored at another scrypt cost than PASSWORD_SCRYPT_N, or made by
 * the system a user moved from (foreign-hashes.mjs), is hashed again at the configured cost when its
 * owner signs in with the password, as Django, Laravel and Devise do — raising the setting
 * strengthens every active account's hash, lowering it lightens their sign-ins, imported hashes
 * (some of them weak) are gone after their users' first sign-in, and nobody has to change a
 * password. The password is known only while better-auth verifies it (rehashingVerify) and the
 * account only once the sign-in creates its session (this hook, which a sign-in with two-factor
 * also passes: the library replaces that session by the second step's). The new hash replaces the
 * verified one only if it is still the stored one, so a password changed meanwhile is never
 * overwritten; a failure is logged and leaves the old hash, still valid.
 */
export function passwordRehashPlugin(db: Kysely<DatabaseSchema>, hashPool: PasswordHashPool, logger: Logger) {
  return {
    id: "gatehouse-password-rehash",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              after: async (session: { userId: string }) => {
                if (!(await hasRequestState())) return;
                const due = await dueRehash.get();
                if (!due) return;
                await dueRehash.set(null);
                try {
                  const rehashed = await hashPool.hash(due.password);
                  await replaceVerifiedHash(db, session.userId, due.hash, rehashed);
                } catch (error) {
                  logger.warn("Rehashing a password at PASSWORD_SCRYPT_N failed; its old hash stays valid", error);
                }
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;
}
