import { randomUUID } from "node:crypto";
import type { Jwk, JwtOptions } from "better-auth/plugins/jwt";
import { type Executor, inTransaction } from "../../db/transaction.ts";
import { insertKeyRow, type SigningKeyRow } from "./repository.ts";
import { publishedKeys, signingKeyOf } from "./service.ts";

/**
 * The JWT plugin's key store (its typed `adapter` option), so that the plugin publishes a key
 * before it signs with it. The plugin signs with the newest key whose `expiresAt` has not passed
 * and publishes every key until `expiresAt` + its grace period; its own rotation (`rotationInterval`)
 * mints a key when the last one expires and signs with it at once. Here the keys' states come
 * from their times (policy.ts), read on every call, so every process switches at the same moment:
 * the plugin is shown the published keys, with every key but the one that signs now as expired
 * at the moment of reading: it verifies with all of them and signs with that one.
 */
export function signingKeyStore(db: Executor): NonNullable<JwtOptions["adapter"]> {
  return {
    getJwks: async () => {
      const readAt = Date.now();
      const keys = await publishedKeys(db, readAt);
      const signing = signingKeyOf(keys, readAt);
      return keys.map((key) => asPluginKey(key, key === signing ? undefined : new Date(readAt)));
    },
    // The plugin mints a key when none signs: the first one of an installation.
    createJwk: (data) => createFirstKey(db, data),
  };
}

/**
 * The first key. Processes that start together may each find none: one that finds a key another
 * just made signs with that one instead of adding its own.
 */
function createFirstKey(db: Executor, data: Omit<Jwk, "id">): Promise<Jwk> {
  return inTransaction(db, async (tx) => {
    const signing = signingKeyOf(await publishedKeys(tx), Date.now());
    if (signing) return asPluginKey(signing, undefined);
    const row: SigningKeyRow = {
      id: randomUUID(),
      publicKey: data.publicKey,
      privateKey: data.privateKey,
      alg: data.alg ?? null,
      crv: data.crv ?? null,
      createdAt: data.createdAt,
      activatesAt: null,
      expiresAt: null,
    };
    await insertKeyRow(tx, row);
    return asPluginKey(row, undefined);
  });
}

function asPluginKey(key: SigningKeyRow, expiresAt: Date | undefined): Jwk {
  return {
    id: key.id,
    publicKey: key.publicKey,
    privateKey: key.privateKey,
    createdAt: key.createdAt,
    ...(expiresAt ? { expiresAt } : {}),
    ...(key.alg ? { alg: key.alg as NonNullable<Jwk["alg"]> } : {}),
    ...(key.crv ? { crv: key.crv as NonNullable<Jwk["crv"]> } : {}),
  };
}
