import { billingResources } from "../../../../../server/src/auth/roles/organization.ts";
import { AVAILABLE_SCOPES } from "../../../../../server/src/billing/api-access/available-scopes.ts";
import type { AccessScope } from "./types";

const AVAILABLE: ReadonlySet<string> = new Set(AVAILABLE_SCOPES);
/** A scope a token may be given (the server's list; customer sessions, say, have no read scope). */
const isAvailable = (scope: string): scope is AccessScope => AVAILABLE.has(scope);

/** Every `<resource>:read|write` scope Gatehouse enforces (Polar accepts more; they grant nothing here). */
export const ALL_SCOPES: AccessScope[] = billingResources
  .flatMap((resource) => [`${resource}:read`, `${resource}:write`])
  .filter(isAvailable);
