import { z } from "@hono/zod-openapi";
import { addressOutput, id, timestamps } from "../common/schemas.ts";
import { taxIdOutput } from "../customers/schemas.ts";

export const customerPortalCustomer = z
  .object({
    ...timestamps,
    id,
    email: z.string().nullable(),
    email_verified: z.boolean(),
    name: z.string().nullable(),
    billing_name: z.string().nullable(),
    billing_address: addressOutput.nullable(),
    tax_id: taxIdOutput,
    oauth_accounts: z.record(z.string(), z.object({ account_id: z.string(), account_username: z.string().nullable() })),
    default_payment_method_id: z.string().nullable(),
    type: z.literal("individual"),
  })
  .openapi("CustomerPortalCustomer");

/** Gatehouse extension: a signed-in user names the organization whose customer they are (ignored with a customer session token). */
export const portalQuery = z.object({
  organization_id: z.string().optional().meta({ description: "With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are." }),
});

export type CustomerPortalCustomer = z.infer<typeof customerPortalCustomer>;
