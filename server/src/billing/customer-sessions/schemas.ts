import { z } from "@hono/zod-openapi";
import { datetime, id, timestamps } from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";

export const customerSession = z
  .object({
    ...timestamps,
    id,
    token: z.string().meta({ description: "The customer session token (polar_cst_...). Shown once." }),
    expires_at: datetime,
    return_url: z.string().nullable(),
    customer_portal_url: z.string(),
    customer_id: z.string(),
    customer,
  })
  .openapi("CustomerSession");

const returnUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .nullish()
  .meta({ description: "Where the portal's back button leads." });
/** The member the session acts as (Polar's member sessions); without either, an individual customer's owner. */
const member = {
  member_id: z.string().nullish().meta({ description: "ID of the member to create a session for." }),
  external_member_id: z
    .string()
    .nullish()
    .meta({ description: "External ID of the member to create a session for. Alternative to `member_id`." }),
};

export const customerSessionCustomerIdCreate = z
  .object({ customer_id: z.uuid(), return_url: returnUrl, ...member })
  .openapi("CustomerSessionCustomerIDCreate");
export const customerSessionCustomerExternalIdCreate = z
  .object({ external_customer_id: z.string().min(1), return_url: returnUrl, ...member })
  .openapi("CustomerSessionCustomerExternalIDCreate");

export const customerSessionCreate = z.union([
  customerSessionCustomerIdCreate,
  customerSessionCustomerExternalIdCreate,
]);

/** Polar `CustomerCustomerSession`: the session as its customer sees it (introspection). */
export const customerCustomerSession = z
  .object({ expires_at: datetime, return_url: z.string().nullable() })
  .openapi("CustomerCustomerSession");

export type CustomerCustomerSession = z.infer<typeof customerCustomerSession>;
export type CustomerSessionResource = z.infer<typeof customerSession>;
export type CustomerSessionCreate = z.infer<typeof customerSessionCreate>;
