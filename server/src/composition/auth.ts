import { entitlementsPlugin } from "../account-billing/entitlements/auth-plugin.ts";
import type { EntitlementsCache } from "../account-billing/entitlements/cache.ts";
import { entitlementClaims } from "../account-billing/entitlements/claims.ts";
import { organizationSeatsPlugin } from "../account-billing/organization-seats/auth-plugin.ts";
import { membershipSeats } from "../account-billing/organization-seats/membership-seats.ts";
import { usagePlugin } from "../account-billing/usage-plugin.ts";
import { appIntegrationPlugin } from "../app-integration/plugin.ts";
import { auditReadPlugin } from "../audit/read-plugin.ts";
import { auditRecorderPlugin } from "../audit/recorder-plugin.ts";
import { AuditLogRepository } from "../audit/repository.ts";
import { auditStreamsPlugin } from "../audit/streams/plugin.ts";
import { auditStreamDeps } from "../audit/streams/settings.ts";
import { type AuthDeps, authOptions, createAuth } from "../auth/auth.ts";
import { signDelivery } from "../billing/webhook-delivery/signing.ts";
import { forwardToWebhooks } from "../billing/webhook-endpoints/audit-forwarding.ts";
import { configuredMailBrand } from "../branding/mail-brand.ts";
import { brandingPlugin } from "../branding/plugin.ts";
import { membersExportPlugin } from "../exports/organization-members/plugin.ts";
import { personalDataPlugin } from "../exports/personal-data/plugin.ts";
import { importRunsPlugin } from "../imports/recent-runs/plugin.ts";
import { createPaymentProcessor, type PaymentProcessor } from "../payment-processors/index.ts";

export type GatehouseAuthDeps = Omit<AuthDeps, "mailBrand" | "extensions"> & {
  /** Entitlements kept until the billing events say they changed. */
  entitlementsCache?: EntitlementsCache | undefined;
  /** Charges seats an organization adds on demand; the test-mode processor when omitted. */
  processor?: PaymentProcessor | undefined;
};

/**
 * Identity with everything built on it plugged in: the instance's mail brand, the entitlements
 * claim, seats bound to membership, and the plugins of the features that need both identity and
 * billing (or read identity's events), in the order they run — the audit recorder last, once every
 * other plugin's after hook has settled the answer.
 */
function withExtensions(deps: GatehouseAuthDeps): AuthDeps {
  const { config, database, logger, entitlementsCache } = deps;
  const seller = config.ENTITLEMENTS_SELLER;
  const processor = deps.processor ?? createPaymentProcessor(database.db);
  const auditLog = new AuditLogRepository(database.db);
  return {
    ...deps,
    mailBrand: configuredMailBrand(config),
    extensions: {
      tokenClaims: entitlementClaims(database.db, seller, entitlementsCache),
      seats: membershipSeats(seller, processor),
      recordAudit: async (record) => {
        try {
          await forwardToWebhooks(database.db, await auditLog.append(record));
        } catch (error) {
          logger.error("could not write the audit log", { action: record.action, error });
        }
      },
      plugins: [
        // Usage ingestion and meters for the signed-in user.
        usagePlugin(database),
        // What the user and the active organization may do under the seller's plans.
        entitlementsPlugin(database.db, seller, entitlementsCache),
        organizationSeatsPlugin(database.db, seller, processor),
        // Apps on their own origins: checkout and portal for the signed-in user, the sign-in methods.
        appIntegrationPlugin({ db: database.db, config, processor }),
        // Moving out: a person's own data, an organization's members; the import runs admins review.
        personalDataPlugin(database.db),
        membersExportPlugin(database.db),
        importRunsPlugin(database.db),
        // Each organization's brand for its hosted pages and mails, and the public brand pages read.
        brandingPlugin(config, database.db),
        // The audit log: read by owners, admins and platform admins; recorded last.
        auditReadPlugin(database.db, auditLog),
        // Its streams: destinations that receive it as it is written (signed like the webhooks).
        auditStreamsPlugin(auditStreamDeps(config, database.db, signDelivery)),
        auditRecorderPlugin(database.db, auditLog, logger, (entry) => forwardToWebhooks(database.db, entry)),
      ],
    },
  };
}

/** better-auth's options for Gatehouse as it runs (the fast path's start-up guard reads its plugins). */
export function gatehouseAuthOptions(deps: GatehouseAuthDeps) {
  return authOptions(withExtensions(deps));
}

export function createGatehouseAuth(deps: GatehouseAuthDeps) {
  return createAuth(withExtensions(deps));
}
