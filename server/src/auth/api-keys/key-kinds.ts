/** The header a request authenticated by a user's API key carries the key in. */
export const API_KEY_HEADER = "x-api-key";

/** configIds of the two kinds of key (`configId` on create/list/update/delete). */
export const USER_API_KEY_CONFIG = "default";
export const ORGANIZATION_API_KEY_CONFIG = "organization";

/**
 * Per-key request budget. The plugin's default (10 requests a day) suits a demo, not a key that
 * acts as its owner; 600 a minute leaves room for scripts while capping a leaked key.
 */
export const API_KEY_RATE_LIMIT = { enabled: true, timeWindow: 60_000, maxRequests: 600 } as const;

/**
 * An organization key's metadata: the member who created it, whose roles bound what the key may
 * do for as long as it lives (creator-permissions.ts). Keys made before creators were kept have none.
 */
export type KeyCreatorMetadata = { createdByUserId: string };
