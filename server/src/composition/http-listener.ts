import type { EntitlementsCache } from "../account-billing/entitlements/cache.ts";
import { sessionEntitlements } from "../account-billing/entitlements/service.ts";
import type { Auth } from "../auth/auth.ts";
import { createAuthRequestHandler } from "../auth/handler.ts";
import { authOpenApiDocument } from "../auth/openapi/document.ts";
import { createSessionAnswerer } from "../auth/session/fast-path/fast-get-session.ts";
import type { SessionRevocations } from "../auth/session/revocation/session-revocations.ts";
import { createSavedLocaleReader } from "../auth/session/saved-locale.ts";
import { checkoutFrameAncestors } from "../billing/checkouts/embedding.ts";
import type { createBillingApi } from "../billing/routes.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { corsPolicy } from "../http/cors.ts";
import { checkReadiness, type DrainState } from "../http/health.ts";
import type { RouteLabels } from "../http/route-label.ts";
import { everyResponseHeaders } from "../http/security-headers.ts";
import type { Logger } from "../kit/logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Metrics } from "../metrics/registry.ts";
import { metricsRoutes } from "../metrics/routes.ts";
import { createApp, createProbeApp } from "./app.ts";
import { createNodeListener } from "./node-listener.ts";

/**
 * The Node request listener: the whole app where this process serves the API, the probes alone
 * in a worker; get-session's fast path in front; ids, access lines and metrics on every request.
 */
export async function httpListener(parts: {
  config: Config;
  /** The built web app (dist/), when this process serves it. */
  webDistDir: string | undefined;
  database: Database;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** Null in a worker, which serves the probes alone. */
  billingApi: ReturnType<typeof createBillingApi> | null;
  entitlementsCache: EntitlementsCache | undefined;
  /** The session revocation list the fast path checks cached sessions against. */
  revocations?: SessionRevocations | undefined;
  drain: DrainState;
  metrics: Metrics | null;
}) {
  const { config, database, auth, logger, metrics, entitlementsCache } = parts;
  const routeLabels: RouteLabels = new WeakMap();
  const probes = {
    readiness: () => checkReadiness(database, parts.drain),
    routeLabels,
    metrics: metrics ? metricsRoutes(metrics, config.METRICS_TOKEN) : null,
  };
  const billingApi = parts.billingApi;
  const servesApi = billingApi !== null;
  const app = servesApi
    ? createApp({
        ...probes,
        config,
        authHandler: await createAuthRequestHandler(auth),
        authOpenApi: () => authOpenApiDocument(auth),
        billingApi,
        mailer: parts.mailer,
        logger,
        webDistDir: parts.webDistDir,
        checkoutFrameAncestors: (clientSecret) => checkoutFrameAncestors(database.db, clientSecret),
        availability: database.availability,
        authEndpointPaths: endpointPaths(auth),
        savedLocale: await createSavedLocaleReader(auth),
      })
    : createProbeApp(probes);
  const entitlementsOfSession =
    config.ENTITLEMENTS_SELLER && entitlementsCache
      ? sessionEntitlements(database.db, config.ENTITLEMENTS_SELLER, entitlementsCache)
      : undefined;
  const answerSession = servesApi
    ? await createSessionAnswerer(auth, database, logger, entitlementsOfSession, parts.revocations?.list)
    : null;
  return createNodeListener(app, answerSession, logger, {
    everyResponse: everyResponseHeaders(config.baseURL),
    drain: parts.drain,
    metrics,
    routeLabels,
    trustedProxies: config.TRUSTED_PROXIES,
    cors: corsPolicy(config.baseURL, config.TRUSTED_ORIGINS),
  });
}

/** Every better-auth endpoint's path (`/sign-in/email`, `/reset-password/:token`), plugins included. */
function endpointPaths(auth: Auth): string[] {
  return Object.values(auth.api as Record<string, { path?: unknown }>).flatMap((endpoint) =>
    typeof endpoint?.path === "string" ? [endpoint.path] : [],
  );
}
