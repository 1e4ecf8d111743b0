/**
 * How the billing API checks an organization API key without knowing the auth engine: main.ts
 * passes one made from better-auth's `verifyApiKey` (auth/api-keys/organization-key-verifier.ts),
 * so the key's own checks apply — hash lookup, enabled, expiry, its quota and its rate limit,
 * each verification counted like a request made with the key.
 */

export type VerifiedApiKey = { id: string; organizationId: string; name: string | null };

export type ApiKeyVerification =
  | { valid: true; key: VerifiedApiKey }
  /** Unknown, a user's key, disabled, expired: the api-key plugin's own message, e.g. "Invalid API key.". */
  | { valid: false; refusal: "invalid"; message: string }
  /** The key's rate limit refused this request; it may try again after this many seconds. */
  | { valid: false; refusal: "rate_limited"; message: string; retryAfterSeconds: number }
  /** The key's own quota (`remaining`) is spent. */
  | { valid: false; refusal: "usage_exceeded"; message: string };

export type ApiKeyVerifier = (key: string) => Promise<ApiKeyVerification>;
