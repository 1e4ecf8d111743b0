/**
 * The shape of `GET /api/auth/organization/seats` and the organization setting it reports — only
 * import-free modules, so the web app takes its types from here (the auth routes are not in the OpenAPI document).
 */

import type { SeatOverflow } from "../../auth/organization/seat-overflows.ts";

export type { SeatOverflow } from "../../auth/organization/seat-overflows.ts";

export type SeatSummary = {
  organizationId: string;
  /** False without a seat-based subscription: then every other field says nothing. */
  enforced: boolean;
  subscriptionId: string | null;
  productName: string | null;
  paid: number | null;
  used: number;
  pendingInvitations: number;
  available: number | null;
  /** A reduction waiting for the period's end. */
  pendingSeats: number | null;
  currentPeriodEnd: string | null;
  overflow: SeatOverflow;
  currency: string | null;
  amount: number | null;
};
