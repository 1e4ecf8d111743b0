import { z } from "@hono/zod-openapi";

/** Polar's `CustomerSessionCodeRequest`. */
export const customerSessionCodeRequest = z
  .object({
    email: z.email().max(320).meta({ description: "The customer's email address." }),
    organization_id: z.uuid().meta({ description: "The organization whose customer portal to sign in to." }),
  })
  .openapi("CustomerSessionCodeRequest");
export type CustomerSessionCodeRequest = z.infer<typeof customerSessionCodeRequest>;

/** Polar's `CustomerSessionCodeAuthenticateRequest`. */
export const customerSessionCodeAuthenticateRequest = z
  .object({ code: z.string().min(1).max(64).meta({ description: "The code from the mail." }) })
  .openapi("CustomerSessionCodeAuthenticateRequest");

/** Polar's `CustomerSessionCodeAuthenticateResponse`: a customer session token (`polar_cst_...`). */
export const customerSessionCodeAuthenticateResponse = z
  .object({ token: z.string() })
  .openapi("CustomerSessionCodeAuthenticateResponse");
export type CustomerSessionCodeAuthenticateResponse = z.infer<typeof customerSessionCodeAuthenticateResponse>;
