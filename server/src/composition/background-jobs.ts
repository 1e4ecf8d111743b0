import { startAuditRetention } from "../audit/retention.ts";
import { auditStreamDeps, auditStreamWorkerOptions } from "../audit/streams/settings.ts";
import { AuditStreamWorker } from "../audit/streams/worker.ts";
import { startSigningKeySchedule } from "../auth/signing-keys/schedule.ts";
import type { benefitProviderSettings } from "../billing/benefit-grants/providers.ts";
import { BenefitGrantWorker } from "../billing/benefit-grants/worker.ts";
import { startCheckoutExpiry } from "../billing/checkouts/expiry.ts";
import { startBillingMails } from "../billing/notification-mails/worker.ts";
import { resumePendingRefunds } from "../billing/refunds/service.ts";
import { startRenewals } from "../billing/subscriptions/renewal-job.ts";
import { resumePendingTopUps } from "../billing/wallets/top-up-service.ts";
import { signDelivery } from "../billing/webhook-delivery/signing.ts";
import type { WebhookWorker } from "../billing/webhook-delivery/worker.ts";
import { instanceBrand } from "../branding/instance.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/transaction.ts";
import type { Logger } from "../kit/logger.ts";
import { PeriodicTask } from "../kit/periodic-task.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PaymentProcessor } from "../payment-processors/index.ts";

export type BackgroundJobDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  webhooks: WebhookWorker;
  processor: PaymentProcessor;
  benefitProviders: ReturnType<typeof benefitProviderSettings>;
  baseURL: string;
  mailPollMs?: number | undefined;
};

/**
 * Every background job of a process whose GATEHOUSE_ROLE runs them (all, worker): mail, billing
 * mails, webhooks, benefit grants, checkout expiry, renewals, refund and top-up resumption, audit-log retention and audit streams. Each claims its work with a
 * lease in the database, so any number of processes may run them. `stop()` stops them claiming;
 * work in progress finishes (or, for webhook requests, is aborted and released).
 */
export async function startBackgroundJobs(deps: BackgroundJobDeps): Promise<{ stop(): Promise<void> }> {
  const { config, db, logger, mailer, webhooks, processor } = deps;
  // Refunds a stopped process reserved but did not settle are carried out first, then every interval.
  await resumePendingRefunds(db, processor, logger);
  const refunds = new PeriodicTask("refund resumption", () => resumePendingRefunds(db, processor, logger), logger);
  refunds.start(config.REFUND_RESUME_INTERVAL_MS, { runNow: false });
  // Likewise wallet top-ups charged, or about to be, by a process that stopped before crediting them.
  await resumePendingTopUps(db, processor, logger);
  const topUps = new PeriodicTask("top-up resumption", () => resumePendingTopUps(db, processor, logger), logger);
  topUps.start(config.REFUND_RESUME_INTERVAL_MS, { runNow: false });
  mailer.start(deps.mailPollMs);
  webhooks.start();
  const benefitGrants = new BenefitGrantWorker(
    db,
    {
      pollMs: config.BENEFIT_GRANT_POLL_MS,
      baseMs: config.BENEFIT_GRANT_RETRY_BASE_MS,
      maxMs: config.BENEFIT_GRANT_RETRY_MAX_MS,
      leaseMs: 60_000,
    },
    logger,
    deps.benefitProviders,
  );
  benefitGrants.start();
  const checkoutExpiry = startCheckoutExpiry(
    { db, baseURL: deps.baseURL, processor },
    logger,
    config.CHECKOUT_EXPIRY_INTERVAL_MS,
  );
  const renewals = startRenewals({ db, processor }, logger, config.RENEWAL_INTERVAL_MS);
  const billingMails = startBillingMails(
    { db, mailer, baseURL: deps.baseURL, instance: instanceBrand(config), defaultLocale: config.DEFAULT_LOCALE },
    logger,
    deps.mailPollMs ?? 1000,
  );
  const auditRetention = startAuditRetention(db, logger, config.AUDIT_LOG_RETENTION_DAYS);
  const signingKeys = startSigningKeySchedule(db, logger, {
    secret: config.authSecret,
    rotationDays: config.SIGNING_KEY_ROTATION_DAYS,
    intervalMs: config.SIGNING_KEY_CHECK_INTERVAL_MS,
  });
  const auditStreams = new AuditStreamWorker(
    db,
    auditStreamWorkerOptions(config),
    auditStreamDeps(config, db, signDelivery),
    logger,
  );
  auditStreams.start();
  return {
    async stop() {
      await Promise.all([
        refunds.stop(),
        topUps.stop(),
        mailer.stop(),
        webhooks.stop(),
        benefitGrants.stop(),
        checkoutExpiry.stop(),
        renewals.stop(),
        billingMails.stop(),
        auditRetention.stop(),
        signingKeys.stop(),
        auditStreams.stop(),
      ]);
    },
  };
}
