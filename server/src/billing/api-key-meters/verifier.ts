/**
 * How the billing API checks and finds organization API keys without knowing the auth engine:
 * the composition root passes them, made from better-auth's `verifyApiKey` and identity's key
 * table (account-billing/api-key-meters), so the key's own checks apply — hash lookup, enabled,
 * expiry, its quota and its rate limit, each verification counted like a request made with the key.
 */

export type VerifiedApiKey = { id: string; organizationId: string; name: string | null };

export type ApiKeyVerification =
  | { valid: true; key: VerifiedApiKey }
  /** Unknown, a user's key, disabled, expired: the api-key plugin's own message, e.g. "Invalid API key.". */
  | { valid: false; refusal: "invalid"; message: string }
  /** The key's rate limit refused this request; it may try again after this many seconds. */
  | { valid: false; refusal: "rate_limited"; message: string; retryAfterSeconds: number }
  /** The key's own quota (`remaining`) is spent. */
  | { valid: false; refusal: "usage_exceeded"; message: string }
  /** The key has an IP allowlist, and the address it was used from is outside it. */
  | { valid: false; refusal: "ip_not_allowed"; message: string };

/** Verifies a key used from `clientIp` (checked against the key's IP allowlist, if it has one). */
export type ApiKeyVerifier = (key: string, clientIp: string | null) => Promise<ApiKeyVerification>;

/** Identity's organization API keys, as the meters need them. */
export type OrganizationApiKeys = {
  verify: ApiKeyVerifier;
  /** An organization key by its id (a user's key is not one). */
  find(id: string): Promise<VerifiedApiKey | undefined>;
};
