import { RequestError, type ServerError } from "../../../lib/errors";

/**
 * A refusal to give or define a role granting more than the person holds: the server says which
 * permissions they lack (`missingPermissions`, as `resource:action`) beside its code
 * (ROLE_GRANTS_MORE_THAN_YOU_HOLD, or better-auth's YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE /
 * …_UPDATE_A_ROLE when a role's definition is wider than its author).
 */
export function missingPermissionsOf(error: ServerError | null | undefined): string[] {
  const listed: unknown = error ? (error as { missingPermissions?: unknown }).missingPermissions : undefined;
  return Array.isArray(listed) ? listed.filter((item): item is string => typeof item === "string") : [];
}

/** A RequestError that keeps the permissions the server said were missing. */
export class RoleRefusal extends RequestError {
  readonly missingPermissions: string[];

  constructor(error: ServerError, fallback?: string) {
    super(error, fallback);
    this.missingPermissions = missingPermissionsOf(error);
  }
}

/** Like `unwrap`, throwing a RoleRefusal so the missing permissions reach the screen. */
export function unwrapRoleChange<T>(result: { data: T; error: ServerError | null }, fallback?: string): T {
  if (result.error) throw new RoleRefusal(result.error, fallback);
  return result.data;
}
