import type { GatehouseError } from "../client/errors.js";
import type { GatehouseOrganization, GatehouseSession, GatehouseUser } from "../client/types.js";
import { useGatehouse } from "../provider/context.js";
import { useResource } from "./use-resource.js";

export interface SessionResult {
  /** Null when signed out; undefined while the first answer is on its way. */
  data: GatehouseSession | null | undefined;
  isLoading: boolean;
  isSignedIn: boolean;
  error: GatehouseError | null;
  refresh: () => Promise<void>;
}

/** The signed-in session (with the user's and the active organization's entitlements), or null. */
export function useSession(): SessionResult {
  const client = useGatehouse();
  const state = useResource(client.session);
  return {
    data: state.data,
    isLoading: state.status === "loading",
    isSignedIn: Boolean(state.data),
    error: state.error,
    refresh: client.refresh,
  };
}

/** The signed-in user, or null (undefined while loading). */
export function useUser(): GatehouseUser | null | undefined {
  const { data } = useSession();
  return data === undefined ? undefined : (data?.user ?? null);
}

export interface OrganizationsResult {
  data: GatehouseOrganization[] | undefined;
  isLoading: boolean;
  error: GatehouseError | null;
  refresh: () => Promise<void>;
}

/** The organizations the signed-in user belongs to (empty when signed out). */
export function useOrganizations(): OrganizationsResult {
  const client = useGatehouse();
  const state = useResource(client.organizations);
  return { data: state.data, isLoading: state.status === "loading", error: state.error, refresh: client.refresh };
}

/** The session's active organization, or null when none is active (undefined while loading). */
export function useOrganization(): GatehouseOrganization | null | undefined {
  const session = useSession();
  const organizations = useOrganizations();
  if (session.data === undefined) return undefined;
  const activeId = session.data?.session.activeOrganizationId ?? null;
  if (!activeId) return null;
  if (organizations.data === undefined) return undefined;
  return organizations.data.find((organization) => organization.id === activeId) ?? null;
}
