import type { BetterAuthPlugin } from "better-auth";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import type { Logger } from "../../kit/logger.ts";
import type { MailBrand } from "../../mail/brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { DisposableDomains } from "./disposable-domains.ts";
import { adminPolicyEndpoint, publicPolicyEndpoint, updatePolicyEndpoint } from "./policy-endpoints.ts";
import { signupPolicyUserHook } from "./user-creation.ts";
import {
  approveWaitlistEndpoint,
  joinWaitlistEndpoint,
  listWaitlistEndpoint,
  rejectWaitlistEndpoint,
} from "./waitlist-endpoints.ts";

export type SignupPolicyDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  mailBrand: MailBrand;
  logger: Logger;
};

/**
 * Who may sign up (docs/guides/who-may-sign-up.md): the policy (open, invitation only,
 * waitlist), allowed and blocked email domains and disposable addresses, enforced where every
 * account a person creates is written (user-creation.ts); the waitlist and its admin routes; the
 * settings' routes. Settings the environment sets win over the admin page's.
 */
export function signupPolicyPlugin({
  config,
  database,
  mailer,
  mailBrand,
  logger,
}: SignupPolicyDeps): BetterAuthPlugin {
  const db = database.db;
  const disposable = new DisposableDomains(config.DISPOSABLE_EMAIL_DOMAINS_FILE, logger);
  const waitlist = {
    db,
    env: config,
    disposable,
    mail: {
      baseURL: config.baseURL,
      brand: mailBrand,
      defaultLocale: config.DEFAULT_LOCALE,
      delivered: Boolean(config.SMTP_URL),
    },
    nudgeMail: () => mailer.nudge(),
  };
  return {
    id: "gatehouse-signup-policy",
    init: () => ({
      options: {
        databaseHooks: {
          user: { create: { before: signupPolicyUserHook({ db, env: config, disposable }) } },
        },
      },
    }),
    endpoints: {
      signupPolicy: publicPolicyEndpoint({ db, env: config }),
      adminSignupPolicy: adminPolicyEndpoint({ db, env: config }),
      updateSignupPolicy: updatePolicyEndpoint({ db, env: config }),
      joinWaitlist: joinWaitlistEndpoint(waitlist),
      listWaitlist: listWaitlistEndpoint(waitlist),
      approveWaitlistEntry: approveWaitlistEndpoint(waitlist),
      rejectWaitlistEntry: rejectWaitlistEndpoint(waitlist),
    },
  };
}
