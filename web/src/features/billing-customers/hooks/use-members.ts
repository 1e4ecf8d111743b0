import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap, type V1Body, type V1Schemas } from "../../billing-kit/lib/v1-api";

const RESOURCE = "members";

/** Polar's Member: one person of a team customer. */
export type CustomerMember = V1Schemas["Member"];
export type MemberRole = CustomerMember["role"];
/** The roles a member can be added with (the owner is named when the team customer is created). */
type AddedRole = NonNullable<V1Body<"/v1/customers/{id}/members", "post">["role"]>;

/** A customer's members (GET /v1/customers/{id}/members), the first hundred. */
export function useCustomerMembers(organizationId: string, customerId: string) {
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, { customer_id: customerId }),
    queryFn: ({ signal }) =>
      unwrap(
        organizationApi(organizationId).GET("/v1/customers/{id}/members", {
          params: { path: { id: customerId }, query: { limit: 100 } },
          signal,
        }),
      ),
  });
}

function useMemberMutation<V>(organizationId: string, request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
  });
}

export function useAddMember(organizationId: string, customerId: string) {
  return useMemberMutation(organizationId, (body: { email: string; name?: string; role: AddedRole }) =>
    unwrap(
      organizationApi(organizationId).POST("/v1/customers/{id}/members", {
        params: { path: { id: customerId } },
        body,
      }),
    ),
  );
}

export function useUpdateMemberRole(organizationId: string, customerId: string) {
  return useMemberMutation(organizationId, ({ id, role }: { id: string; role: MemberRole }) =>
    unwrap(
      organizationApi(organizationId).PATCH("/v1/customers/{id}/members/{member_id}", {
        params: { path: { id: customerId, member_id: id } },
        body: { role },
      }),
    ),
  );
}

export function useRemoveMember(organizationId: string, customerId: string) {
  return useMemberMutation(organizationId, (id: string) =>
    unwrap(
      organizationApi(organizationId).DELETE("/v1/customers/{id}/members/{member_id}", {
        params: { path: { id: customerId, member_id: id } },
      }),
    ),
  );
}
