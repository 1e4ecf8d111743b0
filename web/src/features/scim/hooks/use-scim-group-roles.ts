import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { RequestError, type ServerError, unwrap } from "../../../lib/errors";

/** One entry of the mapping: a directory group (display name or SCIM id) and the role it gives. */
export type GroupRoleEntry = { group: string; role: string };

type GroupRolesState = { organizationId: string; mappings: GroupRoleEntry[] };

/**
 * What the server found wrong with one entry: its place in the request (`index`), or — for an
 * entry the request drops whose role is wider than the saver's — its `group`.
 */
export type MappingProblem = {
  index?: number;
  group?: string;
  field: "group" | "role";
  code: string;
  message: string;
};

/** A refused save that keeps every entry's problem, so each reaches its field. */
export class GroupRolesRefusal extends RequestError {
  readonly problems: MappingProblem[];

  constructor(error: ServerError) {
    super(error);
    const listed: unknown = (error as { errors?: unknown }).errors;
    this.problems = Array.isArray(listed) ? listed.filter(isProblem) : [];
  }
}

function isProblem(value: unknown): value is MappingProblem {
  if (typeof value !== "object" || value === null) return false;
  const { field, code } = value as Record<string, unknown>;
  return (field === "group" || field === "role") && typeof code === "string";
}

const groupRolesKey = (organizationId: string) => ["scim-group-roles", organizationId] as const;

/** The organization's mapping from directory groups to roles. */
export function useScimGroupRoles(organizationId: string) {
  return useQuery({
    queryKey: groupRolesKey(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<GroupRolesState>("/organization/scim/group-roles", {
          method: "GET",
          query: { organizationId },
        }),
      ),
  });
}

/** Replaces the whole mapping; the server applies it at once to everyone the directory provisioned. */
export function useSaveScimGroupRoles(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mappings: GroupRoleEntry[]) => {
      const result = await authClient.$fetch<GroupRolesState>("/organization/scim/group-roles/update", {
        method: "POST",
        body: { organizationId, mappings },
      });
      if (result.error) throw new GroupRolesRefusal(result.error);
      return result.data;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(groupRolesKey(organizationId), saved);
      // Members' roles changed with it: the organization's screens (members, invitations) read them again.
      await queryClient.invalidateQueries({ queryKey: ["organization", organizationId] });
    },
  });
}

/**
 * The organization's own roles' names, for the role choice. Listing them needs `ac: read`; without
 * it the choice holds the built-in roles and those the mapping already names.
 */
export function useOwnRoleNames(organizationId: string) {
  return useQuery({
    queryKey: ["scim-group-roles", organizationId, "own-roles"] as const,
    queryFn: async () => {
      const listed = await authClient.$fetch<{ role: string }[]>("/organization/list-roles", {
        method: "GET",
        query: { organizationId },
      });
      return listed.error ? [] : listed.data.map((row) => row.role).sort((a, b) => a.localeCompare(b));
    },
  });
}

/** Whether the signed-in person may change the directory's settings (`scim: write`). */
export function useMayWriteScim(organizationId: string) {
  const permissions = useQuery({
    queryKey: ["scim-group-roles", organizationId, "permissions"] as const,
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<{ permissions: Partial<Record<string, string[]>> }>(
          "/organization/get-member-permissions",
          { method: "GET", query: { organizationId } },
        ),
      ),
  });
  return permissions.data?.permissions.scim?.includes("write") ?? false;
}
