import { API_KEY_ERROR_CODES } from "@better-auth/api-key";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

/** Gatehouse's wording, ending with a period like the plugin's other messages; the plugin's own lacks it. */
const FAILED_TO_UPDATE = { code: "FAILED_TO_UPDATE_API_KEY", message: "Failed to update API key." } as const;

/** The plugin refuses keys shorter than this before looking them up (its defaultKeyLength). */
export const MIN_API_KEY_LENGTH = 64;

/**
 * The plugin answers a key too short to be one of ours with 403 and an unknown key with 401,
 * both "Invalid API key.". A short key is as unknown as any other: 401, the status that asks
 * for credentials, so clients handle one status for one message.
 */
export function shortKeyHook(header: string) {
  return {
    matcher: (ctx: { headers?: Headers }) => {
      const key = ctx.headers?.get(header);
      return typeof key === "string" && key.length > 0 && key.length < MIN_API_KEY_LENGTH;
    },
    handler: createAuthMiddleware(async () => {
      throw APIError.from("UNAUTHORIZED", API_KEY_ERROR_CODES.INVALID_API_KEY);
    }),
  };
}

/**
 * When the database refuses the write, api-key/update answers 500 with the database's own
 * message (table names, constraint text); Gatehouse says "Failed to update API key." instead. The status
 * stays 500: the input was fine, the server failed.
 */
export const updateFailureHook = {
  matcher: (ctx: { path?: string }) => ctx.path === "/api-key/update",
  handler: createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (isAPIError(returned) && returned.statusCode === 500)
      throw APIError.from("INTERNAL_SERVER_ERROR", FAILED_TO_UPDATE);
  }),
};
