/** TOTP keys as the import record keeps them: base32 (RFC 4648), upper-case, no padding. */

/** An origin's base32 key, tidied (spaces, lower case, padding); null when it is not base32. */
export function normalizedBase32(secret: string): string | null {
  const tidy = secret.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase();
  return /^[A-Z2-7]+$/.test(tidy) ? tidy : null;
}
