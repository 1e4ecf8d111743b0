import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { renderAuthErrorPage } from "../auth/errors/error-page.ts";
import type { AuthRequestHandler } from "../auth/handler.ts";
import { withAuthenticationClasses } from "../auth/oauth-provider/discovery.ts";
import type { AuthOpenApiDocument } from "../auth/openapi/document.ts";
import { authOpenApiRoutes } from "../auth/openapi/routes.ts";
import { scimPayloadTooLarge } from "../auth/scim/scim-errors.ts";
import type { BillingEnv } from "../billing/common/env.ts";
import { IMAGE_TOO_LARGE_BODY } from "../branding/errors.ts";
import { BRAND_UPLOAD_MAX_BODY_BYTES, BRAND_UPLOAD_PATH } from "../branding/upload.ts";
import type { Config } from "../config.ts";
import { type DatabaseAvailability, isDatabaseUnavailable } from "../db/availability.ts";
import { CLIENT_IP_HEADER, resolveClientIp } from "../http/client-ip.ts";
import { corsMiddleware, corsPolicy } from "../http/cors.ts";
import { healthRoutes, type Readiness } from "../http/health.ts";
import { authRouteMatcher, labelRoutes, type RouteLabels } from "../http/route-label.ts";
import { webAppPolicy } from "../http/security-headers.ts";
import { answerUnavailable } from "../http/unavailable.ts";
import { mountWebApp } from "../http/web-app.ts";
import type { AppEnv } from "../kit/http-env.ts";
import type { Logger } from "../kit/logger.ts";
import { devOutboxRoutes } from "../mail/dev-outbox-routes.ts";
import type { Mailer } from "../mail/mailer.ts";

const MAX_BODY_BYTES = 64 * 1024;

export type AppDeps = {
  config: Config;
  authHandler: AuthRequestHandler;
  /** The /v1 billing API (billing/routes.ts), already based at /v1; it has its own body limit and errors. */
  billingApi: OpenAPIHono<BillingEnv>;
  mailer: Mailer;
  logger: Logger;
  webDistDir?: string;
  /** A hosted checkout's `frame-ancestors` source, from its client secret (billing/checkouts/embedding.ts). */
  checkoutFrameAncestors: (clientSecret: string) => Promise<string>;
  /** /readyz's checks (health.ts). */
  readiness: () => Promise<Readiness>;
  /** Whether the database answers: failures for want of it answer 503 (unavailable.ts). */
  availability: DatabaseAvailability;
  /** Where each request's route template is recorded for the access log and metrics. */
  routeLabels: RouteLabels;
  /** better-auth's endpoint paths, to label /api/auth requests by template. */
  authEndpointPaths: readonly string[];
  /** The auth routes' OpenAPI document (auth/openapi/document.ts), served at /api/auth/openapi.json. */
  authOpenApi: () => Promise<AuthOpenApiDocument>;
  /** GET /metrics, when metrics are on. */
  metrics: Hono<AppEnv> | null;
  /**
   * The signed-in person's saved language from a request's cookies (auth/session/saved-locale.ts),
   * for the language of the web app's page; without it the page goes by the other signals.
   */
  savedLocale?: ((cookieHeader: string | null) => string | null) | undefined;
};

const CHECKOUT_PAGE = /^\/checkout\/([^/]+)/;

type ProbeDeps = Pick<AppDeps, "readiness" | "routeLabels" | "metrics">;

/** A worker process's HTTP: /healthz, /readyz and /metrics, nothing else (GATEHOUSE_ROLE=worker). */
export function createProbeApp(deps: ProbeDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(labelRoutes(deps.routeLabels, authRouteMatcher([])));
  app.route("/", healthRoutes(deps.readiness));
  if (deps.metrics) app.route("/", deps.metrics);
  app.notFound((c) =>
    c.json({ code: "NOT_FOUND", message: "A worker process serves only /healthz, /readyz and /metrics" }, 404),
  );
  return app;
}

/** Mounts /api/auth, /v1, the dev outbox, and the built web app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, authHandler, billingApi, mailer, logger, webDistDir, checkoutFrameAncestors } = deps;
  const app = new Hono<AppEnv>();
  app.use(labelRoutes(deps.routeLabels, authRouteMatcher(deps.authEndpointPaths)));
  // Apps on their own origins call these from the browser: preflights are answered before any
  // other rule, and every answer (503 and 413 included) carries the CORS headers.
  const cors = corsMiddleware(corsPolicy(config.baseURL, config.TRUSTED_ORIGINS));
  app.use("/api/auth/*", cors);
  app.use("/v1/*", cors);
  // Before the middleware below: /readyz reports the outage in its own words.
  app.route("/", healthRoutes(deps.readiness));
  if (deps.metrics) app.route("/", deps.metrics);
  // Turned off: a scraper gets a plain 404, not the web app's page.
  else app.get("/metrics", (c) => c.json({ code: "NOT_FOUND", message: "Metrics are turned off" }, 404));
  app.use(answerUnavailable(deps.availability));
  const pagePolicy = webAppPolicy(config.captcha);

  // No account request comes near this; anything larger is refused before it is read.
  // Writes only: reading a GET's body would make the Node adapter build a full web Request.
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // A directory reads SCIM errors only.
    onError: (c) =>
      scimPayloadTooLarge(c.req.raw) ??
      c.json({ code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" }, 413),
  });
  // A brand image's upload is the one larger body: the image and its multipart framing.
  const brandImageBodyLimit = bodyLimit({
    maxSize: BRAND_UPLOAD_MAX_BODY_BYTES,
    onError: (c) => c.json(IMAGE_TOO_LARGE_BODY, 413),
  });
  app.on(["POST", "PUT", "PATCH"], "/api/*", (c, next) =>
    c.req.path === BRAND_UPLOAD_PATH ? brandImageBodyLimit(c, next) : jsonBodyLimit(c, next),
  );

  app.get("/api/auth/error", (c) => {
    c.header("Content-Security-Policy", pagePolicy);
    c.header("X-Frame-Options", "DENY");
    return c.html(
      renderAuthErrorPage(
        c.req.query("error") ?? "UNKNOWN",
        c.req.query("error_description") ?? null,
        `${config.baseURL}/`,
      ),
    );
  });

  app.route("/", authOpenApiRoutes(deps.authOpenApi));
  app.on(["GET", "POST"], "/api/auth/*", (c) =>
    authHandler(withClientIp(c.req.raw, c.env.incoming.socket.remoteAddress)),
  );
  // SCIM (RFC 7644) replaces, patches and deletes its resources with the other methods.
  app.on(["PUT", "PATCH", "DELETE"], "/api/auth/scim/v2/*", (c) =>
    authHandler(withClientIp(c.req.raw, c.env.incoming.socket.remoteAddress)),
  );
  // OpenID discovery at the issuer, BASE_URL: better-auth's OAuth provider answers
  // these root paths itself when the request reaches its handler.
  app.get("/.well-known/openid-configuration", async (c) =>
    withAuthenticationClasses(await authHandler(withClientIp(c.req.raw, c.env.incoming.socket.remoteAddress))),
  );
  app.get("/.well-known/oauth-authorization-server", (c) =>
    authHandler(withClientIp(c.req.raw, c.env.incoming.socket.remoteAddress)),
  );

  // The billing API's audit entries name the client's address as the auth routes do.
  app.use("/v1/*", async (c, next) => {
    withClientIp(c.req.raw, c.env.incoming.socket.remoteAddress);
    await next();
  });
  // Before the web app, whose catch-all would answer unknown /v1 paths with index.html.
  app.route("/", billingApi);

  if (!config.isProduction) app.route("/api/dev/outbox", devOutboxRoutes(mailer));

  mountWebApp(
    app,
    {
      page: pagePolicy,
      forPath: async (path) => {
        const clientSecret = CHECKOUT_PAGE.exec(path)?.[1];
        if (!clientSecret) return pagePolicy;
        return webAppPolicy(config.captcha, {
          frameAncestors: await checkoutFrameAncestors(decodeURIComponent(clientSecret)),
        });
      },
    },
    {
      distDir: webDistDir,
      devOutbox: !config.isProduction,
      locales: {
        savedLocale: deps.savedLocale ?? (() => null),
        defaultLocale: config.DEFAULT_LOCALE,
        secureCookies: config.baseURL.startsWith("https://"),
      },
    },
  );

  app.onError((error, c) => {
    // An outage is logged once by the database's availability; the request answers 503 (unavailable.ts).
    if (!isDatabaseUnavailable(error)) logger.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ code: "INTERNAL_SERVER_ERROR", message: "Internal server error" }, 500);
  });
  return app;

  /** better-auth reads the client address from one header, which Gatehouse always overwrites. */
  function withClientIp(request: Request, socketAddress: string | undefined): Request {
    const forwardedFor = request.headers.get("x-forwarded-for");
    request.headers.set(CLIENT_IP_HEADER, resolveClientIp(socketAddress, forwardedFor, config.TRUSTED_PROXIES));
    return request;
  }
}
