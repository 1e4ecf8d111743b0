import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import type { AccountMail } from "../account/mail-hooks.ts";
import { type IdentityAuditSink, NO_AUDIT } from "../audit-sink.ts";
import { DeviceCookie } from "./device-cookie.ts";
import { notMeEndpoint } from "./not-me.ts";
import { alertsEnabledFor, saveAlertsEnabled } from "./repository.ts";
import { type NewDeviceSettings, updateSettingsBodySchema } from "./schemas.ts";
import { signInWatch } from "./sign-in-watch.ts";

export type NewDevicePluginOptions = {
  db: Executor;
  /** NEW_DEVICE_ALERTS. */
  enabled: boolean;
  secret: string;
  baseURL: string;
  sendMail: AccountMail;
  recordAudit?: IdentityAuditSink | undefined;
};

/**
 * Gatehouse's own: new-device sign-in alerts (docs/guides/sign-in.md#new-device-alerts). An after
 * hook on the sign-in routes (sign-in-watch.ts) mails the account's owner when a sign-in comes
 * from a device and network the account has not signed in from before; the person turns the
 * mails off or on (`GET`/`POST /new-device/settings`), and a "This wasn't me" link leads to
 * `POST /new-device/not-me`. Mounted after every plugin that makes or withholds a sign-in's
 * session (two-factor among them), so its hook sees the session the sign-in kept.
 */
export function newDevicePlugin(options: NewDevicePluginOptions) {
  const { db, enabled } = options;
  const recordAudit = options.recordAudit ?? NO_AUDIT;
  const settingsOf = async (userId: string): Promise<NewDeviceSettings> => ({
    enabled: await alertsEnabledFor(db, userId),
    available: enabled,
  });
  return {
    id: "gatehouse-new-device",
    endpoints: {
      getNewDeviceSettings: createAuthEndpoint(
        "/new-device/settings",
        { method: "GET", use: [sessionMiddleware] },
        async (ctx) => ctx.json(await settingsOf(ctx.context.session.user.id)),
      ),
      updateNewDeviceSettings: createAuthEndpoint(
        "/new-device/settings",
        { method: "POST", use: [sessionMiddleware], body: updateSettingsBodySchema },
        async (ctx) => {
          const userId = ctx.context.session.user.id;
          await saveAlertsEnabled(db, userId, ctx.body.enabled);
          return ctx.json(await settingsOf(userId));
        },
      ),
      newDeviceNotMe: notMeEndpoint(recordAudit),
    },
    hooks: {
      after: [
        signInWatch({
          db,
          enabled,
          cookie: new DeviceCookie(options.secret, options.baseURL.startsWith("https://")),
          sendMail: options.sendMail,
          notMePageURL: `${options.baseURL}/not-me`,
          recordAudit,
        }),
      ],
    },
  } satisfies BetterAuthPlugin;
}
