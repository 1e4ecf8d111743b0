import { createHash } from "node:crypto";
import type { ImportedUser } from "./imported-user.ts";

/**
 * What an import_item row remembers of a record: a digest of all of it (equal digests: the row
 * is unchanged, nothing to do), and digests of its password hash and TOTP key alone. The parts
 * tell an update whether the file changed those since the last import: when it did not, what
 * Gatehouse holds now wins (a hash re-made at sign-in, a password or authenticator changed in
 * Gatehouse since). Stored as `<record>.<password>.<totp>` in the fingerprint column.
 */
export type UserFingerprint = { record: string; password: string; totp: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** JSON with object keys sorted at every depth and dates as ISO text: equal records, equal text. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function fingerprintOf(user: ImportedUser): UserFingerprint {
  return {
    record: sha256(canonicalJson(user)),
    password: sha256(`password:${user.passwordHash ?? ""}`).slice(0, 32),
    totp: sha256(`totp:${user.totpSecret ?? ""}`).slice(0, 32),
  };
}

export const storedFingerprint = (fingerprint: UserFingerprint): string =>
  `${fingerprint.record}.${fingerprint.password}.${fingerprint.totp}`;

/** The parts of a stored fingerprint; a stored text of another shape matches no part. */
export function parseFingerprint(stored: string): UserFingerprint {
  const [record = "", password = "", totp = ""] = stored.split(".");
  return { record, password, totp };
}

/** A digest of anything else an import remembers (an organization's name and slug). */
export const digestOf = (value: unknown): string => sha256(canonicalJson(value));
