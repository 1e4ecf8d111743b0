import { foreignHashFormat } from "../../auth/account/password/foreign-hashes.mjs";

/**
 * Gatehouse's own scrypt forms, `<salt>:<hex key>` (better-auth's, at cost 16384) and
 * `scrypt-<N>:<salt>:<hex key>`, N a power of two up to 2^17 as the hash pool accepts, the key
 * 64 bytes as the pool derives it (any other length could never match).
 */
function isNativeScrypt(hash: string): boolean {
  const parts = hash.split(":");
  const cost = parts.length === 3 ? /^scrypt-(\d+)$/.exec(parts[0] ?? "") : null;
  const N = parts.length === 2 ? 16_384 : cost ? Number(cost[1]) : 0;
  const [salt, key] = parts.slice(-2);
  return Boolean(salt) && /^[0-9a-f]{128}$/i.test(key ?? "") && N >= 2 && N <= 131_072 && (N & (N - 1)) === 0;
}

/**
 * Why a hash cannot be stored as a password, or null when sign-in can verify it: Gatehouse's own
 * scrypt or one of the foreign forms the sign-in side knows (foreign-hashes.mjs). A hash of no
 * such form could never sign its user in, so the row is refused instead.
 */
export function storedHashProblem(hash: string): string | null {
  if (isNativeScrypt(hash) || foreignHashFormat(hash) !== null) return null;
  return "password hash: in none of the forms Gatehouse verifies (see the guide's password hashes page)";
}
