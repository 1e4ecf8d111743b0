import { z } from "zod";
import type { ImportedIdentity, ReadRow, RowPosition } from "../imported-user.ts";
import { normalizedEmail, present, timestampSchema } from "./fields.ts";
import type { UserFormatOptions, UserFormatReader } from "./format.ts";
import { readArrayItems } from "./json-stream.ts";
import { gatehouseProviderId } from "./provider-ids.ts";
import { checkedUser, describeIssues } from "./read-row.ts";
import { firebaseScryptHash, fromBase64, type HashReading, malformedHash } from "./stored-hash.ts";

/**
 * Firebase Authentication: `firebase auth:export users.json --format=json`, whose password hashes
 * are Firebase's modified scrypt under the project's hash parameters (the command's
 * --hash-key, --salt-separator, --rounds, --mem-cost).
 */

const text = z.string().nullish();

const firebaseUserSchema = z.object({
  localId: z.string().min(1),
  email: text,
  emailVerified: z.boolean().nullish(),
  displayName: text,
  photoUrl: text,
  passwordHash: text,
  salt: text,
  createdAt: timestampSchema.nullish(),
  disabled: z.boolean().nullish(),
  providerUserInfo: z.array(z.object({ providerId: z.string(), rawId: z.string().nullish() })).nullish(),
});
type FirebaseUser = z.infer<typeof firebaseUserSchema>;

/** Firebase's provider ids where Gatehouse's differ; "oidc." and "saml." providers keep their own name. */
const PROVIDER_ALIASES: Readonly<Record<string, string>> = {
  "google.com": "google",
  "github.com": "github",
  "apple.com": "apple",
  "microsoft.com": "microsoft",
  "facebook.com": "facebook",
  "twitter.com": "twitter",
  "yahoo.com": "yahoo",
  "playgames.google.com": "google-play-games",
  "gc.apple.com": "apple-game-center",
};
/** Sign-ins that are not a provider's: the password itself, and phone numbers. */
const NOT_PROVIDERS = new Set(["password", "phone", "anonymous"]);

type HashParameters = { signerKey: Buffer; saltSeparator: Buffer; rounds: number; memCost: number };

export const readFirebaseUsers: UserFormatReader = async function* (file, options) {
  const parameters = hashParameters(options);
  for await (const item of readArrayItems(file, new Set(["users"]))) {
    if (item.key === "users") yield firebaseRow(`users[${item.index}]`, item.value, parameters);
  }
};

/** The project's parameters, checked once: a wrong key would refuse every row the same way. */
function hashParameters(options: UserFormatOptions): HashParameters | null {
  if (!options.firebase) return null;
  const { hashKey, saltSeparator, rounds, memCost } = options.firebase;
  const signerKey = fromBase64(hashKey);
  const separator = fromBase64(saltSeparator);
  if (!signerKey || signerKey.length === 0) throw new Error("--hash-key: not base64");
  if (!separator) throw new Error("--salt-separator: not base64");
  return { signerKey, saltSeparator: separator, rounds, memCost };
}

function firebaseRow(position: RowPosition, value: unknown, parameters: HashParameters | null): ReadRow {
  const parsed = firebaseUserSchema.safeParse(value);
  if (!parsed.success) return { position, refused: describeIssues(parsed.error) };
  const user = parsed.data;
  if (user.disabled) return { position, refused: "disabled in Firebase" };
  const email = normalizedEmail(user.email);
  if (!email) return { position, refused: "no email address" };
  const password = passwordHash(user, parameters);
  if ("refused" in password) return { position, refused: password.refused };
  return checkedUser(position, {
    externalId: user.localId,
    email,
    emailVerified: user.emailVerified ?? false,
    name: present(user.displayName) ?? "",
    image: present(user.photoUrl),
    createdAt: user.createdAt ?? null,
    passwordHash: password.hash,
    identities: identitiesOf(user),
  });
}

function passwordHash(user: FirebaseUser, parameters: HashParameters | null): HashReading {
  if (!user.passwordHash) return { hash: null };
  if (!parameters) {
    return {
      refused:
        "password hash: needs the project's hash parameters (--hash-key, --salt-separator, --rounds, --mem-cost)",
    };
  }
  const hash = fromBase64(user.passwordHash);
  const salt = fromBase64(user.salt ?? "");
  if (!hash || hash.length === 0 || !salt) return { refused: malformedHash("Firebase scrypt") };
  return { hash: firebaseScryptHash({ ...parameters, salt, hash }) };
}

function identitiesOf(user: FirebaseUser): ImportedIdentity[] {
  return (user.providerUserInfo ?? [])
    .filter((provider) => !NOT_PROVIDERS.has(provider.providerId) && present(provider.rawId))
    .map((provider) => ({
      providerId: gatehouseProviderId(provider.providerId.replace(/^(oidc|saml)\./, ""), PROVIDER_ALIASES),
      accountId: provider.rawId!.trim(),
    }));
}
