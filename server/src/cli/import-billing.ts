import { writeFileSync } from "node:fs";
import { find as findStripeAccount } from "../billing/stripe-accounts/repository.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { migrationStatus } from "../db/migrate.ts";
import type { Db } from "../db/transaction.ts";
import type { ItemMap } from "../imports/billing/items.ts";
import { polarOrigin } from "../imports/billing/polar/reader.ts";
import { IMPORT_KINDS, type Origin, OriginReadError } from "../imports/billing/records.ts";
import { type ImportReport, importBilling } from "../imports/billing/run.ts";
import { stripeAccountOf, stripeOrigin } from "../imports/billing/stripe/reader.ts";
import { withCommandContext } from "./context.ts";
import { CommandFailure, UsageError } from "./failures.ts";
import type { ImportBillingFlags } from "./import-flags.ts";
import { findOrganizationId } from "./repository.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);
const note = (line: string) => process.stderr.write(`${line}\n`);

/**
 * `gatehouse import billing`: a business's billing from Polar's API (or any server speaking it)
 * or from a Stripe account, into one billing organization (imports/billing/). Progress and
 * refusals on stderr, the summary on stdout; exit 1 when anything was refused.
 */
export async function importBillingCommand(flags: ImportBillingFlags): Promise<void> {
  const from = checkedFlags(flags);
  await withCommandContext(async ({ config, database }) => {
    await requireMigrated(database);
    const organizationId = await organizationOf(database.db, flags.organization);
    const origin = await originOf(config, database.db, organizationId, from);
    note(`Reading ${origin.source} at ${origin.input}…`);
    let result: Awaited<ReturnType<typeof importBilling>>;
    try {
      result = await importBilling({ db: database.db, organizationId, origin, dryRun: Boolean(flags.dryRun), report });
    } catch (error) {
      if (error instanceof OriginReadError) throw new CommandFailure(`${error.message} (nothing was imported)`);
      throw error;
    }
    const { summary, items, skipped } = result;
    if (skipped > 0)
      note(
        `Left out ${skipped} subscriptions that were not running (ended, or never started) and were never imported.`,
      );
    if (flags.mapping && !flags.dryRun) writeMapping(flags.mapping, items);
    say(
      `${flags.dryRun ? "Dry run (nothing written): would have " : ""}created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, refused ${summary.refused}`,
    );
    if (summary.refused > 0)
      throw new CommandFailure(`${summary.refused} refused (listed above; the run is import_run ${summary.id})`);
  });
}

type From = { kind: "polar"; apiUrl: string; token: string } | { kind: "stripe"; apiKey: string };

function checkedFlags(flags: ImportBillingFlags): From {
  if (flags.from === "polar") {
    if (!flags.apiUrl || !flags.token) throw new UsageError("--from polar needs --api-url and --token");
    if (!URL.canParse(flags.apiUrl)) throw new UsageError(`--api-url: "${flags.apiUrl}" is not a URL`);
    return { kind: "polar", apiUrl: flags.apiUrl, token: flags.token };
  }
  if (flags.from === "stripe") {
    if (!flags.apiKey) throw new UsageError("--from stripe needs --api-key");
    return { kind: "stripe", apiKey: flags.apiKey };
  }
  throw new UsageError(`--from: "${flags.from}" is not an origin (polar or stripe)`);
}

async function requireMigrated(database: Database): Promise<void> {
  const { known } = await migrationStatus(database);
  if (known.some((migration) => migration.appliedAt === null))
    throw new CommandFailure("the database has pending migrations: run gatehouse migrate first");
}

async function organizationOf(db: Db, idOrSlug: string): Promise<string> {
  const found = await findOrganizationId(db, idOrSlug);
  if (found === undefined) throw new CommandFailure(`no organization ${idOrSlug} (give its id or its slug)`);
  return found;
}

/**
 * Stripe's cards are charged through the organization's connected Stripe account: the key must
 * be that account's (when the key may read which account it is).
 */
async function originOf(config: Config, db: Db, organizationId: string, from: From): Promise<Origin> {
  if (from.kind === "polar") return polarOrigin(from.apiUrl, from.token);
  const connected = await findStripeAccount(db, organizationId);
  if (!connected)
    throw new CommandFailure(
      "the organization has no Stripe account connected: connect it first, so renewals charge the same cards",
    );
  const account = await stripeAccountOf(from.apiKey, config.STRIPE_API_URL).catch((error: unknown) => {
    throw new CommandFailure(error instanceof Error ? error.message : String(error));
  });
  if (account && connected.account_id && account !== connected.account_id)
    throw new CommandFailure(
      `the key is of Stripe account ${account}, the organization's is ${connected.account_id}: use a key of the connected account`,
    );
  return stripeOrigin(from.apiKey, config.STRIPE_API_URL);
}

const plural = (kind: string) => `${kind.replace("_", " ")}s`;

const report: ImportReport = {
  read: (kind, count) => note(`  read ${count} ${plural(kind)}`),
  wrote: (kind, counts) => {
    if (counts.created + counts.updated + counts.unchanged + counts.refused === 0) return;
    note(
      `${plural(kind)}: created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}, refused ${counts.refused}`,
    );
  },
  refused: (position, reason) => note(`  refused ${position}: ${reason}`),
  warn: (line) => note(`  note: ${line}`),
};

/** `{ kind: { originId: gatehouseId } }`, every object imported into the organization so far. */
function writeMapping(file: string, items: ItemMap): void {
  const mapping = Object.fromEntries([...IMPORT_KINDS, "price" as const].map((kind) => [kind, items.mapping(kind)]));
  try {
    writeFileSync(file, `${JSON.stringify(mapping, null, 2)}\n`);
  } catch (error) {
    throw new CommandFailure(`cannot write ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  note(`Wrote the mapping to ${file}.`);
}
