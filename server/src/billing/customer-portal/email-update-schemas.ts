import { z } from "@hono/zod-openapi";

/** Polar's `CustomerEmailUpdateRequest`. */
export const customerEmailUpdateRequest = z
  .object({ email: z.email().max(320).meta({ description: "The new email address; a code is mailed to it." }) })
  .openapi("CustomerEmailUpdateRequest");
export type CustomerEmailUpdateRequest = z.infer<typeof customerEmailUpdateRequest>;

const token = z.string().min(1).max(128).meta({ description: "The code from the verification mail." });

/** Polar's `CustomerEmailUpdateVerifyRequest`. */
export const customerEmailUpdateVerifyRequest = z.object({ token }).openapi("CustomerEmailUpdateVerifyRequest");

/** The check's query: the same code. */
export const customerEmailUpdateCheckQuery = z.object({ token });

/** Polar's `CustomerEmailUpdateVerifyResponse`: a new customer session token (`polar_cst_...`). */
export const customerEmailUpdateVerifyResponse = z
  .object({ token: z.string() })
  .openapi("CustomerEmailUpdateVerifyResponse");
export type CustomerEmailUpdateVerifyResponse = z.infer<typeof customerEmailUpdateVerifyResponse>;
