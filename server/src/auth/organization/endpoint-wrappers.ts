import { isUniqueViolation } from "../../db/unique-violations.ts";
import { uniqueViolationRefusal } from "./unique-violations.ts";

type Endpoint = ((ctx: unknown) => Promise<unknown>) & { path?: string };

/**
 * The one thing no better-auth hook can do: a unique constraint the organization plugin's own
 * read-then-insert loses a race to escapes as a driver error, a 500, before any after hook runs.
 * The endpoints whose inserts can race answer what the read would have (unique-violations.ts).
 */
export function wrapOrganizationEndpoints<T extends object>(endpoints: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(endpoints)) {
    wrapped[key] = typeof value === "function" ? wrap(value as Endpoint) : value;
  }
  return wrapped as T;
}

function wrap(original: Endpoint): Endpoint {
  const refusal = uniqueViolationRefusal(original.path);
  if (!refusal) return original;
  const endpoint = async (ctx: unknown) => {
    try {
      return await original(ctx);
    } catch (error) {
      if (isUniqueViolation(error)) throw refusal();
      throw error;
    }
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original);
}
