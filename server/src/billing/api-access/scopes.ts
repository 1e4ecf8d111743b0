import { z } from "@hono/zod-openapi";
import type { BillingAction, BillingResource } from "../../auth/identity.ts";
import { AVAILABLE_SCOPES } from "./available-scopes.ts";

export const scopeSchema = z.enum(AVAILABLE_SCOPES).openapi("AvailableScope");

/** Reading is allowed by the read or the write scope, as in Polar; writing only by write. */
export function scopesAllow(scopes: ReadonlySet<string>, resource: BillingResource, action: BillingAction): boolean {
  return scopes.has(`${resource}:write`) || (action === "read" && scopes.has(`${resource}:read`));
}
