export type { EntitlementHolder, EntitlementOptions } from "./entitlements.ts";
export { hasEntitlement } from "./entitlements.ts";
export { GatehouseTokenError, GatehouseUnavailableError, type TokenRefusalReason } from "./errors.ts";
export type { NodeHeaders, NodeMiddleware, NodeNext, NodeRequestLike, NodeResponseLike } from "./express.ts";
export { createGatehouse, type Gatehouse, type GatehouseOptions } from "./gatehouse.ts";
export type { Authentication, Denial } from "./guard.ts";
export type { GatehouseEnv } from "./hono.ts";
export type { GuardedRouteHandler, WithGatehouseOptions } from "./next.ts";
export type {
  CustomerEntitlements,
  FeatureValue,
  GatehouseAuth,
  GatehouseEntitlements,
  GatehouseSession,
  GatehouseUser,
} from "./types.ts";
export {
  type GatehouseWebhookEvent,
  verifyWebhook,
  type WebhookHeaders,
  type WebhookRefusalReason,
  WebhookVerificationError,
} from "./webhooks.ts";
