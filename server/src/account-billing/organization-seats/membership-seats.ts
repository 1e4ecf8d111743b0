import type { MembershipSeats } from "../../auth/organization/seats.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { followOrganizationAt } from "../organization-team/service.ts";
import { addSeatIfFull, releaseMemberSeats, takeMemberSeat } from "./service.ts";

/**
 * The seats membership takes at the seller selling them, and the organization's team customer
 * following its membership (organization-team), for identity's organization plugin.
 */
export function membershipSeats(sellerName: string | undefined, processor: PaymentProcessor): MembershipSeats {
  return {
    addSeatIfFull: (executor, organizationId) => addSeatIfFull(executor, processor, sellerName, organizationId),
    takeSeat: (trx, organizationId, user) => takeMemberSeat(trx, sellerName, organizationId, user),
    releaseSeats: (executor, organizationId) => releaseMemberSeats(executor, sellerName, organizationId),
    membershipChanged: (executor, organizationId) => followOrganizationAt(executor, sellerName, organizationId),
  };
}
