import { APIError } from "better-auth/api";
import { SEAT_OVERFLOWS } from "./seat-overflows.ts";

/** organizationHooks.beforeUpdateOrganization: `seatOverflow` is "refuse" or "add_seat". */
export function checkSeatOverflowChange({ organization }: { organization: Record<string, unknown> }): void {
  const value = organization.seatOverflow;
  if (value === undefined || (SEAT_OVERFLOWS as readonly unknown[]).includes(value)) return;
  throw new APIError("BAD_REQUEST", {
    code: "INVALID_SEAT_OVERFLOW",
    message: `seatOverflow must be one of: ${SEAT_OVERFLOWS.join(", ")}`,
  });
}
