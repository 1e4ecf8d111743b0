import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient, type FullOrganization } from "../../../lib/auth-client";
import { errorCode, RequestError, unwrap } from "../../../lib/errors";
import { refreshSession } from "../../auth/hooks/use-session";
import { organizationKeys } from "./keys";

export interface RefreshOptions {
  /**
   * An organization the person just left, deleted or renamed away from: its page may still be
   * mounted while the router moves on, so its queries are marked stale instead of refetched
   * (a refetch would answer "not found" or "not a member").
   */
  leaving?: { organizationId?: string; slug: string };
}

/** Refetches the organization list, every organization screen and the session (active organization). */
export async function refreshOrganizations(queryClient: QueryClient, options: RefreshOptions = {}): Promise<void> {
  const { leaving } = options;
  const isLeaving = (key: readonly unknown[]) =>
    leaving !== undefined &&
    key[0] === organizationKeys.all[0] &&
    ((leaving.organizationId !== undefined && key[1] === leaving.organizationId) ||
      (key[1] === "by-slug" && key[2] === leaving.slug));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.list }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.all, predicate: (query) => !isLeaving(query.queryKey) }),
    queryClient.invalidateQueries({
      queryKey: organizationKeys.all,
      predicate: (query) => isLeaving(query.queryKey),
      refetchType: "none",
    }),
    refreshSession(queryClient),
  ]);
}

/**
 * After a change inside one organization: its member/invitation/team lists and the full
 * organization behind the page (overview counts) are refetched.
 */
export function invalidateOrganization(queryClient: QueryClient, organizationId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.of(organizationId) }),
    queryClient.invalidateQueries({ queryKey: ["organization", "by-slug"] }),
  ]);
}

/** The signed-in user's organizations. */
export function useOrganizations(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.list,
    queryFn: async () =>
      unwrap(await authClient.organization.list(), i18n.t("organizations:requests.loadYourOrganizations")) ?? [],
    enabled,
  });
}

/** One organization with its members, invitations and teams, looked up by slug. */
export function useOrganization(slug: string) {
  return useQuery({
    queryKey: organizationKeys.bySlug(slug),
    queryFn: async (): Promise<FullOrganization> => {
      const result = await authClient.organization.getFullOrganization({ query: { organizationSlug: slug } });
      const organization = unwrap(result, i18n.t("organizations:requests.loadOrganization"));
      if (!organization)
        throw new RequestError({ status: 404, message: i18n.t("organizations:requests.organizationNotFound") });
      return organization;
    },
  });
}

export interface SlugCheck {
  slug: string;
  available: boolean;
}

/**
 * Codes a taken slug may come back with: Gatehouse documents "slug is taken"; better-auth 1.7 says
 * "Organization slug already taken" on check-slug and "Organization already exists" on create.
 */
export const SLUG_TAKEN_CODES = [
  "SLUG_IS_TAKEN",
  "ORGANIZATION_SLUG_ALREADY_TAKEN",
  "ORGANIZATION_ALREADY_EXISTS",
] as const;

/** `useServerForm` field errors: every taken-slug code lands on the Slug input. */
export const slugFieldErrors = {
  SLUG_IS_TAKEN: "slug",
  ORGANIZATION_SLUG_ALREADY_TAKEN: "slug",
  ORGANIZATION_ALREADY_EXISTS: "slug",
} as const;

/** Whether a slug is free; a taken slug arrives as an error, which counts as an answer here. */
export async function checkSlug(slug: string, signal?: AbortSignal): Promise<SlugCheck> {
  const result = await authClient.organization.checkSlug({ slug, fetchOptions: { signal } });
  if (!result.error) return { slug, available: true };
  const code = errorCode(result.error);
  if ((SLUG_TAKEN_CODES as readonly string[]).includes(code) || /taken/i.test(result.error.message ?? "")) {
    return { slug, available: false };
  }
  throw new RequestError(result.error, i18n.t("organizations:requests.checkSlug"));
}

export function useSetActiveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organizationId: string | null) =>
      unwrap(
        await authClient.organization.setActive({ organizationId }),
        i18n.t("organizations:requests.switchOrganization"),
      ),
    onSettled: () => refreshSession(queryClient),
  });
}

export interface OrganizationChanges {
  name?: string;
  slug?: string;
  logo?: string | null;
  metadata?: Record<string, unknown>;
  /** Owners only, and only once they have two-factor themselves. */
  requireTwoFactor?: boolean;
}

/** Plain request for `useServerForm`; refresh with `refreshOrganizations` afterwards. */
export function updateOrganization(organizationId: string, data: OrganizationChanges) {
  return authClient.organization.update({ organizationId, data });
}

/**
 * Deleting and leaving end on another page: the caller navigates away first, then calls
 * `refreshOrganizations`, so the organization's own page never refetches what is gone.
 */
export function useDeleteOrganization() {
  return useMutation({
    mutationFn: async (organizationId: string) =>
      unwrap(
        await authClient.organization.delete({ organizationId }),
        i18n.t("organizations:requests.deleteOrganization"),
      ),
  });
}

export function useLeaveOrganization() {
  return useMutation({
    mutationFn: async (organizationId: string) =>
      unwrap(
        await authClient.organization.leave({ organizationId }),
        i18n.t("organizations:requests.leaveOrganization"),
      ),
  });
}

/** Live slug check (debounce the input first); `enabled` is false while the slug is invalid or unchanged. */
export function useSlugAvailability(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ["organization-slug", slug] as const,
    queryFn: ({ signal }) => checkSlug(slug, signal),
    enabled: enabled && slug.length > 0,
    staleTime: 5_000,
    retry: false,
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return (input: { name: string; slug: string; logo?: string }) =>
    authClient.organization.create(input).then(async (result) => {
      if (!result.error) await refreshOrganizations(queryClient);
      return result;
    });
}
