import { apiKey, defaultKeyHasher } from "@better-auth/api-key";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { listQueryHook } from "./list-query.ts";
import type { ApiKeyRepository } from "./repository.ts";
import { shortKeyHook, updateFailureHook } from "./spec-messages.ts";

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
 * API keys (@better-auth/api-key): shown once at creation, stored as their SHA-256.
 * - User keys (configId "default"): a request with `x-api-key` acts as the key's owner on every
 *   auth route (get-session answers the owner).
 * - Organization keys (configId "organization", body organizationId): owned by the organization,
 *   managed by members whose role grants apiKey (access/organization.ts); they authenticate no
 *   session.
 * SPEC §8's statuses and wording where the plugin differs: see api-keys/spec-messages.ts.
 */
export function apiKeysPlugin() {
  const shared = { apiKeyHeaders: API_KEY_HEADER, rateLimit: API_KEY_RATE_LIMIT };
  const plugin = apiKey([
    { ...shared, configId: USER_API_KEY_CONFIG, references: "user", enableSessionForAPIKeys: true },
    { ...shared, configId: ORGANIZATION_API_KEY_CONFIG, references: "organization" },
  ]);
  return {
    ...plugin,
    hooks: {
      before: [shortKeyHook(API_KEY_HEADER), listQueryHook, ...plugin.hooks.before],
      after: [updateFailureHook],
    },
  };
}

const USER_BANNED = { code: "USER_BANNED", message: "User is banned" } as const;

/**
 * What the api-key plugin leaves to its owner's lifecycle:
 * - its session hook does not look at bans, so a banned user's keys would keep acting as them
 *   (banning only revokes sessions); a key of a banned user is refused here, before that hook
 *   (register this plugin ahead of apiKeysPlugin);
 * - a deleted user's keys are deleted with the user (no foreign key can point at "a user or an
 *   organization"; organization keys go with the organization, see organization/plugin.ts).
 */
export function apiKeyOwnerPlugin(apiKeys: ApiKeyRepository): BetterAuthPlugin {
  return {
    id: "gatehouse-api-key-owner",
    init: () => ({
      options: {
        databaseHooks: {
          user: { delete: { after: async (user) => apiKeys.deleteOwnedBy(USER_API_KEY_CONFIG, user.id) } },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) => typeof ctx.headers?.get(API_KEY_HEADER) === "string",
          handler: createAuthMiddleware(async (ctx) => {
            const key = ctx.headers?.get(API_KEY_HEADER);
            if (!key) return;
            const owner = await apiKeys.findUserOwner(USER_API_KEY_CONFIG, await defaultKeyHasher(key));
            if (owner?.banned && (owner.banExpires === null || owner.banExpires.getTime() > Date.now())) {
              throw APIError.from("UNAUTHORIZED", USER_BANNED);
            }
          }),
        },
      ],
    },
  };
}
