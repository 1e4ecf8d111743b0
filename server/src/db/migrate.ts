import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./database.ts";
import * as auth from "./migrations/0001_auth.ts";
import * as mailOutbox from "./migrations/0002_mail_outbox.ts";
import * as organizations from "./migrations/0003_organizations.ts";
import * as admin from "./migrations/0004_admin.ts";
import * as apiKeys from "./migrations/0005_api_keys.ts";
import * as jwks from "./migrations/0006_jwks.ts";
import * as billingFoundation from "./migrations/0007_billing_foundation.ts";
import * as billingFilesBenefits from "./migrations/0008_billing_files_benefits.ts";
import * as billingCustomFieldsCustomers from "./migrations/0009_billing_custom_fields_customers.ts";
import * as billingProducts from "./migrations/0010_billing_products.ts";
import * as billingDiscounts from "./migrations/0011_billing_discounts.ts";
import * as billingWebhooks from "./migrations/0012_billing_webhooks.ts";
import * as billingOrders from "./migrations/0013_billing_orders.ts";
import * as billingCheckouts from "./migrations/0014_billing_checkouts.ts";
import * as billingSubscriptions from "./migrations/0015_billing_subscriptions.ts";
import * as billingBenefitGrants from "./migrations/0016_billing_benefit_grants.ts";
import * as billingCustomerSessions from "./migrations/0017_billing_customer_sessions.ts";
import * as billingSubscriptionChanges from "./migrations/0018_billing_subscription_changes.ts";
import * as billingBenefitProviders from "./migrations/0019_billing_benefit_providers.ts";
import * as billingCustomerPortal from "./migrations/0020_billing_customer_portal.ts";
import * as billingEventsMeters from "./migrations/0021_billing_events_meters.ts";
import * as billingCustomerMeters from "./migrations/0022_billing_customer_meters.ts";
import * as usageEventCustomerKey from "./migrations/0023_usage_event_customer_key.ts";
import * as accountLockout from "./migrations/0024_account_lockout.ts";
import * as twoFactorPasskeys from "./migrations/0025_two_factor_passkeys.ts";
import * as refundLease from "./migrations/0026_refund_lease.ts";
import * as requestIds from "./migrations/0027_request_ids.ts";
import * as customerSessionCodes from "./migrations/0028_customer_session_codes.ts";
import * as eventTypes from "./migrations/0029_event_types.ts";
import * as billingPayments from "./migrations/0030_billing_payments.ts";
import * as billingEventMails from "./migrations/0031_billing_event_mails.ts";
import * as metricsIndexes from "./migrations/0032_metrics_indexes.ts";
import * as billingStripeAccounts from "./migrations/0033_billing_stripe_accounts.ts";
import * as billingStripeEvents from "./migrations/0034_billing_stripe_events.ts";
import * as billingDisputes from "./migrations/0035_billing_disputes.ts";
import * as checkoutPendingCharge from "./migrations/0036_checkout_pending_charge.ts";
import * as customerPaymentMethods from "./migrations/0037_customer_payment_methods.ts";
import * as oauthProvider from "./migrations/0038_oauth_provider.ts";
import * as deviceCodes from "./migrations/0039_device_codes.ts";
import * as ssoProviders from "./migrations/0040_sso_providers.ts";
import * as auditLog from "./migrations/0041_audit_log.ts";
import * as scimProvisioning from "./migrations/0042_scim.ts";
import * as billingEventTypeIndex from "./migrations/0043_billing_event_type_idx.ts";
import * as seats from "./migrations/0044_seats.ts";
import * as apiKeyMeters from "./migrations/0045_api_key_meters.ts";
import * as trialReminderIndex from "./migrations/0046_trial_reminder_idx.ts";
import * as imports from "./migrations/0047_imports.ts";
import * as organizationBranding from "./migrations/0048_organization_branding.ts";
import * as locales from "./migrations/0049_locales.ts";
import type { MigrationDb } from "./migrations/column-types.ts";

type DialectMigration = { up(db: MigrationDb, kind: Database["kind"]): Promise<void> };

/** Explicit, ordered migrations; each receives the dialect so column types match better-auth's. */
const migrations: Record<string, DialectMigration> = {
  "0001_auth": auth,
  "0002_mail_outbox": mailOutbox,
  "0003_organizations": organizations,
  "0004_admin": admin,
  "0005_api_keys": apiKeys,
  "0006_jwks": jwks,
  "0007_billing_foundation": billingFoundation,
  "0008_billing_files_benefits": billingFilesBenefits,
  "0010_billing_products": billingProducts,
  "0009_billing_custom_fields_customers": billingCustomFieldsCustomers,
  "0011_billing_discounts": billingDiscounts,
  "0012_billing_webhooks": billingWebhooks,
  "0013_billing_orders": billingOrders,
  "0014_billing_checkouts": billingCheckouts,
  "0015_billing_subscriptions": billingSubscriptions,
  "0016_billing_benefit_grants": billingBenefitGrants,
  "0017_billing_customer_sessions": billingCustomerSessions,
  "0018_billing_subscription_changes": billingSubscriptionChanges,
  "0019_billing_benefit_providers": billingBenefitProviders,
  "0020_billing_customer_portal": billingCustomerPortal,
  "0021_billing_events_meters": billingEventsMeters,
  "0022_billing_customer_meters": billingCustomerMeters,
  "0023_usage_event_customer_key": usageEventCustomerKey,
  "0024_account_lockout": accountLockout,
  "0025_two_factor_passkeys": twoFactorPasskeys,
  "0026_refund_lease": refundLease,
  "0027_request_ids": requestIds,
  "0028_customer_session_codes": customerSessionCodes,
  "0029_event_types": eventTypes,
  "0030_billing_payments": billingPayments,
  "0031_billing_event_mails": billingEventMails,
  "0032_metrics_indexes": metricsIndexes,
  "0033_billing_stripe_accounts": billingStripeAccounts,
  "0034_billing_stripe_events": billingStripeEvents,
  "0035_billing_disputes": billingDisputes,
  "0036_checkout_pending_charge": checkoutPendingCharge,
  "0037_customer_payment_methods": customerPaymentMethods,
  "0038_oauth_provider": oauthProvider,
  "0039_device_codes": deviceCodes,
  "0040_sso_providers": ssoProviders,
  "0041_audit_log": auditLog,
  "0042_scim": scimProvisioning,
  "0043_billing_event_type_idx": billingEventTypeIndex,
  "0044_seats": seats,
  "0045_api_key_meters": apiKeyMeters,
  "0046_trial_reminder_idx": trialReminderIndex,
  "0047_imports": imports,
  "0048_organization_branding": organizationBranding,
  "0049_locales": locales,
};

/** What a migration run reports as it goes (the `gatehouse migrate` command shows it). */
export type MigrationProgress = {
  started?(name: string, position: number, total: number): void;
  finished?(name: string, ms: number): void;
};

/** Where a database stands against the migrations this release knows. */
export type MigrationStatus = {
  /** Every migration this release knows, in order, with when it ran (null: pending). */
  known: { name: string; appliedAt: string | null }[];
  /** Migrations the database has run that this release does not know: a newer release ran them. */
  newer: { name: string; appliedAt: string }[];
};

/** What a migration run did: the migrations it applied, and those a newer release had applied. */
export type MigrationOutcome = { applied: string[]; newer: string[] };

/** Kysely's bookkeeping table (its default name). */
const MIGRATION_TABLE = "kysely_migration";

class InCodeProvider implements MigrationProvider {
  constructor(
    private readonly kind: Database["kind"],
    private readonly progress: MigrationProgress = {},
    private readonly total = 0,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    let position = 0;
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        {
          up: async (db) => {
            position += 1;
            this.progress.started?.(name, position, this.total);
            const started = performance.now();
            await m.up(db as MigrationDb, this.kind);
            this.progress.finished?.(name, Math.round(performance.now() - started));
          },
        },
      ]),
    );
  }
}

/** The migrations the database has run, by name (none when it was never migrated). */
async function executedMigrations(database: Database): Promise<Map<string, string>> {
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return new Map();
  const rows = await sql<{
    name: string;
    timestamp: string;
  }>`select name, timestamp from ${sql.table(MIGRATION_TABLE)}`.execute(database.db);
  return new Map(rows.rows.map((row) => [row.name, row.timestamp]));
}

/** The names of the migrations this release knows, in the order they run. */
export function migrationNames(): string[] {
  return Object.keys(migrations).sort();
}

/** Each migration this release knows, whether it ran, and what the database ran that it does not know. */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const executed = await executedMigrations(database);
  const known = migrationNames().map((name) => ({ name, appliedAt: executed.get(name) ?? null }));
  const newer = [...executed]
    .filter(([name]) => !(name in migrations))
    .map(([name, appliedAt]) => ({ name, appliedAt }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { known, newer };
}

/**
 * Applies the pending migrations. A database a newer release has migrated further is left as it
 * is: a release's migrations only add to what the release before it reads (docs/operations/upgrades.md),
 * so during a rolling deploy the older processes keep running on it. A database that has run
 * migrations this release does not know and lacks some it does came from another line of
 * releases, and is refused.
 */
export async function migrateToLatest(database: Database, progress?: MigrationProgress): Promise<MigrationOutcome> {
  const status = await migrationStatus(database);
  const pending = status.known.filter((migration) => migration.appliedAt === null).map((migration) => migration.name);
  const newer = status.newer.map((migration) => migration.name);
  if (newer.length > 0) {
    if (pending.length === 0) return { applied: [], newer };
    throw new Error(
      `The database has run migrations this release does not know (${newer.join(", ")}) and lacks some it knows (${pending.join(", ")}): it was migrated by another line of releases`,
    );
  }
  if (pending.length === 0) return { applied: [], newer };
  // Another process may hold the migration lock for as long as its migrations take.
  const { error, results } = await database.withoutTimeouts((db) =>
    new Migrator({ db, provider: new InCodeProvider(database.kind, progress, pending.length) }).migrateToLatest(),
  );
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return { applied: (results ?? []).map((result) => result.migrationName), newer };
}

/** The migrations this build knows that the database has not run (empty when it is at the latest). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: new InCodeProvider(database.kind) });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
