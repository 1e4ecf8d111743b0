import { defineErrors } from "../common/errors.ts";

/** Polar's customer-seat refusals, its wording. */
export const SeatErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Seat not found" },
  SUBSCRIPTION_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Subscription not found" },
  ORDER_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Order not found" },
  CONTAINER_REQUIRED: {
    status: 400,
    error: "BadRequest",
    detail: "Either subscription_id or order_id must be provided",
  },
  CLAIM_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Invalid or expired invitation token" },
  NO_SEATS: { status: 400, error: "SeatNotAvailable", detail: "No available seats" },
  NOT_SEAT_BASED: { status: 400, error: "SeatNotAvailable", detail: "This product does not have seat-based pricing" },
  ORDER_NOT_PAID: { status: 400, error: "SeatNotAvailable", detail: "Order must be paid before assigning seats" },
  INVALID_TOKEN: { status: 400, error: "InvalidInvitationToken", detail: "Invalid or expired invitation token" },
  NOT_PENDING: { status: 400, error: "SeatNotPending", detail: "Seat is not in pending status" },
  ALREADY_ASSIGNED: { status: 400, error: "SeatAlreadyAssigned", detail: "Seat already assigned to this customer" },
  ONE_TARGET: {
    status: 400,
    error: "InvalidSeatAssignmentRequest",
    detail: "Exactly one of email, external_customer_id, or customer_id must be provided",
  },
  CUSTOMER_NOT_FOUND: { status: 404, error: "CustomerNotFound", detail: "Customer not found" },
  /** A member id that names no live member of the team customer that bought the seats. */
  MEMBER_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Member not found" },
  MEMBERSHIP_SEAT: {
    status: 400,
    error: "SeatBoundToMembership",
    detail: "This seat belongs to an organization member: remove the member from the organization to free it",
  },
});
