/**
 * What accepting an invitation does when the organization's paid seats are all taken (the
 * organization's `seatOverflow` field). No imports: the web app takes its types from here.
 */
export const SEAT_OVERFLOWS = ["refuse", "add_seat"] as const;
export type SeatOverflow = (typeof SEAT_OVERFLOWS)[number];
