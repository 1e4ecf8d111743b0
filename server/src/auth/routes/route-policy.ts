import { z } from "zod";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What the audit log records of a route (audit/recorder-plugin.ts). */
const auditPolicySchema = z.strictObject({
  /** Recorded when the route succeeds; who, which organization and what are read by audit/recorded-routes.ts. */
  success: z.string().min(1).optional(),
  /** Recorded when the route succeeds with this method (a directory's SCIM requests, one path per resource). */
  byMethod: z.partialRecord(z.enum(HTTP_METHODS), z.string().min(1)).optional(),
  /** Recorded, with the path as the way in, when the route makes a session: a sign-in or a sign-up. */
  signIn: z.enum(["user.signed_in", "user.signed_up"]).optional(),
  /** Recorded when the route refuses with 401 or 403: a password or second factor that did not pass. */
  failure: z.literal("user.sign_in_failed").optional(),
});

/** Mandatory SSO (auth/sso/): how a domain whose organization made its provider mandatory is held to it. */
const mandatorySsoPolicySchema = z.strictObject({
  /** The body's email, when of such a domain, is refused (403 SSO_REQUIRED) before the route runs or sends anything. */
  emailInBody: z.boolean(),
  /**
   * A session the route creates is checked against its user's domain (`checked`), or not, because it
   * is the identity provider's own or a platform admin's impersonation (`exempt`).
   */
  session: z.enum(["checked", "exempt"]),
  /**
   * Who creates the users the route creates (auth/sso/user-creation.ts): the person (refused in a
   * mandatory domain), an organization's identity provider (only inside its verified domain), an
   * organization's directory (SCIM), or a platform admin (not checked).
   */
  newUser: z.enum(["person", "identity-provider", "directory", "platform-admin"]),
});

/** One /api/auth route and every policy that applies to it. */
export const authRouteSchema = z.strictObject({
  /** The path under /api/auth as the router declares it (`:name` for a segment). */
  path: z.string().regex(/^\/\S*$/),
  /** The methods it answers (every endpoint on the path together). */
  methods: z.array(z.enum(HTTP_METHODS)).min(1),
  /**
   * `router`: an endpoint of better-auth's router (the library's or a Gatehouse plugin's).
   * `alias`: another name for a route, re-targeted before routing (auth/account/password-reset-plugin.ts).
   * `server-only`: the library's endpoint has no HTTP path; the policies name it for the day it gets one.
   * `optional`: a route of a plugin Gatehouse may mount or not (better-auth's OpenAPI reference).
   */
  served: z.enum(["router", "alias", "server-only", "optional"]),
  /**
   * `strict`: routes that guess or spend secrets (passwords, tokens, mail) get RATE_LIMIT_MAX per
   * RATE_LIMIT_WINDOW; `default`: the generous per-address ceiling.
   */
  rateLimit: z.enum(["strict", "default"]),
  /** Guarded by the captcha when one is configured and CAPTCHA_ENDPOINTS does not name other routes. */
  captcha: z.boolean(),
  mandatorySso: mandatorySsoPolicySchema,
  /**
   * `counts-failures`: a refused password counts against the account of the body's email
   * (auth/account/lockout.ts), a success clears the count, and the route answers 429 ACCOUNT_LOCKED
   * while the account is paused. `counts-signed-in-failures`: the same for the signed-in person's
   * own password (re-authentication), against the session's account.
   */
  lockout: z.enum(["counts-failures", "counts-signed-in-failures", "none"]),
  /** The body field of a new password: the length, common-password and breached-password rules check it. */
  newPassword: z.enum(["password", "newPassword"]).optional(),
  /** What the audit log records; nothing when absent. */
  audit: auditPolicySchema.optional(),
  /** Answered by the get-session fast path (auth/session/fast-path/) in its common case. */
  fastPath: z.boolean(),
  /** May create a session (a sign-in, a replacement session, an impersonation), as the library's code reads. */
  createsSession: z.boolean(),
  /**
   * A sensitive action (auth/step-up/): refused (403 SESSION_NOT_FRESH) to a session whose person
   * last signed in or re-authenticated longer than SESSION_FRESH_AGE ago, and (403
   * SECOND_FACTOR_NOT_FRESH) when their account has two-factor on and no second factor was given
   * within that time.
   */
  freshSession: z.boolean(),
  /**
   * What a session the route creates proves of its person (auth/step-up/, recorded as RFC 8176
   * methods): `password`, `mailed-secret` (a mailed code or link), `federated` (another identity
   * provider), `passkey`, `second-factor` (the second step of a sign-in, or of enabling
   * two-factor), or `carried-over` (it replaces the request's session and keeps its record).
   */
  sessionProof: z
    .enum(["password", "mailed-secret", "federated", "passkey", "second-factor", "carried-over"])
    .optional(),
});

export type AuthRoute = z.infer<typeof authRouteSchema>;
type Policies = Omit<AuthRoute, "path" | "methods">;
export type AuditPolicy = NonNullable<AuthRoute["audit"]>;
export type SignInAction = NonNullable<AuditPolicy["signIn"]>;
export type SessionProof = NonNullable<AuthRoute["sessionProof"]>;

/** The policies of a route that names none: a person's route of the router, under no rule of its own. */
const DEFAULT_POLICIES: Readonly<Policies> = {
  served: "router",
  rateLimit: "default",
  captcha: false,
  mandatorySso: { emailInBody: false, session: "checked", newUser: "person" },
  lockout: "none",
  fastPath: false,
  createsSession: false,
  freshSession: false,
};

/** What a catalogue file declares of a route: the policies that are not the default. */
export type RoutePolicies = Partial<Omit<Policies, "mandatorySso">> & {
  mandatorySso?: Partial<Policies["mandatorySso"]>;
};

/**
 * A route as a catalogue file declares it: its path, its methods and the policies that are not
 * the default. Plain objects, no parsing at start-up; catalogue.test.ts checks every route against
 * the schema.
 */
export const route = (path: string, methods: readonly HttpMethod[], policies: RoutePolicies = {}): AuthRoute => ({
  ...DEFAULT_POLICIES,
  ...policies,
  path,
  methods: [...methods],
  mandatorySso: { ...DEFAULT_POLICIES.mandatorySso, ...policies.mandatorySso },
});
