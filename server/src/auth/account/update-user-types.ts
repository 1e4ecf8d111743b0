import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

/** update-user's fields and their types: name a string, image a string or null (which clears it). */
const FIELD_TYPES: Readonly<Record<string, (value: unknown) => boolean>> = {
  name: (value) => typeof value === "string",
  image: (value) => typeof value === "string" || value === null,
};

/**
 * better-auth 1.7 passes update-user's body to the adapter unchecked, so `{ "name": 5 }` stored a
 * number as a name on PostgreSQL and failed with a 500 on SQLite. A field of
 * the wrong type is invalid input: 400 VALIDATION_ERROR "Invalid body parameters",
 * before anything is written.
 */
export function updateUserTypesPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-update-user-types",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/update-user",
          handler: createAuthMiddleware(async (ctx) => {
            // Not an object at all: the library's own validation answers.
            if (typeof ctx.body !== "object" || ctx.body === null || Array.isArray(ctx.body)) return;
            const body = ctx.body as Record<string, unknown>;
            for (const [field, valid] of Object.entries(FIELD_TYPES)) {
              if (field in body && !valid(body[field])) {
                throw new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid body parameters" });
              }
            }
          }),
        },
      ],
    },
  };
}
