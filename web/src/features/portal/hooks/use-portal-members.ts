import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap, type V1Schemas } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** Polar's CustomerPortalMember: one person of the customer's team. */
export type PortalMember = V1Schemas["CustomerPortalMember"];
export type PortalMemberRole = PortalMember["role"];

/** The team's members; a 403 means the caller may not manage them (a plain member, an individual customer). */
export function usePortalMembers(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "members"),
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/members", { params: { query: { limit: 100 } }, signal })),
    retry: false,
  });
}

function useMembersMutation<V>(auth: PortalAuth, request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.resource(auth, "members") }),
  });
}

export function useAddPortalMember(auth: PortalAuth) {
  return useMembersMutation(auth, (body: { email: string; name?: string; role: Exclude<PortalMemberRole, "owner"> }) =>
    unwrap(portalApi(auth).POST("/v1/customer-portal/members", { body })),
  );
}

export function useUpdatePortalMember(auth: PortalAuth) {
  return useMembersMutation(auth, ({ id, role }: { id: string; role: PortalMemberRole }) =>
    unwrap(portalApi(auth).PATCH("/v1/customer-portal/members/{id}", { params: { path: { id } }, body: { role } })),
  );
}

export function useRemovePortalMember(auth: PortalAuth) {
  return useMembersMutation(auth, (id: string) =>
    unwrap(portalApi(auth).DELETE("/v1/customer-portal/members/{id}", { params: { path: { id } } })),
  );
}
