import { z } from "zod";
import type { ImportedMembership, ReadRow, RowPosition } from "../imported-user.ts";
import { readClerkMemberships } from "./clerk-memberships.ts";
import { clerkPasswordHash } from "./clerk-password.ts";
import { readCsvRows } from "./csv-rows.ts";
import { fullName, normalizedEmail, present, timestampSchema } from "./fields.ts";
import type { UserFormatReader } from "./format.ts";
import { checkedUser, describeIssues } from "./read-row.ts";
import { normalizedBase32 } from "./totp-secret.ts";

/**
 * Clerk: the Dashboard's user export (CSV, with password digests and TOTP secrets), and with
 * `--memberships` a CSV of organization memberships (clerk-memberships.ts).
 */

const cell = z.string().optional();

const clerkRowSchema = z.object({
  id: cell,
  first_name: cell,
  last_name: cell,
  username: cell,
  primary_email_address: cell,
  verified_email_addresses: cell,
  unverified_email_addresses: cell,
  totp_secret: cell,
  password_digest: cell,
  password_hasher: cell,
  created_at: cell,
});
type ClerkRow = z.infer<typeof clerkRowSchema>;

export const readClerkUsers: UserFormatReader = async function* (file, options) {
  const memberships = options.memberships ? await readClerkMemberships(options.memberships) : new Map();
  for await (const row of readCsvRows(file)) {
    if ("malformed" in row) yield { position: row.position, refused: row.malformed };
    else yield clerkRow(row.position, row.record, memberships);
  }
};

function clerkRow(
  position: RowPosition,
  record: Record<string, string>,
  memberships: Map<string, ImportedMembership[]>,
): ReadRow {
  const parsed = clerkRowSchema.safeParse(record);
  if (!parsed.success) return { position, refused: describeIssues(parsed.error) };
  const row = parsed.data;
  const id = present(row.id);
  if (!id) return { position, refused: "no id" };
  const email = normalizedEmail(row.primary_email_address);
  if (!email) return { position, refused: "no primary email address" };
  const password = clerkPasswordHash(present(row.password_digest), present(row.password_hasher));
  if ("refused" in password) return { position, refused: password.refused };
  const totpText = present(row.totp_secret);
  const totpSecret = totpText ? normalizedBase32(totpText) : null;
  if (totpText && !totpSecret) return { position, refused: "totp_secret: not base32" };
  const createdAt = createdAtOf(row);
  if (createdAt === false) return { position, refused: `created_at: not a date: ${JSON.stringify(row.created_at)}` };
  return checkedUser(position, {
    externalId: id,
    email,
    emailVerified: addresses(row.verified_email_addresses).includes(email),
    name: fullName(row.first_name, row.last_name) || (present(row.username) ?? ""),
    createdAt,
    passwordHash: password.hash,
    totpSecret,
    memberships: memberships.get(id) ?? [],
  });
}

/** A cell listing addresses: comma-, semicolon-, pipe- or space-separated, or a JSON array. */
function addresses(value: string | undefined): string[] {
  const text = present(value);
  if (!text) return [];
  return (jsonList(text) ?? text.split(/[\s,;|]+/)).map((address) => address.trim().toLowerCase()).filter(Boolean);
}

function jsonList(text: string): string[] | null {
  if (!text.startsWith("[")) return null;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.map(String) : null;
  } catch {
    return null;
  }
}

function createdAtOf(row: ClerkRow): Date | null | false {
  const text = present(row.created_at);
  if (!text) return null;
  const parsed = timestampSchema.safeParse(text);
  return parsed.success ? parsed.data : false;
}
