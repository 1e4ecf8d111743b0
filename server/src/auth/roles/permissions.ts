import type { Executor } from "../../db/transaction.ts";
import { findMemberRoles } from "../../membership/repository.ts";
import { isBuiltInRole, organizationRoles, organizationStatements, type Resource } from "./organization.ts";
import { findRoleDefinitions } from "./repository.ts";

/** Permissions as resource → actions, the shape roles, tokens and claims carry them in. */
export type PermissionMap = Record<string, string[]>;

const isResource = (resource: string): resource is Resource => Object.hasOwn(organizationStatements, resource);

/**
 * What a set of roles may do in one organization: the union of every role's permissions, built-in
 * (auth/roles/organization.ts) or the organization's own. Only permissions of the catalogue count,
 * so a stored role naming a resource or action the catalogue dropped grants nothing by it.
 */
export class Grants {
  private readonly granted: Map<string, Set<string>>;

  constructor(
    readonly roles: readonly string[],
    permissions: Iterable<[string, readonly string[]]>,
  ) {
    this.granted = new Map();
    for (const [resource, actions] of permissions) {
      if (!isResource(resource)) continue;
      const known = new Set<string>(organizationStatements[resource]);
      const set = this.granted.get(resource) ?? new Set<string>();
      for (const action of actions) if (known.has(action)) set.add(action);
      this.granted.set(resource, set);
    }
  }

  /** Whether one permission is held. */
  allows(resource: string, action: string): boolean {
    return this.granted.get(resource)?.has(action) ?? false;
  }

  /** The permissions of `wanted` not held here, as `resource:action` (empty when all are). */
  missingOf(wanted: PermissionMap): string[] {
    return Object.entries(wanted).flatMap(([resource, actions]) =>
      actions.filter((action) => !this.allows(resource, action)).map((action) => `${resource}:${action}`),
    );
  }

  /** Every permission held, in the catalogue's order. */
  toMap(): PermissionMap {
    const map: PermissionMap = {};
    for (const [resource, actions] of Object.entries(organizationStatements)) {
      const held = actions.filter((action) => this.allows(resource, action));
      if (held.length > 0) map[resource] = held;
    }
    return map;
  }
}

/**
 * The actions `permission` names on the catalogue's resources that the catalogue does not have, as
 * `resource:action` (a resource it does not have is the library's to refuse).
 */
export function unknownActions(permission: PermissionMap): string[] {
  return Object.entries(permission).flatMap(([resource, actions]) => {
    if (!isResource(resource)) return [];
    const known: readonly string[] = organizationStatements[resource];
    return actions.filter((action) => !known.includes(action)).map((action) => `${resource}:${action}`);
  });
}

/** Parses a stored role's permission text; anything malformed grants nothing. */
function parsePermission(text: string): [string, string[]][] {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
    return Object.entries(value).flatMap(([resource, actions]) =>
      Array.isArray(actions) ? [[resource, actions.filter((a): a is string => typeof a === "string")]] : [],
    );
  } catch {
    return [];
  }
}

/**
 * Splits a member's or invitation's role field ("admin,billing"), or a request's list of roles,
 * into its roles. A request's list is unchecked input: anything in it but text is no role.
 */
export function parseRoleField(role: string | readonly unknown[] | null | undefined): string[] {
  const parts: readonly unknown[] = Array.isArray(role) ? role : [role];
  const texts = parts.filter((part): part is string => typeof part === "string");
  return [
    ...new Set(
      texts
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** What the roles grant in the organization; the organization's own roles are read only when named. */
export async function grantsOfRoles(db: Executor, organizationId: string, roles: readonly string[]): Promise<Grants> {
  const builtIn = roles.filter(isBuiltInRole);
  const own = roles.filter((role) => !isBuiltInRole(role));
  const permissions: [string, readonly string[]][] = builtIn.flatMap((role) =>
    Object.entries(organizationRoles[role].statements as Record<string, readonly string[]>),
  );
  for (const row of await findRoleDefinitions(db, organizationId, own))
    permissions.push(...parsePermission(row.permission));
  return new Grants(roles, permissions);
}

/** What a user may do in an organization, or null when they are not a member. */
export async function memberGrants(db: Executor, organizationId: string, userId: string): Promise<Grants | null> {
  const roles = await findMemberRoles(db, organizationId, userId);
  return roles ? grantsOfRoles(db, organizationId, roles) : null;
}

/** Whether a user is a member whose roles grant `resource: [action]`. */
export async function memberMay(
  db: Executor,
  organizationId: string,
  userId: string,
  resource: Resource,
  action: string,
): Promise<boolean> {
  return (await memberGrants(db, organizationId, userId))?.allows(resource, action) ?? false;
}
