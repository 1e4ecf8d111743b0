import { z } from "zod";
import { encodeBase32 } from "../../../auth/two-factor/totp-key.ts";
import { jsonObjectSchema } from "./fields.ts";
import {
  argon2Hash,
  fromBase64,
  malformedHash,
  type Pbkdf2Digest,
  pbkdf2Hash,
  unsupportedHash,
} from "./stored-hash.ts";
import { normalizedBase32 } from "./totp-secret.ts";

/**
 * A Keycloak user's credentials in Gatehouse's forms: the password (PBKDF2 or argon2, its
 * secretData and credentialData being JSON in strings) and the OTP device (a TOTP key).
 */

/** Keycloak keeps each additional parameter as a list of strings. */
const parameterSchema = z.array(z.string()).nullish();

const passwordDataSchema = z.object({
  secret: jsonObjectSchema(z.object({ value: z.string().min(1), salt: z.string() })),
  credential: jsonObjectSchema(
    z.object({
      hashIterations: z.number().int().positive(),
      algorithm: z.string(),
      additionalParameters: z
        .object({
          type: parameterSchema,
          version: parameterSchema,
          memory: parameterSchema,
          parallelism: parameterSchema,
        })
        .nullish(),
    }),
  ),
});
type PasswordData = z.infer<typeof passwordDataSchema>;

const otpDataSchema = z.object({
  secret: jsonObjectSchema(z.object({ value: z.string().min(1) })),
  credential: jsonObjectSchema(
    z.object({
      subType: z.string(),
      digits: z.number(),
      period: z.number(),
      algorithm: z.string(),
      /** Absent: the key is the secret's UTF-8 bytes; "BASE32": the secret is the key in base32. */
      secretEncoding: z.string().nullish(),
    }),
  ),
});

export const credentialSchema = z.object({
  type: z.string(),
  secretData: z.string().nullish(),
  credentialData: z.string().nullish(),
});
type Credential = z.infer<typeof credentialSchema>;

export type CredentialReading = { value: string | null } | { refused: string };

const PBKDF2_DIGESTS: Readonly<Record<string, Pbkdf2Digest>> = {
  pbkdf2: "sha1",
  "pbkdf2-sha256": "sha256",
  "pbkdf2-sha512": "sha512",
};

export function keycloakPasswordHash(credentials: Credential[]): CredentialReading {
  const credential = credentials.find((candidate) => candidate.type === "password");
  if (!credential) return { value: null };
  const data = passwordDataSchema.safeParse({ secret: credential.secretData, credential: credential.credentialData });
  if (!data.success)
    return { refused: "password hash: not a Keycloak password credential (secretData, credentialData)" };
  const { algorithm } = data.data.credential;
  const digest = PBKDF2_DIGESTS[algorithm];
  if (!digest && algorithm !== "argon2") return { refused: unsupportedHash(algorithm) };
  const salt = fromBase64(data.data.secret.salt);
  const key = fromBase64(data.data.secret.value);
  if (!salt || !key) return { refused: malformedHash(algorithm) };
  if (digest) return { value: pbkdf2Hash(digest, data.data.credential.hashIterations, salt, key) };
  return argon2(data.data, salt, key);
}

const ARGON2_TYPES: Readonly<Record<string, "argon2id" | "argon2i">> = { id: "argon2id", i: "argon2i" };
const ARGON2_VERSIONS: Readonly<Record<string, number>> = { "1.3": 19, "1.0": 16 };

/** Keycloak's argon2 defaults where its credentialData leaves a parameter out. */
function argon2(data: PasswordData, salt: Buffer, hash: Buffer): CredentialReading {
  const parameters = data.credential.additionalParameters;
  const type = ARGON2_TYPES[parameters?.type?.[0] ?? "id"];
  const version = ARGON2_VERSIONS[parameters?.version?.[0] ?? "1.3"];
  const memoryKiB = Number(parameters?.memory?.[0] ?? 7168);
  const parallelism = Number(parameters?.parallelism?.[0] ?? 1);
  if (!type) return { refused: unsupportedHash(`argon2${parameters?.type?.[0]}`) };
  if (!version || !Number.isInteger(memoryKiB) || !Number.isInteger(parallelism))
    return { refused: malformedHash("argon2") };
  const iterations = data.credential.hashIterations;
  return { value: argon2Hash({ type, version, memoryKiB, iterations, parallelism, salt, hash }) };
}

/** The OTP device's key in base32, when it is a TOTP Gatehouse checks the same way (6 digits, 30 s, SHA-1). */
export function keycloakTotpSecret(credentials: Credential[]): CredentialReading {
  const credential = credentials.find((candidate) => candidate.type === "otp");
  if (!credential) return { value: null };
  const data = otpDataSchema.safeParse({ secret: credential.secretData, credential: credential.credentialData });
  if (!data.success) return { refused: "two-factor: not a Keycloak OTP credential (secretData, credentialData)" };
  const { subType, digits, period, algorithm, secretEncoding } = data.data.credential;
  if (subType !== "totp" || digits !== 6 || period !== 30 || algorithm !== "HmacSHA1") {
    return {
      refused: `two-factor: ${subType} with ${digits} digits, ${period} s, ${algorithm} is not supported (Gatehouse's TOTP: 6 digits, 30 s, HmacSHA1)`,
    };
  }
  const secret = data.data.secret.value;
  if (!secretEncoding) return { value: encodeBase32(Buffer.from(secret, "utf8")) };
  const base32 = secretEncoding.toUpperCase() === "BASE32" ? normalizedBase32(secret) : null;
  return base32
    ? { value: base32 }
    : { refused: `two-factor: OTP secret encoding "${secretEncoding}" is not supported` };
}
