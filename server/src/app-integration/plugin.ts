import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Config } from "../config.ts";
import type { Db } from "../db/transaction.ts";
import { corsPolicy } from "../http/cors.ts";
import type { PaymentProcessor } from "../payment-processors/processor.ts";
import { startCheckout } from "./checkout.ts";
import { APP_BILLING_ERRORS, asAuthError } from "./errors.ts";
import { payerOf } from "./payer.ts";
import { openPortal } from "./portal.ts";
import { checkoutBody, portalBody } from "./schemas.ts";
import { signInMethods } from "./sign-in-methods.ts";

export type AppIntegrationDeps = {
  db: Db;
  config: Pick<
    Config,
    | "baseURL"
    | "TRUSTED_ORIGINS"
    | "ENTITLEMENTS_SELLER"
    | "RATE_LIMIT_WINDOW"
    | "RATE_LIMIT_MAX"
    | "PASSWORDLESS_SIGN_UP"
    | "socialProviders"
    | "oidcProviders"
    | "captcha"
  >;
  /** The payment processor the billing API's checkouts use (the organization's Stripe account, or test mode). */
  processor: PaymentProcessor;
};

/** The general per-address ceiling of every auth route (auth.ts: 300 requests in 10 seconds). */
const GENERAL_CEILING = { window: 10, max: 300 };

/**
 * What an app on its own origin (listed in TRUSTED_ORIGINS) needs of Gatehouse besides the
 * library's routes, Gatehouse's own, documented in docs/integrate/server-endpoints.md:
 * - `POST /billing/checkout`: a hosted checkout at the seller for the signed-in user, or for the
 *   active organization (its owners and admins);
 * - `POST /billing/portal`: the hosted customer portal, signed in as that customer;
 * - `GET /sign-in-methods`: which ways to sign in and up the server offers.
 * The billing routes are limited like the routes that spend secrets (each makes rows and
 * webhooks); `/sign-in-methods` is a read every sign-in page makes, kept at the general ceiling
 * (better-auth would otherwise count it as a `/sign-in…` attempt: 3 in 10 seconds).
 */
export function appIntegrationPlugin({ db, config, processor }: AppIntegrationDeps) {
  const trusted = corsPolicy(config.baseURL, config.TRUSTED_ORIGINS);
  const checkoutContext = { db, baseURL: config.baseURL, processor };
  const requireTrusted = (url: string | undefined, refusal: { code: string; message: string }) => {
    if (url !== undefined && !trusted.allows(new URL(url).origin)) throw new APIError("BAD_REQUEST", { ...refusal });
  };
  const strict = { window: config.RATE_LIMIT_WINDOW, max: config.RATE_LIMIT_MAX };
  return {
    id: "gatehouse-app-integration",
    endpoints: {
      startBillingCheckout: createAuthEndpoint(
        "/billing/checkout",
        { method: "POST", body: checkoutBody, use: [sessionMiddleware] },
        async (ctx) => {
          requireTrusted(ctx.body.successUrl, APP_BILLING_ERRORS.UNTRUSTED_SUCCESS_URL);
          const payer = await payerOf(db, config.ENTITLEMENTS_SELLER, ctx.context.session, ctx.body);
          try {
            const started = await startCheckout(checkoutContext, payer, ctx.body);
            ctx.setStatus(201);
            return ctx.json(started);
          } catch (error) {
            throw asAuthError(error);
          }
        },
      ),
      openBillingPortal: createAuthEndpoint(
        "/billing/portal",
        { method: "POST", body: portalBody, use: [sessionMiddleware] },
        async (ctx) => {
          requireTrusted(ctx.body.returnUrl, APP_BILLING_ERRORS.UNTRUSTED_RETURN_URL);
          const payer = await payerOf(db, config.ENTITLEMENTS_SELLER, ctx.context.session, ctx.body);
          try {
            const opened = await openPortal(db, config.baseURL, payer, ctx.body);
            ctx.setStatus(201);
            return ctx.json(opened);
          } catch (error) {
            throw asAuthError(error);
          }
        },
      ),
      signInMethods: createAuthEndpoint("/sign-in-methods", { method: "GET" }, async (ctx) =>
        ctx.json(signInMethods(ctx.context.options, config, ctx.headers?.get("origin") ?? null)),
      ),
    },
    rateLimit: [
      { pathMatcher: (path) => path === "/billing/checkout" || path === "/billing/portal", ...strict },
      { pathMatcher: (path) => path === "/sign-in-methods", ...GENERAL_CEILING },
    ],
  } satisfies BetterAuthPlugin;
}
