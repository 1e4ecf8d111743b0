import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import { now } from "../../kit/time.ts";
import type { AccountMail } from "../account/mail-hooks.ts";
import type { IdentityAuditSink } from "../audit-sink.ts";
import { authRouteAt } from "../routes/catalogue.ts";
import { type DeviceCookie, newDeviceId } from "./device-cookie.ts";
import { networkOf } from "./network.ts";
import { createNotMeToken } from "./not-me-token.ts";
import { alertsEnabledFor, recordDevice } from "./repository.ts";
import { userAgentFamily } from "./user-agent.ts";

export type SignInWatchDeps = {
  db: Executor;
  /** NEW_DEVICE_ALERTS: off, sign-ins are neither recorded nor mailed about. */
  enabled: boolean;
  cookie: DeviceCookie;
  sendMail: AccountMail;
  /** The web app's page the "This wasn't me" link opens (`/not-me`), absolute. */
  notMePageURL: string;
  recordAudit: IdentityAuditSink;
};

/** The session a route made and kept, as better-auth hands it to hooks that run after the route. */
type NewSession = {
  session: { id: string; ipAddress?: string | null | undefined; userAgent?: string | null | undefined };
  user: { id: string; email: string; name: string; locale?: unknown };
};

/** Whether a route is one that signs a person in (or up): the catalogue's sign-in audit says so. */
const signsIn = (path: string | undefined) => authRouteAt(path)?.audit?.signIn !== undefined;

/** An impersonation is an admin acting, not the person signing in. */
const isImpersonation = (session: object) =>
  "impersonatedBy" in session && typeof session.impersonatedBy === "string" && session.impersonatedBy !== "";

/**
 * After a sign-in route kept a session (`ctx.context.newSession`, which the two-factor plugin
 * empties while a second step is pending, so a password sign-in with two-factor is seen once, at
 * its second step): records the device, gives the browser its device cookie, and when neither the
 * cookie nor the browser, system and network are known to the account, mails its owner (unless
 * they turned the alerts off) and records `user.new_device_sign_in`. The account's first sign-in
 * (its sign-up) only records the device. Server-side calls (the command line, tests' helpers:
 * no request) and impersonations are not a person signing in.
 */
export function signInWatch(deps: SignInWatchDeps) {
  return {
    matcher: (ctx: { path?: string }) => deps.enabled && signsIn(ctx.path),
    handler: createAuthMiddleware(async (ctx) => {
      const created = ctx.context.newSession as NewSession | null;
      const returned = ctx.context.returned;
      if (!created || !ctx.request || isImpersonation(created.session)) return;
      if (isAPIError(returned) && returned.statusCode >= 400) return;
      const presented = await deps.cookie.read(ctx);
      const deviceId = presented ?? newDeviceId();
      const ipAddress = created.session.ipAddress ?? null;
      const userAgent = created.session.userAgent ?? null;
      const family = { ...userAgentFamily(userAgent), network: networkOf(ipAddress) };
      const sighting = await recordDevice(deps.db, created.user.id, deviceId, presented, family);
      await deps.cookie.issue(ctx, deviceId);
      if (sighting.known || sighting.firstForAccount) return;
      const mailed = await alertsEnabledFor(deps.db, created.user.id);
      if (mailed) {
        const token = await createNotMeToken(ctx.context.internalAdapter, created.user.id);
        const link = `${deps.notMePageURL}?token=${encodeURIComponent(token)}`;
        const signIn = { at: now(), browser: family.browser, os: family.os, ipAddress: ipAddress ?? "unknown" };
        const recipient = {
          ...created.user,
          locale: typeof created.user.locale === "string" ? created.user.locale : null,
        };
        await deps.sendMail("new-device-sign-in", recipient, link, { signIn });
      }
      await deps.recordAudit({
        organizationId: null,
        actor: { type: "user", id: created.user.id, email: created.user.email },
        action: "user.new_device_sign_in",
        target: { type: "user", id: created.user.id },
        ipAddress,
        userAgent,
        details: { browser: family.browser, os: family.os, network: family.network, mailed },
      });
    }),
  };
}
