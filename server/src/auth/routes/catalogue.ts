import { ADMIN_OAUTH_ROUTES, ADMIN_ROUTES, API_KEY_ROUTES, GATEHOUSE_ADMIN_ROUTES } from "./admin-routes.ts";
import { CORE_ROUTES } from "./core-routes.ts";
import { GATEHOUSE_ROUTES, OPEN_API_ROUTES } from "./gatehouse-routes.ts";
import { GATEHOUSE_ORGANIZATION_ROUTES, ORGANIZATION_ROUTES } from "./organization-routes.ts";
import { DEVICE_ROUTES, JWT_ROUTES, OAUTH_PROVIDER_ROUTES } from "./provider-routes.ts";
import type { AuthRoute } from "./route-policy.ts";
import { SCIM_ROUTES } from "./scim-routes.ts";
import {
  EMAIL_OTP_ROUTES,
  MAGIC_LINK_ROUTES,
  PASSKEY_ROUTES,
  SSO_ROUTES,
  TWO_FACTOR_ROUTES,
} from "./sign-in-method-routes.ts";

/**
 * Every /api/auth route, declared once with its policies (route-policy.ts says what each means).
 * The rules that apply to a set of routes — the strict rate limit, the captcha, mandatory SSO,
 * the lockout, the audit log, the get-session fast path, the password rules — read their routes
 * from here, and `catalogue.test.ts` fails when better-auth's router has a route this list lacks
 * (a new plugin, a library upgrade) or lacks one it names.
 *
 * The order matters once: the captcha-guarded routes come out in CAPTCHA_DEFAULT_ENDPOINTS' order.
 */
export const AUTH_ROUTES: readonly AuthRoute[] = [
  ...CORE_ROUTES,
  ...TWO_FACTOR_ROUTES,
  ...PASSKEY_ROUTES,
  ...MAGIC_LINK_ROUTES,
  ...EMAIL_OTP_ROUTES,
  ...SSO_ROUTES,
  ...ORGANIZATION_ROUTES,
  ...GATEHOUSE_ORGANIZATION_ROUTES,
  ...ADMIN_ROUTES,
  ...ADMIN_OAUTH_ROUTES,
  ...GATEHOUSE_ADMIN_ROUTES,
  ...API_KEY_ROUTES,
  ...OAUTH_PROVIDER_ROUTES,
  ...DEVICE_ROUTES,
  ...JWT_ROUTES,
  ...SCIM_ROUTES,
  ...GATEHOUSE_ROUTES,
  ...OPEN_API_ROUTES,
];

const ROUTES_BY_PATH: ReadonlyMap<string, AuthRoute> = new Map(AUTH_ROUTES.map((route) => [route.path, route]));

/** The catalogue's entry for a path as the router declares it (`ctx.path` in a hook), if any. */
export const authRouteAt = (path: string | undefined): AuthRoute | undefined =>
  path === undefined ? undefined : ROUTES_BY_PATH.get(path);

const pathsWhere = (applies: (route: AuthRoute) => boolean): string[] =>
  AUTH_ROUTES.filter(applies).map((route) => route.path);

/** The routes under the strict rate limit (auth/rate-limit.ts). */
export const STRICT_RATE_LIMIT_PATHS: readonly string[] = pathsWhere((route) => route.rateLimit === "strict");

/** The routes a captcha guards unless CAPTCHA_ENDPOINTS says otherwise: sign-up, sign-in, password reset, passwordless sends. */
export const CAPTCHA_DEFAULT_ENDPOINTS: readonly string[] = pathsWhere((route) => route.captcha);

/** The routes that refuse the body's email of a mandatory-SSO domain before they run (auth/sso/mandatory.ts). */
export const SSO_EMAIL_ROUTES: ReadonlySet<string> = new Set(pathsWhere((route) => route.mandatorySso.emailInBody));

/** The routes whose sessions mandatory SSO does not check: the identity provider's own, an impersonation. */
export const SSO_EXEMPT_SESSION_ROUTES: ReadonlySet<string> = new Set(
  pathsWhere((route) => route.mandatorySso.session === "exempt"),
);

/** The routes whose refused passwords count towards the account lockout (auth/account/lockout.ts). */
export const LOCKOUT_ROUTES: ReadonlySet<string> = new Set(pathsWhere((route) => route.lockout === "counts-failures"));

/** The routes whose refused passwords count towards the lockout of the signed-in person's account. */
export const SIGNED_IN_LOCKOUT_ROUTES: ReadonlySet<string> = new Set(
  pathsWhere((route) => route.lockout === "counts-signed-in-failures"),
);

/** The sensitive actions: a session must have signed in recently, and given its second factor recently (auth/step-up/). */
export const FRESH_SESSION_ROUTES: ReadonlySet<string> = new Set(pathsWhere((route) => route.freshSession));

/** The routes that set a password, and the body field that carries it (auth/account/password/). */
export const NEW_PASSWORD_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  AUTH_ROUTES.flatMap((route) => (route.newPassword ? [[route.path, route.newPassword]] : [])),
);

const fastPathRoutes = pathsWhere((route) => route.fastPath);
if (fastPathRoutes.length !== 1) throw new Error(`the fast path answers one route, not ${fastPathRoutes.join(", ")}`);
/** The one route the get-session fast path answers (composition/node-listener.ts, auth/session/fast-path/). */
export const FAST_PATH_ROUTE: string = fastPathRoutes[0]!;
