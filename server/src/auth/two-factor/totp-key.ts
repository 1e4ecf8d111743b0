import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * TOTP keys as other systems hand them out: RFC 4648 base32 text whose decoded bytes are the
 * RFC 6238 HMAC key. (better-auth's two-factor plugin keys its HMAC with its secret's UTF-8 text
 * instead, which is why imported keys are checked here; see imported-totp.ts.)
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** 80 bits: the shortest key authenticator apps accept (RFC 4226 asks for 128, most systems give 160). */
const MIN_KEY_BYTES = 10;
const MAX_KEY_BYTES = 128;
/** What the plugin uses too: SHA-1, 6 digits, 30-second steps, one step either side. */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

/**
 * The key in canonical form (upper case, without spaces, dashes or `=` padding) after checking it
 * decodes to a usable key; throws an Error that says what is wrong otherwise.
 */
export function normalizeBase32Key(text: string): string {
  const key = canonical(text);
  decodeBase32Key(key);
  return key;
}

/** Authenticator apps show keys in groups and either case; padding is optional. */
const canonical = (text: string) => text.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase();

/** The key's bytes; throws an Error that says what is wrong for text that is not a base32 TOTP key. */
export function decodeBase32Key(text: string): Buffer {
  const key = canonical(text);
  if (key === "") throw new Error("TOTP key is empty");
  const bad = [...key].find((char) => !ALPHABET.includes(char));
  if (bad !== undefined) throw new Error(`TOTP key is not base32: it holds ${JSON.stringify(bad)}`);
  // Encoding whole bytes never leaves 1, 3 or 6 characters in a last group of 8.
  if ([1, 3, 6].includes(key.length % 8)) throw new Error("TOTP key is not base32: its length is impossible");
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of key) {
    buffer = ((buffer << 5) | ALPHABET.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  if (bytes.length < MIN_KEY_BYTES)
    throw new Error(`TOTP key is too short: ${bytes.length * 8} bits, at least 80 needed`);
  if (bytes.length > MAX_KEY_BYTES) throw new Error(`TOTP key is too long: ${bytes.length} bytes, at most 128`);
  return Buffer.from(bytes);
}

/** RFC 4648 base32 of key bytes, without padding: how authenticator apps and other systems take TOTP keys. */
export function encodeBase32(bytes: Uint8Array): string {
  let text = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? text + ALPHABET[(buffer << (5 - bits)) & 31] : text;
}

const stepOf = (at: number) => Math.floor(at / 1000 / PERIOD_SECONDS);

/**
 * The code an authenticator app holding `key` shows at `at` (ms). Codes follow the wall clock by
 * default, as the app's and better-auth's own two-factor checks do, whatever a test's process
 * clock says (kit/clock.ts).
 */
export function totpCode(key: Buffer, at = Date.now()): string {
  return codeAt(key, stepOf(at));
}

/** RFC 6238's code for one time step (HMAC-SHA-1, dynamic truncation, 6 digits). */
function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** Whether `code` is the key's code for the step of `at` (ms) or one step either side, compared in constant time. */
export function totpMatches(key: Buffer, code: string, at = Date.now()): boolean {
  const given = Buffer.from(code);
  const step = stepOf(at);
  let matched = false;
  for (let offset = -WINDOW_STEPS; offset <= WINDOW_STEPS; offset++) {
    const expected = Buffer.from(codeAt(key, step + offset));
    matched = (given.length === expected.length && timingSafeEqual(given, expected)) || matched;
  }
  return matched;
}
