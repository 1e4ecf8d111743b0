import { useMutation, useQuery } from "@tanstack/react-query";
import { publicApi, unwrap } from "../../billing-kit/lib/v1-api";

/** Polar's public seat claim: what a mailed invitation token is for, and claiming it (no sign-in needed). */

export function useSeatClaimInfo(token: string) {
  return useQuery({
    queryKey: ["seat-claim", token],
    queryFn: ({ signal }) =>
      unwrap(
        publicApi.GET("/v1/customer-seats/claim/{invitation_token}", {
          params: { path: { invitation_token: token } },
          signal,
        }),
      ),
    enabled: token !== "",
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Claims the seat: the answer carries a customer session token for the holder's portal. */
export function useClaimSeat() {
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(publicApi.POST("/v1/customer-seats/claim", { body: { invitation_token: token } })),
  });
}
