import {
  firebaseScryptHash,
  fromBase64,
  fromHex,
  type HashReading,
  isArgon2Hash,
  isBcryptHash,
  isDjangoPbkdf2Hash,
  malformedHash,
  type Pbkdf2Digest,
  pbkdf2Hash,
  saltedDigestHash,
  unsupportedHash,
} from "./stored-hash.ts";

/**
 * A Clerk user's `password_digest` in Gatehouse's stored form, by its `password_hasher`: bcrypt
 * (Clerk's own) and the digests Clerk kept for users imported into it, in the forms Clerk's
 * user creation documents for each hasher.
 */

type Mapping = (digest: string) => string | null;

const AS_IS =
  (valid: (digest: string) => boolean): Mapping =>
  (digest) =>
    valid(digest) ? digest : null;

const HASHERS: Readonly<Record<string, Mapping>> = {
  bcrypt: AS_IS(isBcryptHash),
  argon2i: AS_IS((digest) => digest.startsWith("$argon2i$") && isArgon2Hash(digest)),
  argon2id: AS_IS((digest) => digest.startsWith("$argon2id$") && isArgon2Hash(digest)),
  // Django's own form, salt as text: Gatehouse stores it as it is.
  pbkdf2_sha256_django: AS_IS((digest) => digest.startsWith("pbkdf2_sha256$") && isDjangoPbkdf2Hash(digest)),
  // pbkdf2_<digest>$<iterations>$<salt>$<key>, the salt and key in the encodings Clerk names for each.
  pbkdf2_sha256: pbkdf2("pbkdf2_sha256", "sha256", fromBase64, fromBase64),
  pbkdf2_sha1: pbkdf2("pbkdf2_sha1", "sha1", (salt) => fromHex(salt) ?? Buffer.from(salt), fromHex),
  pbkdf2_sha512: pbkdf2("pbkdf2_sha512", "sha512", (salt) => Buffer.from(salt), fromHex),
  pbkdf2_sha512_hex: pbkdf2("pbkdf2_sha512_hex", "sha512", fromHex, fromHex),
  scrypt_firebase: firebaseScrypt,
  md5: unsalted("md5", 32),
  sha256: unsalted("sha256", 64),
};

export function clerkPasswordHash(digest: string | null, hasher: string | null): HashReading {
  if (!digest) return { hash: null };
  if (!hasher) return { refused: "password hash: no password_hasher" };
  const mapping = HASHERS[hasher];
  if (!mapping) return { refused: unsupportedHash(hasher) };
  const hash = mapping(digest);
  return hash ? { hash } : { refused: malformedHash(hasher) };
}

function pbkdf2(
  prefix: string,
  digest: Pbkdf2Digest,
  salt: (text: string) => Buffer | null,
  key: (text: string) => Buffer | null,
): Mapping {
  return (value) => {
    const [name, iterations, saltText, keyText, ...rest] = value.split("$");
    if (name !== prefix || !/^\d+$/.test(iterations ?? "") || rest.length > 1) return null;
    const saltBytes = salt(saltText ?? "");
    const keyBytes = key(keyText ?? "");
    if (!saltBytes || !keyBytes || keyBytes.length === 0) return null;
    return pbkdf2Hash(digest, Number(iterations), saltBytes, keyBytes);
  };
}

/** `<hash>$<salt>$<signer key>$<salt separator>$<rounds>$<memory cost>`. */
function firebaseScrypt(value: string): string | null {
  const [hash, salt, signerKey, saltSeparator, rounds, memCost, ...rest] = value.split("$");
  if (rest.length > 0 || !/^\d+$/.test(rounds ?? "") || !/^\d+$/.test(memCost ?? "")) return null;
  const parts = [hash, salt, signerKey, saltSeparator].map((part) => fromBase64(part ?? ""));
  if (parts.some((part) => !part || part.length === 0)) return null;
  const [hashBytes, saltBytes, signerBytes, separatorBytes] = parts as Buffer[];
  return firebaseScryptHash({
    rounds: Number(rounds),
    memCost: Number(memCost),
    signerKey: signerBytes!,
    saltSeparator: separatorBytes!,
    salt: saltBytes!,
    hash: hashBytes!,
  });
}

function unsalted(algorithm: "md5" | "sha256", hexLength: number): Mapping {
  return (value) => {
    const digest = value.length === hexLength ? fromHex(value.toLowerCase()) : null;
    return digest ? saltedDigestHash(algorithm, "none", Buffer.alloc(0), digest) : null;
  };
}
