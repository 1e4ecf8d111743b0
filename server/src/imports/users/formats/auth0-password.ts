import { z } from "zod";
import {
  type DigestAlgorithm,
  fromBase64,
  fromHex,
  type HashReading,
  isArgon2Hash,
  isBcryptHash,
  malformedHash,
  type Pbkdf2Digest,
  pbkdf2Hash,
  saltedDigestHash,
  unsupportedHash,
} from "./stored-hash.ts";

/**
 * An Auth0 user's password hash in Gatehouse's stored form: Auth0's own (bcrypt, from the password
 * hashes export) or one imported into Auth0 earlier (`custom_password_hash`, the bulk import's shape).
 */

const encodingSchema = z.enum(["base64", "hex", "utf8"]);

export const customPasswordHashSchema = z.object({
  algorithm: z.string(),
  hash: z.object({ value: z.string(), encoding: encodingSchema.nullish() }),
  salt: z
    .object({ value: z.string(), encoding: encodingSchema.nullish(), position: z.enum(["prefix", "suffix"]).nullish() })
    .nullish(),
  password: z.object({ encoding: z.string() }).nullish(),
});
type CustomPasswordHash = z.infer<typeof customPasswordHashSchema>;

export function auth0PasswordHash(
  bcrypt: string | null | undefined,
  custom: CustomPasswordHash | null | undefined,
): HashReading {
  if (bcrypt) return isBcryptHash(bcrypt) ? { hash: bcrypt } : { refused: malformedHash("bcrypt") };
  if (!custom) return { hash: null };
  if (custom.password && custom.password.encoding !== "utf8") {
    return { refused: `password hash: password encoding "${custom.password.encoding}" is not supported` };
  }
  return customHash(custom);
}

function customHash(custom: CustomPasswordHash): HashReading {
  const { algorithm, hash } = custom;
  switch (algorithm) {
    case "bcrypt":
      return isBcryptHash(hash.value) ? { hash: hash.value } : { refused: malformedHash("bcrypt") };
    case "argon2":
      return isArgon2Hash(hash.value) ? { hash: hash.value } : { refused: malformedHash("argon2id or argon2i") };
    case "pbkdf2":
      return phcPbkdf2(hash.value);
    case "md5":
    case "sha1":
    case "sha256":
      return saltedDigest(algorithm, custom);
    default:
      return { refused: unsupportedHash(algorithm) };
  }
}

const PHC_PBKDF2 = /^\$pbkdf2-([a-z0-9]+)\$i=(\d+)(?:,l=\d+)?\$([^$]+)\$([^$]+)$/;
const PBKDF2_DIGESTS: readonly string[] = ["sha1", "sha256", "sha512"];

/** Auth0 takes PBKDF2 as a PHC string: `$pbkdf2-sha256$i=<iterations>,l=<length>$<salt>$<key>`. */
function phcPbkdf2(value: string): HashReading {
  const parts = PHC_PBKDF2.exec(value);
  if (!parts) return { refused: malformedHash("pbkdf2") };
  const [, digest, iterations, saltText, keyText] = parts;
  if (!PBKDF2_DIGESTS.includes(digest!)) return { refused: unsupportedHash(`pbkdf2-${digest}`) };
  const salt = fromBase64(saltText!);
  const key = fromBase64(keyText!);
  if (!salt || !key) return { refused: malformedHash("pbkdf2") };
  return { hash: pbkdf2Hash(digest as Pbkdf2Digest, Number(iterations), salt, key) };
}

function saltedDigest(algorithm: DigestAlgorithm, custom: CustomPasswordHash): HashReading {
  const digest = decode(custom.hash.value, custom.hash.encoding ?? "hex");
  const salt = custom.salt ? decode(custom.salt.value, custom.salt.encoding ?? "utf8") : Buffer.alloc(0);
  if (!digest || !salt) return { refused: malformedHash(algorithm) };
  const order = salt.length === 0 ? "none" : custom.salt?.position === "suffix" ? "password-first" : "salt-first";
  const stored = saltedDigestHash(algorithm, order, salt, digest);
  return stored ? { hash: stored } : { refused: malformedHash(algorithm) };
}

function decode(text: string, encoding: z.infer<typeof encodingSchema>): Buffer | null {
  if (encoding === "hex") return fromHex(text);
  if (encoding === "base64") return fromBase64(text);
  return Buffer.from(text, "utf8");
}
