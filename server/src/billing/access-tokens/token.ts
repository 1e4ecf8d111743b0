import { createHash, randomBytes } from "node:crypto";

/** Polar's prefix for organization access tokens; other prefixes never match a stored token. */
export const TOKEN_PREFIX = "polar_oat_";

/** A new token: the prefix and 32 random bytes (base64url). Shown once, at creation. */
export const generateToken = (): string => `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

/** What the table keeps: SHA-256 of the whole token. A fast hash is enough for 256 random bits. */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
