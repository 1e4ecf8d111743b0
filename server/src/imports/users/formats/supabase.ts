import { z } from "zod";
import { now } from "../../../kit/time.ts";
import type { ImportedIdentity, ReadRow, RowPosition } from "../imported-user.ts";
import { flagSchema, jsonObjectSchema, normalizedEmail, present, timestampSchema } from "./fields.ts";
import type { UserFormatReader } from "./format.ts";
import { checkedUser, describeIssues } from "./read-row.ts";
import { isBcryptHash, malformedHash } from "./stored-hash.ts";
import { readSupabaseIdentities } from "./supabase-identities.ts";
import { readTableRows } from "./table-rows.ts";

/**
 * Supabase Auth: the rows of auth.users (a JSON array or CSV), and with `--identities` the rows
 * of auth.identities (supabase-identities.ts) for the social sign-ins.
 */

const text = z.string().nullish();

const supabaseUserSchema = z.object({
  id: z.string().min(1),
  email: text,
  /** bcrypt; empty for users who never set a password. */
  encrypted_password: text,
  email_confirmed_at: timestampSchema.nullish(),
  raw_user_meta_data: jsonObjectSchema(
    z.object({ full_name: text, name: text, avatar_url: text, picture: text }).nullish(),
  ),
  created_at: timestampSchema.nullish(),
  is_super_admin: flagSchema.nullish(),
  is_anonymous: flagSchema.nullish(),
  deleted_at: timestampSchema.nullish(),
  banned_until: timestampSchema.nullish(),
});
type SupabaseUser = z.infer<typeof supabaseUserSchema>;

export const readSupabaseUsers: UserFormatReader = async function* (file, options) {
  const identities = options.identities ? await readSupabaseIdentities(options.identities) : new Map();
  for await (const row of readTableRows(file, "users")) {
    if ("malformed" in row) yield { position: row.position, refused: row.malformed };
    else yield supabaseRow(row.position, row.value, identities);
  }
};

function supabaseRow(position: RowPosition, value: unknown, identities: Map<string, ImportedIdentity[]>): ReadRow {
  const parsed = supabaseUserSchema.safeParse(value);
  if (!parsed.success) return { position, refused: describeIssues(parsed.error) };
  const user = parsed.data;
  const excluded = exclusion(user);
  if (excluded) return { position, refused: excluded };
  const email = normalizedEmail(user.email);
  if (!email) return { position, refused: "no email address" };
  const password = present(user.encrypted_password);
  if (password && !isBcryptHash(password)) return { position, refused: malformedHash("bcrypt") };
  const metadata = user.raw_user_meta_data;
  return checkedUser(position, {
    externalId: user.id,
    email,
    emailVerified: Boolean(user.email_confirmed_at),
    name: present(metadata?.full_name) ?? present(metadata?.name) ?? "",
    image: present(metadata?.avatar_url) ?? present(metadata?.picture),
    createdAt: user.created_at ?? null,
    passwordHash: password,
    identities: identities.get(user.id) ?? [],
    platformAdmin: user.is_super_admin ?? false,
  });
}

/** Users who could not sign in to Supabase and must not be able to sign in to Gatehouse. */
function exclusion(user: SupabaseUser): string | null {
  if (user.deleted_at) return "deleted in Supabase";
  if (user.is_anonymous) return "anonymous user";
  if (user.banned_until && user.banned_until.getTime() > now().getTime()) {
    return `banned in Supabase until ${user.banned_until.toISOString()}`;
  }
  return null;
}
