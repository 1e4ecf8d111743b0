import { createHash, randomBytes } from "node:crypto";

/** Polar's prefix for customer session tokens; any other string never matches a stored session. */
export const CUSTOMER_SESSION_PREFIX = "polar_cst_";

/** Polar's default lifetime of a customer session: one hour. */
export const CUSTOMER_SESSION_TTL_MS = 60 * 60 * 1000;

/** A new token: the prefix and 32 random bytes (base64url). Returned once, at creation. */
export const generateCustomerSessionToken = (): string =>
  `${CUSTOMER_SESSION_PREFIX}${randomBytes(32).toString("base64url")}`;

/** What the table keeps: SHA-256 of the whole token. */
export const hashCustomerSessionToken = (token: string): string =>
  createHash("sha256").update(token, "utf8").digest("hex");
