import { mailDueEvents } from "../../src/billing/notification-mails/worker.ts";
import { instanceBrand } from "../../src/branding/instance.ts";
import { createLogger } from "../../src/kit/logger.ts";
import type { Gatehouse } from "../../src/main.ts";

/** Errors of the pass go to stderr, as the server's own would. */
const logger = createLogger(
  { level: "error", format: "json" },
  { write: (line: string) => process.stderr.write(line) },
);

/**
 * Runs one pass of the billing-mail worker now, at the process clock's time: what a test awaits
 * before asserting that a mail was not queued (no reminder yet, no second one), instead of sleeping
 * through some of the server's own passes. The server's poller may run beside it: each event and
 * each reminder is claimed once, whichever pass claims it. The context is the one the server's
 * background jobs give the worker (composition/background-jobs.ts).
 */
export async function runBillingMailPass(gatehouse: Gatehouse): Promise<void> {
  const { config, database, mailer } = gatehouse;
  await mailDueEvents(
    {
      db: database.db,
      mailer,
      baseURL: config.baseURL.replace(/\/+$/, ""),
      instance: instanceBrand(config),
      defaultLocale: config.DEFAULT_LOCALE,
    },
    logger,
  );
}
