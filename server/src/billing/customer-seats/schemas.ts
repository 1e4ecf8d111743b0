import { z } from "@hono/zod-openapi";
import { datetime, id, metadataInput, timestamps, uuid } from "../common/schemas.ts";
import { member } from "../members/schemas.ts";

/** Wire shapes of Polar's customer seats (`CustomerSeat`, `SeatsList`, `SeatAssign`, claims). */

export const seatStatus = z.enum(["pending", "claimed", "revoked"]);

export const customerSeat = z
  .object({
    ...timestamps,
    id,
    subscription_id: z.string().nullable().meta({ description: "The subscription ID (for recurring seats)" }),
    order_id: z.string().nullable().meta({ description: "The order ID (for one-time purchase seats)" }),
    status: seatStatus,
    customer_id: z.string().nullable().meta({ description: "The customer holding the seat" }),
    member_id: z
      .string()
      .nullable()
      .meta({ description: "The team customer's member holding the seat (the seat's customer is the team customer)" }),
    // A union: `.nullable()` made the shared Member component itself nullable.
    member: z.union([member, z.null()]),
    email: z.string().nullable().meta({ description: "The email the seat is assigned to" }),
    customer_email: z.string().nullable().meta({ description: "The email of the customer holding the seat" }),
    invitation_token_expires_at: datetime.nullable(),
    claimed_at: datetime.nullable(),
    revoked_at: datetime.nullable(),
    seat_metadata: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("CustomerSeat");
export type CustomerSeat = z.infer<typeof customerSeat>;

export const seatsList = z
  .object({
    seats: z.array(customerSeat),
    available_seats: z.number().int().meta({ description: "Seats neither assigned nor claimed" }),
    total_seats: z.number().int().meta({ description: "Seats paid for" }),
  })
  .openapi("SeatsList");
export type SeatsList = z.infer<typeof seatsList>;

export const seatListQuery = z.object({
  subscription_id: uuid.nullish(),
  order_id: uuid.nullish(),
});

export const seatAssign = z
  .object({
    subscription_id: uuid.nullish(),
    checkout_id: uuid.nullish(),
    order_id: uuid.nullish(),
    email: z.email().max(320).nullish(),
    external_customer_id: z.string().min(1).max(256).nullish(),
    customer_id: uuid.nullish(),
    external_member_id: z.string().nullish(),
    member_id: uuid.nullish(),
    metadata: metadataInput.nullish(),
    immediate_claim: z.boolean().default(false),
  })
  .openapi("SeatAssign");
export type SeatAssign = z.infer<typeof seatAssign>;

export const seatClaim = z.object({ invitation_token: z.string().min(1).max(256) }).openapi("SeatClaim");

export const seatClaimInfo = z
  .object({
    product_name: z.string(),
    product_id: z.string(),
    organization_name: z.string(),
    organization_slug: z.string(),
    customer_email: z.string(),
    can_claim: z.boolean(),
  })
  .openapi("SeatClaimInfo");

export const customerSeatClaimResponse = z
  .object({ seat: customerSeat, customer_session_token: z.string() })
  .openapi("CustomerSeatClaimResponse");

export const seatParams = z.object({ seat_id: z.uuid().openapi({ param: { name: "seat_id", in: "path" } }) });
export const tokenParams = z.object({
  invitation_token: z
    .string()
    .min(1)
    .max(256)
    .openapi({ param: { name: "invitation_token", in: "path" } }),
});
