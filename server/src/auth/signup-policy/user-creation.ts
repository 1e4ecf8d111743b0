import { APIError } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import { authRouteAt } from "../routes/catalogue.ts";
import { signupRefusal } from "./admission.ts";
import type { DisposableDomains } from "./disposable-domains.ts";
import { effectiveSettings, type SignupEnvironment } from "./settings.ts";

/** What better-auth hands a user database hook of the request creating the user: null outside a request. */
type CreatingRequest = { path?: string | undefined } | null | undefined;

/**
 * Whether the user being created is a person signing themselves up: the route's creator in the
 * catalogue (`mandatorySso.newUser`) is the person. Platform admins (create-user), an
 * organization's directory (SCIM) and its identity provider (SSO just-in-time: the organization
 * vouches for its domain) create users past the policy; so do Gatehouse's own commands, which
 * create users outside any request (`gatehouse admin create`; `gatehouse import` writes its rows
 * directly).
 */
const isSelfSignUp = (request: CreatingRequest): boolean =>
  request?.path !== undefined && (authRouteAt(request.path)?.mandatorySso.newUser ?? "person") === "person";

/**
 * The sign-up policy, where every way a person creates an account ends: better-auth's
 * `databaseHooks.user.create.before`, run for email and password sign-up, social sign-in
 * (built-in and generic OpenID providers, redirect and ID token), the magic link and the email
 * code. A refusal throws before the user row is written, so nothing of the account exists: no
 * user, account, session or verification mail.
 */
export function signupPolicyUserHook(deps: { db: Executor; env: SignupEnvironment; disposable: DisposableDomains }) {
  return async (user: { email: string }, request: CreatingRequest): Promise<undefined> => {
    if (!isSelfSignUp(request)) return undefined;
    const settings = await effectiveSettings(deps.db, deps.env);
    const refusal = await signupRefusal(deps.db, user.email, settings, deps.disposable);
    if (refusal) throw new APIError("FORBIDDEN", { ...refusal });
    return undefined;
  };
}
