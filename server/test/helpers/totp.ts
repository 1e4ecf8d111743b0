import { createHmac } from "node:crypto";

/**
 * An authenticator app, as RFC 6238 defines one (independent of better-auth's code): reads the
 * otpauth:// URI the server hands out and computes the current code from its base32 secret.
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

/** The code an authenticator app shows for this URI at `at` (ms), or `periods` steps away. */
export function totpCode(totpURI: string, at = Date.now()): string {
  const uri = new URL(totpURI);
  const digits = Number(uri.searchParams.get("digits") ?? 6);
  const period = Number(uri.searchParams.get("period") ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const mac = createHmac("sha1", base32Decode(secretOf(totpURI)))
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, "0");
}
