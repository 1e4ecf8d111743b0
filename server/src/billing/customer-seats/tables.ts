/** Polar's CustomerSeat (migration 0044): a seat of a subscription or an order. */
export type CustomerSeatTable = {
  id: string;
  organization_id: string;
  subscription_id: string | null;
  order_id: string | null;
  /** pending | claimed | revoked */
  status: string;
  customer_id: string | null;
  email: string | null;
  invitation_token: string | null;
  invitation_token_expires_at: string | null;
  claimed_at: string | null;
  revoked_at: string | null;
  /** JSON object. */
  seat_metadata: string;
  /** The Gatehouse user whose organization membership holds this seat (seats bound to membership). */
  member_user_id: string | null;
  /** The team customer's member the seat is assigned to (the seat's customer_id is the team customer). */
  member_id: string | null;
  created_at: string;
  modified_at: string | null;
};

export type CustomerSeatTables = { customer_seat: CustomerSeatTable };
