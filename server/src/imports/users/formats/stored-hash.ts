/**
 * Password hashes in the forms Gatehouse stores and verifies (the import record's passwordHash):
 * recognising those an origin already writes that way, and writing the others' parts in them.
 */

/** An origin's password read into a stored form (null: the user has none), or why it cannot be. */
export type HashReading = { hash: string | null } | { refused: string };

/** Why a row is refused when its hash is of an algorithm Gatehouse cannot verify. */
export function unsupportedHash(algorithm: string): string {
  return `password hash: unsupported algorithm "${algorithm}"`;
}

/** Why a row is refused when its hash does not have the shape its algorithm's has. */
export function malformedHash(algorithm: string): string {
  return `password hash: not a valid ${algorithm} hash`;
}

const BCRYPT = /^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/;
const ARGON2 = /^\$argon2(id|i)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
const DJANGO_PBKDF2 = /^pbkdf2_sha(256|1)\$\d+\$[^$]+\$[A-Za-z0-9+/]+=*$/;
/** better-auth's (and Gatehouse's) scrypt: hex salt, hex key. */
const SCRYPT = /^(scrypt-\d+:)?[0-9a-f]+:[0-9a-f]+$/;

export function isBcryptHash(hash: string): boolean {
  return BCRYPT.test(hash);
}

export function isArgon2Hash(hash: string): boolean {
  return ARGON2.test(hash);
}

export function isDjangoPbkdf2Hash(hash: string): boolean {
  return DJANGO_PBKDF2.test(hash);
}

export function isScryptHash(hash: string): boolean {
  return SCRYPT.test(hash);
}

/** A hash stored as it is, whichever of the as-is forms it has. */
export function isStoredAsIs(hash: string): boolean {
  return isBcryptHash(hash) || isArgon2Hash(hash) || isDjangoPbkdf2Hash(hash) || isScryptHash(hash);
}

export type Pbkdf2Digest = "sha1" | "sha256" | "sha512";

/** `$pbkdf2-<digest>$i=<iterations>$<salt>$<derived key>`: the key's length is the derived key's. */
export function pbkdf2Hash(digest: Pbkdf2Digest, iterations: number, salt: Uint8Array, key: Uint8Array): string {
  return `$pbkdf2-${digest}$i=${iterations}$${toBase64(salt)}$${toBase64(key)}`;
}

export type FirebaseScryptParts = {
  rounds: number;
  memCost: number;
  signerKey: Uint8Array;
  saltSeparator: Uint8Array;
  salt: Uint8Array;
  hash: Uint8Array;
};

/** Firebase's modified scrypt with its project parameters, in one string. */
export function firebaseScryptHash(parts: FirebaseScryptParts): string {
  const { rounds, memCost, signerKey, saltSeparator, salt, hash } = parts;
  return `$firebase-scrypt$r=${rounds},m=${memCost}$${[signerKey, saltSeparator, salt, hash].map((part) => toBase64(part)).join("$")}`;
}

export type Argon2Parts = {
  type: "argon2id" | "argon2i";
  /** 19 (1.3) or 16 (1.0). */
  version: number;
  memoryKiB: number;
  iterations: number;
  parallelism: number;
  salt: Uint8Array;
  hash: Uint8Array;
};

/** The PHC string of an argon2 hash kept in parts (base64 without padding, as PHC writes it). */
export function argon2Hash(parts: Argon2Parts): string {
  const { type, version, memoryKiB, iterations, parallelism, salt, hash } = parts;
  const params = `m=${memoryKiB},t=${iterations},p=${parallelism}`;
  return `$${type}$v=${version}$${params}$${toBase64(salt, false)}$${toBase64(hash, false)}`;
}

export type DigestAlgorithm = "md5" | "sha1" | "sha256";
/** Which of salt and password the digest took first; "none" for an unsalted digest. */
export type SaltOrder = "none" | "salt-first" | "password-first";

const DIGEST_LENGTH: Record<DigestAlgorithm, number> = { md5: 16, sha1: 20, sha256: 32 };

/** A legacy digest; null when the digest is not of its algorithm's length. */
export function saltedDigestHash(
  algorithm: DigestAlgorithm,
  order: SaltOrder,
  salt: Uint8Array,
  digest: Uint8Array,
): string | null {
  if (digest.length !== DIGEST_LENGTH[algorithm]) return null;
  return `$${algorithm}$${order}$${Buffer.from(salt).toString("hex")}$${Buffer.from(digest).toString("hex")}`;
}

/** Standard or URL-safe base64, padded or not; null when the text is not base64. */
export function fromBase64(text: string): Buffer | null {
  const bare = text.trim().replace(/=+$/, "");
  if (!/^[A-Za-z0-9+/_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  return Buffer.from(bare.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}

/** Hex digits (either case, even count); null otherwise. */
export function fromHex(text: string): Buffer | null {
  const bare = text.trim();
  return /^([0-9a-fA-F]{2})*$/.test(bare) ? Buffer.from(bare, "hex") : null;
}

function toBase64(bytes: Uint8Array, padded = true): string {
  const text = Buffer.from(bytes).toString("base64");
  return padded ? text : text.replace(/=+$/, "");
}
