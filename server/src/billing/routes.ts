import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { InstanceBrand } from "../branding/instance.ts";
import { isDatabaseUnavailable } from "../db/availability.ts";
import type { Database } from "../db/database.ts";
import type { Db } from "../db/transaction.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Logger } from "../kit/logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PaymentProcessor } from "../payment-processors/index.ts";
import { accessTokenRoutes } from "./access-tokens/routes.ts";
import { billingAccess } from "./api-access/middleware.ts";
import type { SessionResolver } from "./api-access/principal.ts";
import { RouteAccessTable } from "./api-access/route-access.ts";
import { apiKeyMeterRoutes } from "./api-key-meters/routes.ts";
import type { OrganizationApiKeys } from "./api-key-meters/verifier.ts";
import { benefitGrantRoutes } from "./benefit-grants/routes.ts";
import { benefitFileRoutes } from "./benefits/file-routes.ts";
import { benefitRoutes } from "./benefits/routes.ts";
import { checkoutLinkRoutes } from "./checkout-links/routes.ts";
import { checkoutRoutes } from "./checkouts/routes.ts";
import { apiVersionMiddleware } from "./common/api-version-middleware.ts";
import { type AttemptRule, TooManyAttempts } from "./common/attempt-limit.ts";
import type { BillingEnv } from "./common/env.ts";
import { BillingError, CommonErrors, ERROR_CODE_HEADER } from "./common/errors.ts";
import { refuseUnsafeInput } from "./common/input-guard.ts";
import { withNullableReferences } from "./common/openapi-document.ts";
import { validationHook } from "./common/route.ts";
import { invalidJsonBody, ValidationFailure } from "./common/validation.ts";
import { customFieldRoutes } from "./custom-fields/routes.ts";
import { customerMeterRoutes } from "./customer-meters/routes.ts";
import { customerPortalAuth } from "./customer-portal/auth.ts";
import { customerPortalDownloadRoutes } from "./customer-portal/benefit-routes.ts";
import { customerPortalRoutes } from "./customer-portal/routes.ts";
import { customerSeatRoutes } from "./customer-seats/routes.ts";
import { customerSessionRoutes } from "./customer-sessions/routes.ts";
import { customerStateRoutes } from "./customer-state/routes.ts";
import { customerRoutes } from "./customers/routes.ts";
import { discountRoutes } from "./discounts/routes.ts";
import { disputeRoutes } from "./disputes/routes.ts";
import { eventTypeRoutes } from "./event-types/routes.ts";
import { fileRoutes } from "./files/routes.ts";
import type { FilesContext } from "./files/service.ts";
import { licenseKeyRoutes } from "./license-keys/routes.ts";
import { memberRoutes } from "./members/routes.ts";
import { meterRoutes } from "./meters/routes.ts";
import { metricDashboardRoutes } from "./metric-dashboards/routes.ts";
import { draftOrderRoutes } from "./orders/draft-routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { portalSignInRoutes } from "./portal-sign-in/routes.ts";
import { productRoutes } from "./products/routes.ts";
import { refundRoutes } from "./refunds/routes.ts";
import { metricRoutes } from "./revenue-metrics/routes.ts";
import { organizationRoutes } from "./seller-settings/routes.ts";
import { closeDispute } from "./stripe-accounts/dispute-closing.ts";
import { stripeAccountRoutes } from "./stripe-accounts/routes.ts";
import type { StripeAccountSettings } from "./stripe-accounts/service.ts";
import { stripeWebhookRoutes } from "./stripe-accounts/webhook-routes.ts";
import { subscriptionCreateRoutes } from "./subscriptions/create-routes.ts";
import { subscriptionRoutes } from "./subscriptions/routes.ts";
import { taxRateRoutes } from "./tax-rates/routes.ts";
import { usageEventRoutes } from "./usage-events/routes.ts";
import { walletRoutes } from "./wallets/routes.ts";
import { webhookRoutes } from "./webhook-endpoints/routes.ts";

/** JSON bodies only (files are uploaded elsewhere); far above any product or customer payload. */
export const BILLING_MAX_BODY_BYTES = 1024 * 1024;
export const OPENAPI_PATH = "/v1/openapi.json";

export type BillingDeps = {
  db: Db;
  database: Database;
  sessions: SessionResolver;
  trustedOrigins: readonly string[];
  logger: Logger;
  files: FilesContext;
  /** The one payment processor of this server (built in main.ts). */
  processor: PaymentProcessor;
  mailer: Mailer;
  /** Peers whose X-Forwarded-For is believed (TRUSTED_PROXIES), for per-address attempt limits. */
  trustedProxies: readonly string[];
  /** Attempts per client address on routes that guess secrets (RATE_LIMIT_*). */
  attempts: AttemptRule;
  /** Stripe's API base and the key that seals the organizations' Stripe keys (main.ts builds both). */
  stripeAccounts: StripeAccountSettings;
  /** Organization API keys checked by the api-key plugin (main.ts builds it from the auth instance). */
  apiKeys: OrganizationApiKeys;
  /** The instance's brand (BRAND_*), under each seller's own in the mails sent for it. */
  instance: InstanceBrand;
  /** DEFAULT_LOCALE: the language of a customer's mail when neither they nor the seller names one. */
  defaultLocale: Locale;
};

/**
 * The /v1 billing API: Polar-compatible routes, one router per domain, and the OpenAPI 3.1
 * document generated from the same zod schemas at /v1/openapi.json. Mounted by composition/app.ts.
 */
export function createBillingApi(deps: BillingDeps): OpenAPIHono<BillingEnv> {
  const api = new OpenAPIHono<BillingEnv>({ defaultHook: validationHook }).basePath("/v1");

  api.openAPIRegistry.registerComponent("securitySchemes", "access_token", {
    type: "http",
    scheme: "bearer",
    description: "Organization access token (polar_oat_...).",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The web app's session; the organization is `organization_id` or the active one.",
  });
  const documentConfig = {
    openapi: "3.1.0",
    info: { title: "Gatehouse billing API", version: "1", description: "Polar-compatible billing API of Gatehouse." },
  };
  // Built per request, as doc31 does, so every router mounted below is in it.
  api.get("/openapi.json", (c) => c.json(withNullableReferences(api.getOpenAPI31Document(documentConfig))));

  const jsonBodyLimit = bodyLimit({
    maxSize: BILLING_MAX_BODY_BYTES,
    onError: () => {
      throw CommonErrors.payloadTooLarge();
    },
  });
  // Domains register here, one router each (see billing/README.md); each route declares who may
  // call it (access/route-access.ts), which the two gates below read.
  const checkouts = { db: deps.db, baseURL: deps.files.baseURL, processor: deps.processor };
  const routers = [
    organizationRoutes(deps.db),
    stripeAccountRoutes(deps.db, deps.stripeAccounts),
    stripeWebhookRoutes(deps.db, deps.stripeAccounts, checkouts),
    accessTokenRoutes(deps.db),
    fileRoutes(deps.db, deps.files),
    benefitRoutes(deps.db),
    benefitFileRoutes(deps.db),
    benefitGrantRoutes(deps.db),
    licenseKeyRoutes(deps.db),
    productRoutes(deps.db),
    customFieldRoutes(deps.db),
    customerRoutes(deps.db, deps.processor),
    memberRoutes(deps.db),
    discountRoutes(deps.db),
    orderRoutes(deps.db, { baseURL: deps.files.baseURL, secret: deps.files.secret }, deps.defaultLocale),
    draftOrderRoutes(deps.db, deps.processor),
    refundRoutes(deps.db, deps.processor),
    webhookRoutes(deps.db),
    checkoutRoutes(checkouts, deps.sessions),
    checkoutLinkRoutes(checkouts),
    taxRateRoutes(deps.db),
    subscriptionRoutes(deps.db, deps.processor),
    subscriptionCreateRoutes(deps.db),
    usageEventRoutes(deps.database),
    meterRoutes(deps.db),
    eventTypeRoutes(deps.db),
    paymentRoutes(deps.db),
    walletRoutes(deps.db),
    disputeRoutes(deps.db, (organizationId, disputeId) =>
      closeDispute(deps.db, deps.stripeAccounts, organizationId, disputeId),
    ),
    metricRoutes(deps.db),
    metricDashboardRoutes(deps.db),
    customerSessionRoutes(deps.db, deps.files.baseURL),
    customerStateRoutes(deps.db),
    customerMeterRoutes(deps.db),
    apiKeyMeterRoutes(deps.db, deps.apiKeys),
    customerPortalRoutes(deps.db, deps.sessions, deps.trustedOrigins, deps.processor, {
      context: {
        db: deps.db,
        mailer: deps.mailer,
        baseURL: deps.files.baseURL,
        secret: deps.files.secret,
        attempts: deps.attempts,
        instance: deps.instance,
        defaultLocale: deps.defaultLocale,
      },
      trustedProxies: deps.trustedProxies,
    }),
    customerSeatRoutes({
      db: deps.db,
      mailer: deps.mailer,
      baseURL: deps.files.baseURL,
      instance: deps.instance,
      defaultLocale: deps.defaultLocale,
      customer: customerPortalAuth(deps.db, deps.sessions, deps.trustedOrigins),
    }),
    // The portal's signed download links (the signature is the credential; needs the files' root).
    customerPortalDownloadRoutes(deps.db, deps.files),
    portalSignInRoutes(
      {
        db: deps.db,
        mailer: deps.mailer,
        baseURL: deps.files.baseURL,
        secret: deps.files.secret,
        attempts: deps.attempts,
        instance: deps.instance,
        defaultLocale: deps.defaultLocale,
      },
      deps.trustedProxies,
    ),
  ];
  const access = new RouteAccessTable("/v1", routers);

  // JSON bodies only; a streamed body (file parts) has its own cap (files/upload.ts).
  api.on(["POST", "PATCH", "PUT"], "*", (c, next) =>
    access.hasStreamedBody(c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  api.use(
    "*",
    refuseUnsafeInput((path) => access.hasStreamedBody(path)),
  );
  // Before authentication: an unknown Polar-Version is 404 whoever asks, as on Polar.
  api.use("*", apiVersionMiddleware());
  const authenticate = billingAccess(deps.db, deps.sessions, deps.trustedOrigins);
  api.use("*", (c, next) =>
    c.req.path === OPENAPI_PATH || access.accessOf(c.req.path) !== "caller" ? next() : authenticate(c, next),
  );
  for (const router of routers) api.route("/", router);

  api.all("*", () => {
    throw CommonErrors.notFound();
  });
  api.onError((error, c) => {
    if (error instanceof TooManyAttempts) c.header("Retry-After", String(error.retryAfterSeconds));
    if (error instanceof BillingError) {
      if (error.code) c.header(ERROR_CODE_HEADER, error.code);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof ValidationFailure) return c.json(error.toBody(), 422);
    // The validator's own refusals: malformed JSON (400) or a body that is not JSON (415).
    if (error instanceof HTTPException && (error.status === 400 || error.status === 415))
      return c.json(
        invalidJsonBody(
          error.message === "Malformed JSON in request body" ? "JSON decode error" : "Input should be a JSON object",
        ).toBody(),
        422,
      );
    // An outage is logged once by the database's availability; the request answers 503 (http/unavailable.ts).
    if (!isDatabaseUnavailable(error)) deps.logger.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ error: "InternalServerError", detail: "Internal server error" }, 500);
  });
  return api;
}
