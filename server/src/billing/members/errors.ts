import { defineErrors } from "../common/errors.ts";

export const MemberErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Member not found" },
  CUSTOMER_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Customer not found" },
  /** Polar's: an individual customer's only member is its owner. */
  INDIVIDUAL_CUSTOMER: {
    status: 403,
    error: "NotPermitted",
    detail:
      "Individual customers can only have one member (the owner). Upgrade to a team customer to add more members.",
  },
  /** Polar's portal refusals: member management is for team customers, by their owner or billing managers. */
  NOT_A_TEAM: {
    status: 403,
    error: "NotPermitted",
    detail: "Member management is only available for team customers.",
  },
  NOT_A_MANAGER: {
    status: 403,
    error: "NotPermitted",
    detail: "Only the owner or a billing manager of the customer can manage its members.",
  },
});
