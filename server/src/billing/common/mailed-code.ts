import { createHmac, randomInt } from "node:crypto";

/**
 * The short codes Gatehouse mails customers (portal sign-in, email change), in Polar's form:
 * 6 characters of A–Z and 0–9 (2.2 billion), used once. Only an HMAC of a code is stored, under
 * AUTH_SECRET and the code's purpose, so a code of one purpose never matches another's.
 */
const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const CODE_LENGTH = 6;

export const newMailedCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/** What people type: lower case, spaces and dashes are forgiven. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

export const mailedCodeHash = (secret: string, purpose: string, code: string) =>
  createHmac("sha256", secret)
    .update(`${purpose}:${normalized(code)}`)
    .digest("hex");
