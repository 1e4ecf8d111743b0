import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { inRequestTransaction } from "./accept-transaction.ts";
import { findRoleNameById, moveRoleHolders } from "./roles-repository.ts";

/** Gatehouse's corrections to better-auth's role endpoints that no hook can make, as wrappers. */

type Endpoint = (ctx: unknown) => Promise<unknown>;

type RoleUpdateAnswer = { roleData?: { organizationId?: unknown; role?: unknown } };

/** The route's JSON answer, however it was called: as a Response, as `{ headers, response }`, or bare. */
async function answerOf(result: unknown): Promise<RoleUpdateAnswer | null> {
  if (result instanceof Response) return result.ok ? ((await result.clone().json()) as RoleUpdateAnswer) : null;
  if (typeof result !== "object" || result === null) return null;
  // better-auth's router calls endpoints with returnHeaders: the answer comes wrapped beside them.
  if ("response" in result && "headers" in result) return answerOf(result.response);
  return result as RoleUpdateAnswer;
}

/**
 * update-role renaming a role: better-auth renames the role but leaves its members and
 * invitations holding the old name, which then grants nothing. Gatehouse runs the update and the
 * move of its holders to the new name in one transaction.
 */
export function renamingHolders<T extends object>(db: Kysely<DatabaseSchema>, kind: DialectKind, original: T): T {
  const call = original as unknown as Endpoint;
  const endpoint = async (ctx: unknown) => {
    const body = ((ctx as { body?: unknown }).body ?? {}) as { roleName?: unknown; roleId?: unknown; data?: unknown };
    const renames = typeof (body.data as { roleName?: unknown } | undefined)?.roleName === "string";
    if (!renames) return call(ctx);
    return inRequestTransaction(db, kind, ctx, async (trx) => {
      const previous =
        typeof body.roleName === "string"
          ? body.roleName
          : typeof body.roleId === "string"
            ? await findRoleNameById(trx, body.roleId)
            : undefined;
      const result = await call(ctx);
      const answer = (await answerOf(result))?.roleData;
      const { organizationId, role } = answer ?? {};
      if (previous && typeof organizationId === "string" && typeof role === "string" && role !== previous)
        await moveRoleHolders(trx, organizationId, previous, role);
      return result;
    });
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original) as unknown as T;
}

/**
 * create-role and update-role read whether a name is taken before they write it, so of two requests
 * racing for one name the second's write meets the unique constraint: answered as the read would
 * have, not as a 500 (a driver error escapes before any after hook).
 */
export function roleNameRaces<T extends object>(original: T): T {
  const call = original as unknown as Endpoint;
  const endpoint = async (ctx: unknown) => {
    try {
      return await call(ctx);
    } catch (error) {
      if (isUniqueViolation(error))
        throw APIError.fromStatus("BAD_REQUEST", {
          code: "ROLE_NAME_IS_ALREADY_TAKEN",
          message: "That role name is already taken",
        });
      throw error;
    }
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original) as unknown as T;
}
