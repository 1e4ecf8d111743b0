import { organizationApiKeys } from "../account-billing/organization-api-keys.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionStepUpRefusal } from "../auth/identity.ts";
import type { SessionResolver } from "../billing/api-access/principal.ts";
import { recordingPayments } from "../billing/payments/recorder.ts";
import { createBillingApi } from "../billing/routes.ts";
import { organizationProcessor } from "../billing/stripe-accounts/organization-processor.ts";
import { STRIPE_KEYS_PURPOSE } from "../billing/stripe-accounts/service.ts";
import { instanceBrand } from "../branding/instance.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Logger } from "../kit/logger.ts";
import { secretBox } from "../kit/sealed-secrets.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createPaymentProcessor } from "../payment-processors/index.ts";
import { createBlobStore } from "../storage/index.ts";

/** Uploaded files, sellers' Stripe accounts, and the payment processor that uses both. */
export async function paymentsAndFiles(config: Config, database: Database) {
  const files = {
    store: await createBlobStore(config),
    baseURL: config.baseURL.replace(/\/+$/, ""),
    secret: config.authSecret,
  };
  const stripeAccounts = {
    apiUrl: config.STRIPE_API_URL,
    box: secretBox(config.authSecret, STRIPE_KEYS_PURPOSE),
    baseURL: files.baseURL,
  };
  // Each organization pays through its Stripe account once connected, in test mode otherwise;
  // every charge's outcome is one of the organization's payments (GET /v1/payments/).
  const processor = recordingPayments(
    organizationProcessor(database.db, createPaymentProcessor(database.db), stripeAccounts),
    database.db,
  );
  return { files, stripeAccounts, processor };
}

/** The /v1 billing API, reached by sessions, organization API keys and access tokens. */
export function billingApiFor(
  config: Config,
  parts: { database: Database; auth: Auth; logger: Logger; mailer: Mailer } & Awaited<
    ReturnType<typeof paymentsAndFiles>
  >,
) {
  const { database, auth } = parts;
  return createBillingApi({
    db: database.db,
    processor: parts.processor,
    database,
    sessions: sessionResolver(auth, database, config.SESSION_FRESH_AGE),
    trustedOrigins: [config.baseURL, ...config.TRUSTED_ORIGINS].map((origin) => new URL(origin).origin),
    logger: parts.logger,
    files: parts.files,
    mailer: parts.mailer,
    trustedProxies: config.TRUSTED_PROXIES,
    stripeAccounts: parts.stripeAccounts,
    apiKeys: organizationApiKeys(auth, database.db),
    instance: instanceBrand(config),
    defaultLocale: config.DEFAULT_LOCALE,
    attempts: { enabled: config.RATE_LIMIT_ENABLED, window: config.RATE_LIMIT_WINDOW, max: config.RATE_LIMIT_MAX },
  });
}

/**
 * The /v1 API's view of a better-auth session: who is signed in, their active organization, and
 * whether a sensitive action is refused to the session now (SESSION_FRESH_AGE, auth/step-up/).
 */
function sessionResolver(auth: Auth, database: Database, freshAgeSeconds: number): SessionResolver {
  return async (headers) => {
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    return {
      userId: found.user.id,
      activeOrganizationId: found.session.activeOrganizationId ?? null,
      stepUpRefusal: () => sessionStepUpRefusal(database.db, found, freshAgeSeconds),
    };
  };
}
