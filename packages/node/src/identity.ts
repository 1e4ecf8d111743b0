import type { JWTPayload } from "jose";
import { entitlementsFromClaim, entitlementsFromSession } from "./entitlements.ts";
import { dateOrNull, isObject, type JsonObject, stringOrNull } from "./json.ts";
import type { GatehouseAuth, GatehouseSession, GatehouseUser } from "./types.ts";

/** The user Gatehouse describes in `fields` (a JWT's payload, or get-session's `user`); null without an email. */
function userFrom(fields: JsonObject, id: string): GatehouseUser | null {
  const email = stringOrNull(fields.email);
  if (email === null) return null;
  return {
    id,
    email,
    name: stringOrNull(fields.name) ?? "",
    emailVerified: fields.emailVerified === true,
    image: stringOrNull(fields.image),
    role: stringOrNull(fields.role),
    createdAt: dateOrNull(fields.createdAt),
    updatedAt: dateOrNull(fields.updatedAt),
  };
}

function sessionFrom(fields: JsonObject): GatehouseSession | null {
  const id = stringOrNull(fields.id);
  const userId = stringOrNull(fields.userId);
  const expiresAt = dateOrNull(fields.expiresAt);
  if (id === null || userId === null || expiresAt === null) return null;
  return {
    id,
    userId,
    expiresAt,
    createdAt: dateOrNull(fields.createdAt),
    updatedAt: dateOrNull(fields.updatedAt),
    activeOrganizationId: stringOrNull(fields.activeOrganizationId),
    activeTeamId: stringOrNull(fields.activeTeamId),
    ipAddress: stringOrNull(fields.ipAddress),
    userAgent: stringOrNull(fields.userAgent),
    impersonatedBy: stringOrNull(fields.impersonatedBy),
  };
}

/** The claim's `activeOrganizationId`: the session's organization, customer of the seller or not. */
function activeOrganizationOfClaim(claim: unknown): string | null {
  return isObject(claim) && typeof claim.activeOrganizationId === "string" ? claim.activeOrganizationId : null;
}

/**
 * A verified Gatehouse JWT's identity: its payload is the user's fields, `sub` the user's id,
 * and (from `/api/auth/token`) an `entitlements` claim. Null when the claims are not those.
 */
export function authFromJwtPayload(payload: JWTPayload): GatehouseAuth | null {
  if (typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
  const user = userFrom(payload, payload.sub);
  if (!user) return null;
  const entitlements = entitlementsFromClaim(payload.entitlements);
  return {
    via: "jwt",
    user,
    session: null,
    activeOrganizationId: activeOrganizationOfClaim(payload.entitlements) ?? entitlements?.organization?.id ?? null,
    entitlements,
    expiresAt: new Date(payload.exp * 1000),
  };
}

/**
 * get-session's answer (`{ session, user, entitlements }`, or null when signed out) as an
 * identity. Returns undefined when the answer is neither.
 */
export function authFromSessionAnswer(answer: unknown): GatehouseAuth | null | undefined {
  if (answer === null) return null;
  if (!isObject(answer) || !isObject(answer.session) || !isObject(answer.user)) return undefined;
  const session = sessionFrom(answer.session);
  const user = session ? userFrom(answer.user, session.userId) : null;
  if (!session || !user || stringOrNull(answer.user.id) !== session.userId) return undefined;
  return {
    via: "session",
    user,
    session,
    activeOrganizationId: session.activeOrganizationId,
    entitlements: entitlementsFromSession(answer.entitlements),
    expiresAt: session.expiresAt,
  };
}
