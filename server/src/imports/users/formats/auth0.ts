import { z } from "zod";
import type { ImportedIdentity, ReadRow, RowPosition } from "../imported-user.ts";
import { auth0PasswordHash, customPasswordHashSchema } from "./auth0-password.ts";
import { fullName, normalizedEmail, present, timestampSchema } from "./fields.ts";
import type { UserFormatReader } from "./format.ts";
import { firstSignificantCharacter, readArrayItems, readJsonLines } from "./json-stream.ts";
import { gatehouseProviderId } from "./provider-ids.ts";
import { checkedUser, describeIssues } from "./read-row.ts";
import { normalizedBase32 } from "./totp-secret.ts";

/**
 * Auth0: the user export job's file (JSON lines, or a JSON array), each line optionally carrying the
 * password hashes export's fields for the same user; a line of the hashes export alone reads too.
 */

const identitySchema = z.object({
  provider: z.string(),
  user_id: z.union([z.string(), z.number()]).transform(String),
  connection: z.string().nullish(),
  isSocial: z.boolean().nullish(),
});
type Auth0Identity = z.infer<typeof identitySchema>;

const text = z.string().nullish();

const auth0UserSchema = z.object({
  user_id: text,
  /** The password hashes export names a user by its database id (and alt_id when it was given one). */
  _id: z.object({ $oid: z.string() }).nullish(),
  alt_id: text,
  email: text,
  email_verified: z.boolean().nullish(),
  name: text,
  given_name: text,
  family_name: text,
  nickname: text,
  picture: text,
  created_at: timestampSchema.nullish(),
  blocked: z.boolean().nullish(),
  identities: z.array(identitySchema).nullish(),
  /** The password hashes export's bcrypt hash; `password_hash` in the bulk import's shape. */
  passwordHash: text,
  password_hash: text,
  custom_password_hash: customPasswordHashSchema.nullish(),
  mfa_factors: z.array(z.object({ totp: z.object({ secret: z.string() }).nullish() })).nullish(),
});
type Auth0User = z.infer<typeof auth0UserSchema>;

/** Auth0's strategy names where Gatehouse's provider ids differ. */
const PROVIDER_ALIASES: Readonly<Record<string, string>> = {
  "google-oauth2": "google",
  windowslive: "microsoft",
};
/** Identities that are not a provider's: the database connection is the password; passwordless is mail or SMS. */
const NOT_PROVIDERS = new Set(["auth0", "email", "sms"]);

export const readAuth0Users: UserFormatReader = async function* (file) {
  for await (const { position, value } of auth0Records(file)) {
    yield value === undefined ? { position, refused: "not valid JSON" } : auth0Row(position, value);
  }
};

async function* auth0Records(file: string): AsyncGenerator<{ position: RowPosition; value: unknown }> {
  if ((await firstSignificantCharacter(file)) === "[") {
    for await (const item of readArrayItems(file, new Set()))
      yield { position: `users[${item.index}]`, value: item.value };
    return;
  }
  for await (const line of readJsonLines(file)) {
    yield { position: `line ${line.line}`, value: "value" in line ? line.value : undefined };
  }
}

function auth0Row(position: RowPosition, value: unknown): ReadRow {
  const parsed = auth0UserSchema.safeParse(value);
  if (!parsed.success) return { position, refused: describeIssues(parsed.error) };
  const user = parsed.data;
  const externalId = user.user_id ?? (user._id ? `auth0|${user.alt_id ?? user._id.$oid}` : null);
  if (!externalId) return { position, refused: "no user_id" };
  if (user.blocked) return { position, refused: "blocked in Auth0" };
  const email = normalizedEmail(user.email);
  if (!email) return { position, refused: "no email address" };
  const password = auth0PasswordHash(user.passwordHash ?? user.password_hash, user.custom_password_hash);
  if ("refused" in password) return { position, refused: password.refused };
  const totp = totpSecret(user);
  if (totp === false) return { position, refused: "mfa_factors: the TOTP secret is not base32" };
  return checkedUser(position, {
    externalId,
    email,
    emailVerified: user.email_verified ?? false,
    name: present(user.name) ?? (fullName(user.given_name, user.family_name) || (present(user.nickname) ?? "")),
    image: present(user.picture),
    createdAt: user.created_at ?? null,
    passwordHash: password.hash,
    totpSecret: totp,
    identities: identitiesOf(externalId, user.identities),
  });
}

/** The enrolled TOTP key; null without one; false when it is not base32. */
function totpSecret(user: Auth0User): string | null | false {
  const secret = user.mfa_factors?.find((factor) => factor.totp)?.totp?.secret;
  if (secret === undefined) return null;
  return normalizedBase32(secret) ?? false;
}

/** The user's providers; without the identities field, the one its user_id names ("github|123"). */
function identitiesOf(externalId: string, identities: Auth0Identity[] | null | undefined): ImportedIdentity[] {
  const listed = identities ?? [fromUserId(externalId)];
  return listed.filter((identity) => !NOT_PROVIDERS.has(identity.provider)).map(toIdentity);
}

function fromUserId(userId: string): Auth0Identity {
  const separator = userId.indexOf("|");
  return { provider: userId.slice(0, separator), user_id: userId.slice(separator + 1) };
}

/**
 * Enterprise connections (SAML, OpenID Connect, Azure AD…) and custom social ones ("oauth2") are
 * named by their connection, which is what an operator configures again in Gatehouse.
 */
function toIdentity(identity: Auth0Identity): ImportedIdentity {
  const byConnection = (identity.isSocial === false || identity.provider === "oauth2") && identity.connection;
  const name = byConnection ? identity.connection! : identity.provider;
  return { providerId: gatehouseProviderId(name, PROVIDER_ALIASES), accountId: identity.user_id };
}
