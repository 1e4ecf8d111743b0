// Password hashes made by other systems, verified as each of them verifies its own, so users who
// move to Gatehouse keep their passwords (docs/guides/moving-to-gatehouse/password-hashes.md).
// Runs inside the hash workers (hash-worker.mjs), synchronously, never on the event loop.
// Plain JavaScript on purpose: a worker must load without a TypeScript loader.
//
// A hash that does not parse, or whose cost is beyond what a worker may spend, verifies as false.
// Passwords are taken as their UTF-8 bytes, unnormalized, as the origin systems take them.
import { createCipheriv, createHash, pbkdf2Sync, scryptSync, timingSafeEqual } from "node:crypto";
import { parseOptions as argon2Options, verifySync as argon2Verify } from "@node-rs/argon2";
import { verifySync as bcryptVerify } from "@node-rs/bcrypt";

// What one verification may cost at most: beyond these a stored hash would stall a worker (or
// its memory) for longer than any origin system's defaults ask. 256 MiB is also the native
// scrypt's ceiling (hash-worker.mjs).
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_BCRYPT_COST = 16;
const MAX_ARGON2_PASSES = 64;
const MAX_ARGON2_LANES = 16;
const MAX_PBKDF2_ITERATIONS = 5_000_000;

const PBKDF2_DIGESTS = { sha1: "sha1", sha256: "sha256", sha512: "sha512" };
const LEGACY_DIGEST_HEX_LENGTHS = { md5: 32, sha1: 40, sha256: 64 };

/**
 * Base64 as the formats write it: standard, URL-safe, or passlib's (`.` for `+`), with or without
 * padding. Null for anything else (Node's own decoder would skip stray characters).
 */
function base64(text) {
  const standard = text.replace(/[-.]/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(standard) || standard.replace(/=+$/, "").length % 4 === 1) return null;
  return Buffer.from(standard, "base64");
}

const hex = (text) => (/^(?:[0-9a-f]{2})*$/i.test(text) ? Buffer.from(text, "hex") : null);
const positiveInt = (text, max) => {
  const value = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return value >= 1 && value <= max ? value : null;
};
const sameBytes = (expected, actual) => expected.length === actual.length && timingSafeEqual(expected, actual);

// Each format: its name, and a parser that turns a stored hash of its shape into a check of a
// password (or null when the hash is not of the shape, or beyond the bounds above).
const FORMATS = [
  {
    // $2a$, $2b$, $2x$, $2y$ (crypt_blowfish, OpenBSD, PHP, jBCrypt, bcryptjs…): @node-rs/bcrypt's
    // verifier takes every prefix as it is, so none is rewritten to $2b$/$2a$ here. It runs $2x$ as
    // standard bcrypt: the same answer as the origin for every password but those with non-ASCII
    // characters (the sign-extension bug $2x$ labels is not reproduced).
    name: "bcrypt",
    parse(stored) {
      const match = /^\$2[abxy]\$(\d{2})\$[./A-Za-z0-9]{53}$/.exec(stored);
      if (!match || Number(match[1]) < 4 || Number(match[1]) > MAX_BCRYPT_COST) return null;
      return (password) => bcryptVerify(password, stored);
    },
  },
  {
    // PHC strings `$argon2id$v=19$m=…,t=…,p=…$salt$hash` and `$argon2i$…`; Django stores the same
    // with an `argon2` prefix.
    name: "argon2",
    parse(stored) {
      const phc = stored.startsWith("argon2$argon2") ? stored.slice("argon2".length) : stored;
      if (!/^\$argon2(?:id|i)\$/.test(phc)) return null;
      let options;
      try {
        options = argon2Options(phc);
      } catch {
        return null;
      }
      const fits =
        options.memoryCost * 1024 <= MAX_MEMORY_BYTES &&
        options.timeCost <= MAX_ARGON2_PASSES &&
        options.parallelism <= MAX_ARGON2_LANES;
      return fits ? (password) => argon2Verify(phc, password) : null;
    },
  },
  {
    // Django's `pbkdf2_sha256$<iterations>$<salt>$<base64 key>` (and pbkdf2_sha1): the salt is text.
    name: "django-pbkdf2",
    parse(stored) {
      const match = /^pbkdf2_(sha256|sha1)\$(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
      if (!match) return null;
      const iterations = positiveInt(match[2], MAX_PBKDF2_ITERATIONS);
      const key = base64(match[4]);
      if (!iterations || !key) return null;
      return (password) => sameBytes(key, pbkdf2Sync(password, match[3], iterations, key.length, match[1]));
    },
  },
  {
    // `$pbkdf2-sha256$i=<iterations>$<base64 salt>$<base64 key>` (Keycloak's credentials as the
    // importers write them; passlib's form without `i=`): salt bytes, key length from the key.
    name: "pbkdf2",
    parse(stored) {
      const match = /^\$pbkdf2-(sha1|sha256|sha512)\$(?:i=)?(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
      if (!match) return null;
      const iterations = positiveInt(match[2], MAX_PBKDF2_ITERATIONS);
      const salt = base64(match[3]);
      const key = base64(match[4]);
      if (!iterations || !salt || !key) return null;
      const digest = PBKDF2_DIGESTS[match[1]];
      return (password) => sameBytes(key, pbkdf2Sync(password, salt, iterations, key.length, digest));
    },
  },
  {
    // Firebase's modified scrypt, with the project's parameters carried in the hash:
    // `$firebase-scrypt$r=<rounds>,m=<memCost>$<signer key>$<salt separator>$<salt>$<hash>` (base64).
    // scrypt(password, salt + separator, N = 2^memCost, r = rounds, p = 1) keys AES-256-CTR (IV
    // zero), which encrypts the signer key; the result is the stored hash.
    name: "firebase-scrypt",
    parse(stored) {
      const match = /^\$firebase-scrypt\$r=(\d+),m=(\d+)\$([^$]+)\$([^$]*)\$([^$]+)\$([^$]+)$/.exec(stored);
      if (!match) return null;
      const rounds = positiveInt(match[1], 64);
      const memCost = positiveInt(match[2], 31);
      const [signerKey, separator, salt, hash] = [match[3], match[4], match[5], match[6]].map((part) =>
        part === "" ? Buffer.alloc(0) : base64(part),
      );
      if (!rounds || !memCost || !signerKey || !separator || !salt || !hash || signerKey.length === 0) return null;
      const N = 2 ** memCost;
      const memory = 128 * N * rounds;
      if (memory > MAX_MEMORY_BYTES) return null;
      return (password) => {
        const options = { N, r: rounds, p: 1, maxmem: memory + 1024 * 1024 };
        const key = scryptSync(Buffer.from(password), Buffer.concat([salt, separator]), 32, options);
        const cipher = createCipheriv("aes-256-ctr", key, Buffer.alloc(16));
        return sameBytes(hash, Buffer.concat([cipher.update(signerKey), cipher.final()]));
      };
    },
  },
  {
    // Legacy salted digests `$md5|sha1|sha256$<none|salt-first|password-first>$<hex salt>$<hex digest>`:
    // the digest of salt + password, password + salt, or the password alone.
    name: "legacy-digest",
    parse(stored) {
      const match = /^\$(md5|sha1|sha256)\$(none|salt-first|password-first)\$([^$]*)\$([^$]+)$/.exec(stored);
      if (!match) return null;
      const [, algorithm, order, saltText, digestText] = match;
      const salt = hex(saltText);
      const digest = hex(digestText);
      if (!salt || !digest || digestText.length !== LEGACY_DIGEST_HEX_LENGTHS[algorithm]) return null;
      if ((order === "none") !== (salt.length === 0)) return null;
      return (password) => {
        const bytes = Buffer.from(password);
        const input = order === "salt-first" ? [salt, bytes] : order === "password-first" ? [bytes, salt] : [bytes];
        return sameBytes(digest, createHash(algorithm).update(Buffer.concat(input)).digest());
      };
    },
  },
];

function parse(stored) {
  if (typeof stored !== "string") return null;
  for (const format of FORMATS) {
    const check = format.parse(stored);
    if (check) return { name: format.name, check };
  }
  return null;
}

/** The foreign format `stored` is a well-formed hash of, or null (Gatehouse's own scrypt, or nothing known). */
export function foreignHashFormat(stored) {
  return parse(stored)?.name ?? null;
}

/** Whether `password` is the one `stored` was made from; false for a hash of no known foreign format. */
export function verifyForeignHash(stored, password) {
  const parsed = parse(stored);
  if (!parsed) return false;
  try {
    return parsed.check(password) === true;
  } catch {
    return false;
  }
}
