import { APIError } from "better-auth/api";
import { z } from "zod";
import type { Executor } from "../../db/transaction.ts";
import { CREATOR_ROLE, isBuiltInRole } from "../roles/organization.ts";
import { grantsOfRoles } from "../roles/permissions.ts";
import { groupKeyOf, referenceKey } from "./directory-roles.ts";
import { findOwnRoleIds, type GroupRole, type RoleReference } from "./group-roles-repository.ts";

/** The most entries one organization's mapping holds. */
const GROUP_ROLES_LIMIT = 100;
const GROUP_MAX_LENGTH = 256;

/** One entry as a request sends it; each is then checked on its own (mappingEntry), so a refusal names its field. */
export const groupRolesBody = z.object({
  organizationId: z.string().min(1).optional(),
  mappings: z.array(z.object({ group: z.string().max(1000), role: z.string().max(1000) })).max(GROUP_ROLES_LIMIT),
});
type GroupRolesBody = z.infer<typeof groupRolesBody>;

const mappingEntry = z.object({
  group: z.string().trim().min(1, "GROUP_REQUIRED").max(GROUP_MAX_LENGTH, "GROUP_TOO_LONG"),
  role: z.string().trim().toLowerCase().min(1, "ROLE_REQUIRED"),
});

const MAPPING_PROBLEMS = {
  GROUP_REQUIRED: "Name the directory group (its name or SCIM id)",
  GROUP_TOO_LONG: `A group is named in at most ${GROUP_MAX_LENGTH} characters`,
  DUPLICATE_GROUP: "This group is mapped more than once",
  ROLE_REQUIRED: "Choose a role",
  UNKNOWN_ROLE: "The organization has no such role",
  OWNER_NOT_MAPPABLE: "A directory cannot make owners",
  ROLE_GRANTS_MORE_THAN_YOU_HOLD: "You cannot give a role that grants more than you hold",
} as const;
type ProblemCode = keyof typeof MAPPING_PROBLEMS;

/** What is wrong with one entry: its place in the request (or, for an entry the request drops, its group) and field. */
type MappingProblem = {
  index?: number;
  group?: string;
  field: "group" | "role";
  code: ProblemCode;
  message: string;
};

const problem = (code: ProblemCode, field: MappingProblem["field"], at: { index?: number; group?: string }) => ({
  ...at,
  field,
  code,
  message: MAPPING_PROBLEMS[code],
});

/** A refusal naming every problem; its code and message are the first one's (the earliest entry's). */
function refused(status: "BAD_REQUEST" | "FORBIDDEN", problems: MappingProblem[], extra: object = {}): APIError {
  const [first] = problems;
  return APIError.fromStatus(status, { code: first?.code, message: first?.message, errors: problems, ...extra });
}

/** The role an entry names, as the mapping holds it, or why it cannot be mapped. */
function roleReference(role: string, ownIds: Map<string, string>): RoleReference | ProblemCode {
  if (role === CREATOR_ROLE) return "OWNER_NOT_MAPPABLE";
  if (isBuiltInRole(role)) return { builtInRole: role, organizationRoleId: null };
  const ownId = ownIds.get(role);
  return ownId ? { builtInRole: null, organizationRoleId: ownId } : "UNKNOWN_ROLE";
}

/**
 * The request's entries checked and resolved to roles: each group named once (without case), each
 * role one of the organization's — built-in admin or member, or one of its own — never owner.
 * Refused with 400 and every problem, in the entries' order, before anything is written.
 */
export async function resolveMapping(
  db: Executor,
  organizationId: string,
  entries: GroupRolesBody["mappings"],
): Promise<GroupRole[]> {
  const problems: MappingProblem[] = [];
  const parsed = entries.map((entry, index) => {
    const result = mappingEntry.safeParse(entry);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      problems.push(problem(issue.message as ProblemCode, issue.path[0] === "role" ? "role" : "group", { index }));
    return null;
  });
  const named = parsed.flatMap((entry) => (entry && !isBuiltInRole(entry.role) ? [entry.role] : []));
  const ownIds = await findOwnRoleIds(db, organizationId, [...new Set(named)]);
  const seen = new Set<string>();
  const resolved: GroupRole[] = [];
  for (const [index, entry] of parsed.entries()) {
    if (!entry) continue;
    const groupKey = groupKeyOf(entry.group);
    if (seen.has(groupKey)) problems.push(problem("DUPLICATE_GROUP", "group", { index }));
    seen.add(groupKey);
    const reference = roleReference(entry.role, ownIds);
    if (typeof reference === "string") problems.push(problem(reference, "role", { index }));
    else resolved.push({ group: entry.group, groupKey, role: entry.role, ...reference });
  }
  if (problems.length > 0)
    throw refused(
      "BAD_REQUEST",
      problems.sort((a, b) => (a.index ?? 0) - (b.index ?? 0)),
    );
  return resolved;
}

/**
 * No one maps a group to a role granting more than they hold, nor changes or drops an entry whose
 * role does (its holders would lose it): as role-rules.ts holds for giving roles by hand. Entries
 * the request keeps as they were are not the saver's doing and pass. Owners hold everything.
 */
export async function checkSaverHolds(
  db: Executor,
  organizationId: string,
  saverRoles: readonly string[],
  resolved: readonly GroupRole[],
  stored: readonly GroupRole[],
): Promise<void> {
  if (saverRoles.includes(CREATOR_ROLE)) return;
  const before = new Map(stored.map((entry) => [entry.groupKey, referenceKey(entry)]));
  const after = new Map(resolved.map((entry) => [entry.groupKey, referenceKey(entry)]));
  const touched = [
    ...resolved.flatMap((entry, index) =>
      before.get(entry.groupKey) === referenceKey(entry) ? [] : [{ role: entry.role, at: { index } }],
    ),
    ...stored.flatMap((entry) =>
      after.get(entry.groupKey) === referenceKey(entry) ? [] : [{ role: entry.role, at: { group: entry.group } }],
    ),
  ];
  const saver = await grantsOfRoles(db, organizationId, saverRoles);
  const problems: MappingProblem[] = [];
  const missingPermissions = new Set<string>();
  for (const { role, at } of touched) {
    const missing = saver.missingOf((await grantsOfRoles(db, organizationId, [role])).toMap());
    if (missing.length === 0) continue;
    for (const permission of missing) missingPermissions.add(permission);
    problems.push(problem("ROLE_GRANTS_MORE_THAN_YOU_HOLD", "role", at));
  }
  if (problems.length > 0) throw refused("FORBIDDEN", problems, { missingPermissions: [...missingPermissions] });
}
