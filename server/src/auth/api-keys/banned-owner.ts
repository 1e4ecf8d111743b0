import { defaultKeyHasher } from "@better-auth/api-key";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { BeforeHook } from "../departure-table.ts";
import { API_KEY_HEADER, USER_API_KEY_CONFIG } from "./key-kinds.ts";
import type { ApiKeyRepository } from "./repository.ts";

const USER_BANNED = { code: "USER_BANNED", message: "User is banned" } as const;

/**
 * The api-key plugin's session hook does not look at bans, so a banned user's keys would keep
 * acting as them (banning only revokes sessions): a key of a banned user is refused ahead of it.
 */
export function bannedOwnerHook(apiKeys: ApiKeyRepository): BeforeHook {
  return {
    matcher: (ctx) => typeof ctx.headers?.get(API_KEY_HEADER) === "string",
    handler: createAuthMiddleware(async (ctx) => {
      const key = ctx.headers?.get(API_KEY_HEADER);
      if (!key) return;
      const owner = await apiKeys.findUserOwner(USER_API_KEY_CONFIG, await defaultKeyHasher(key));
      // The wall clock, as better-auth's banExpires and its own ban checks (kit/clock.ts).
      if (owner?.banned && (owner.banExpires === null || owner.banExpires.getTime() > Date.now())) {
        throw APIError.from("UNAUTHORIZED", USER_BANNED);
      }
    }),
  };
}
