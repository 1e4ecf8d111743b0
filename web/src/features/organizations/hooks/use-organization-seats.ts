import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SeatOverflow,
  SeatSummary,
} from "../../../../../server/src/account-billing/organization-seats/summary.ts";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { RequestError, unwrap } from "../../../lib/errors";
import type { V1Schemas } from "../../billing-kit/lib/v1-api";
import { organizationKeys } from "./keys";

/** `GET /api/auth/organization/seats`: the organization's seats, bound to its membership. */
export type OrganizationSeats = SeatSummary;
export type { SeatOverflow };

/** What a seat count would cost: the subscription preview's shape. */
export type OrganizationSeatPreview = V1Schemas["SubscriptionUpdatePreview"];

export function useOrganizationSeats(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.seats(organizationId),
    queryFn: async (): Promise<OrganizationSeats | null> => {
      const result = await authClient.$fetch<OrganizationSeats>("/organization/seats", {
        method: "GET",
        query: { organizationId },
      });
      // A server without organization seats answers 404: nothing to show.
      if (result.error?.status === 404) return null;
      return unwrap(result, i18n.t("organizations:requests.loadSeats"));
    },
    retry: (count, error) => !(error instanceof RequestError && error.status < 500) && count < 2,
  });
}

/** A POST under /api/auth/organization/seats whose answer must have a body. */
async function post<T>(path: string, body: Record<string, unknown>, fallback: string): Promise<T> {
  const data = unwrap(await authClient.$fetch<T>(path, { method: "POST", body }), fallback);
  if (data === null || data === undefined) throw new RequestError({ status: 0, message: fallback });
  return data;
}

const previewSeats = (organizationId: string, seats: number) =>
  post<OrganizationSeatPreview>(
    "/organization/seats/preview",
    { organizationId, seats },
    i18n.t("organizations:requests.previewSeats"),
  );

/** What paying for `seats` seats would cost now and at renewal (null: nothing to ask); owners and admins. */
export function useOrganizationSeatPreview(organizationId: string, seats: number | null) {
  return useQuery({
    queryKey: [...organizationKeys.seats(organizationId), "preview", seats],
    queryFn: () => previewSeats(organizationId, seats ?? 0),
    enabled: seats !== null,
    staleTime: 0,
    retry: false,
  });
}

/** Pays for `seats` seats: more are charged now to the subscription's card, fewer apply at the period's end. */
export function useUpdateOrganizationSeats(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seats: number) =>
      post<OrganizationSeats>(
        "/organization/seats/update",
        { organizationId, seats },
        i18n.t("organizations:requests.changeSeats"),
      ),
    onSuccess: (seats) => queryClient.setQueryData(organizationKeys.seats(organizationId), seats),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.seats(organizationId) }),
  });
}

/** The organization's `seatOverflow` field (better-auth's organization update; owners and admins). */
export function useSetSeatOverflow(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (seatOverflow: SeatOverflow) =>
      unwrap(
        await authClient.organization.update({ organizationId, data: { seatOverflow } }),
        i18n.t("organizations:requests.saveSeatSetting"),
      ),
    // The choice shows at once; a refusal puts the previous one back.
    onMutate: async (overflow) => {
      const key = organizationKeys.seats(organizationId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<OrganizationSeats | null>(key);
      queryClient.setQueryData<OrganizationSeats | null>(key, (seats) => (seats ? { ...seats, overflow } : seats));
      return { before };
    },
    onError: (_error, _overflow, context) =>
      queryClient.setQueryData(organizationKeys.seats(organizationId), context?.before ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.seats(organizationId) }),
  });
}
