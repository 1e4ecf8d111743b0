import { type RoleDefinition, roleDefinitions, type Viewer } from "../../organizations/lib/viewer";
import { useOrganizationRoles } from "./use-organization-roles";

export interface RoleDefinitionsState {
  /** Null while the organization's own roles load. */
  definitions: RoleDefinition[] | null;
  error: Error | null;
  refetch: () => void;
}

/**
 * The roles the viewer can be offered: the built-in ones, and the organization's own when the
 * viewer may read them (`ac: read`; without it, only the built-in ones).
 */
export function useRoleDefinitions(organizationId: string, viewer: Viewer): RoleDefinitionsState {
  const readable = viewer.can.readRoles;
  const own = useOrganizationRoles(organizationId, readable);
  const loading = readable && own.isPending;
  return {
    definitions: loading ? null : roleDefinitions(readable ? (own.data ?? []) : null),
    error: readable ? own.error : null,
    refetch: () => void own.refetch(),
  };
}
