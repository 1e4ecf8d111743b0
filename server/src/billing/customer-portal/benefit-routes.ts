import type { OpenAPIHono } from "@hono/zod-openapi";
import type { BillingEnv } from "../kit/env.ts";
import { createBillingRouter } from "../kit/route.ts";
import type { Db } from "../kit/transaction.ts";
import type { CustomerPortalAuth } from "./auth.ts";

/** The portal's benefits (a grant, its update, license keys, downloadables). Mounted by routes.ts. */
export function customerPortalBenefitRoutes(_db: Db, _customer: CustomerPortalAuth): OpenAPIHono<BillingEnv> {
  return createBillingRouter();
}
