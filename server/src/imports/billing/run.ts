import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { type ImportRun, type ImportRunSummary, startImportRun } from "../runs/import-run.ts";
import { operatorAccess, Refusal, reasonOf, type WriteContext } from "./context.ts";
import { fingerprintOf, ItemMap } from "./items.ts";
import { IMPORT_KINDS, type ImportKind, type Origin, type OriginSnapshot } from "./records.ts";
import type { KindWriter } from "./writer.ts";
import { benefitWriter } from "./writers/benefits.ts";
import { customFieldWriter } from "./writers/custom-fields.ts";
import { customerWriter } from "./writers/customers.ts";
import { discountWriter } from "./writers/discounts.ts";
import { licenseKeyWriter } from "./writers/license-keys.ts";
import { meterWriter } from "./writers/meters.ts";
import { productWriter } from "./writers/products.ts";
import { subscriptionWriter } from "./writers/subscriptions.ts";

/**
 * One billing import: the origin read whole, then each kind written in order (a kind only
 * references kinds before it), each object on its own: a refused one is reported with its kind,
 * id and reason, and the others go on. What an earlier run imported unchanged is left alone, so
 * running it again changes nothing. A dry run plans every object the same way and writes none.
 */

/** Where the run tells the operator how it goes. */
export type ImportReport = {
  read(kind: ImportKind, count: number): void;
  wrote(kind: ImportKind, counts: KindCounts): void;
  refused(position: string, reason: string): void;
  warn(line: string): void;
};

export type KindCounts = { created: number; updated: number; unchanged: number; refused: number; skipped: number };

export type BillingImport = {
  db: Db;
  organizationId: string;
  origin: Origin;
  dryRun: boolean;
  report: ImportReport;
};

export type BillingImportResult = { summary: ImportRunSummary; items: ItemMap; skipped: number };

export async function importBilling(job: BillingImport): Promise<BillingImportResult> {
  const snapshot = await job.origin.read(job.report.read);
  const run = await startImportRun(job.db, {
    kind: "billing",
    source: job.origin.source,
    organizationId: job.organizationId,
    input: job.origin.input,
    dryRun: job.dryRun,
  });
  const items = await ItemMap.load(job.db, { source: job.origin.source, organizationId: job.organizationId });
  const ctx: WriteContext = {
    db: job.db,
    organizationId: job.organizationId,
    access: operatorAccess(job.organizationId),
    source: job.origin.source,
    items,
    dryRun: job.dryRun,
    warn: job.report.warn,
  };
  let skipped = 0;
  for (const kind of IMPORT_KINDS) {
    const counts = await importKind(ctx, run, job.report, kind, snapshot);
    job.report.wrote(kind, counts);
    skipped += counts.skipped;
  }
  return { summary: await run.finish(), items, skipped };
}

function importKind(
  ctx: WriteContext,
  run: ImportRun,
  report: ImportReport,
  kind: ImportKind,
  snapshot: OriginSnapshot,
): Promise<KindCounts> {
  const step = { ctx, run, report, kind };
  switch (kind) {
    case "custom_field":
      return importAll(step, customFieldWriter, snapshot.custom_field);
    case "meter":
      return importAll(step, meterWriter, snapshot.meter);
    case "benefit":
      return importAll(step, benefitWriter, snapshot.benefit);
    case "product":
      return importAll(step, productWriter, snapshot.product);
    case "discount":
      return importAll(step, discountWriter, snapshot.discount);
    case "customer":
      return importAll(step, customerWriter, snapshot.customer);
    case "subscription":
      return importAll(step, subscriptionWriter, snapshot.subscription);
    case "license_key":
      return importAll(step, licenseKeyWriter, snapshot.license_key);
  }
}

type Step = { ctx: WriteContext; run: ImportRun; report: ImportReport; kind: ImportKind };

async function importAll<R extends { id: string }, P>(
  step: Step,
  writer: KindWriter<R, P>,
  records: R[],
): Promise<KindCounts> {
  const counts: KindCounts = { created: 0, updated: 0, unchanged: 0, refused: 0, skipped: 0 };
  for (const record of records) {
    try {
      const outcome = await importOne(step.ctx, step.kind, writer, record);
      counts[outcome] += 1;
      if (outcome !== "skipped") step.run.count(outcome);
    } catch (error) {
      const position = `${step.kind.replace("_", " ")} ${record.id}`;
      const reason = error instanceof Refusal ? error.message : reasonOf(error);
      counts.refused += 1;
      step.run.refuse(position, reason);
      step.report.refused(position, reason);
    }
  }
  return counts;
}

async function importOne<R extends { id: string }, P>(
  ctx: WriteContext,
  kind: ImportKind,
  writer: KindWriter<R, P>,
  record: R,
): Promise<"created" | "updated" | "unchanged" | "skipped"> {
  const known = ctx.items.get(kind, record.id);
  const plan = await writer.plan(ctx, record, known?.localId);
  if (plan.kind === "skip") return "skipped";
  const fingerprint = fingerprintOf({ origin: record, links: plan.links ?? null });
  if (known?.fingerprint === fingerprint) return "unchanged";
  if (ctx.dryRun) {
    // Stand-ins, so what references it plans as it would once it is written.
    if (!known) ctx.items.remember(kind, record.id, newId(), fingerprint);
    writer.rehearse?.(ctx, record);
    return known ? "updated" : "created";
  }
  // The item and its import_item row commit together: a run stopped in between cannot leave an
  // item that the next run would not recognize and create again.
  return ctx.items.unit(() =>
    inTransaction(ctx.db, async (trx) => {
      const inside = { ...ctx, db: trx };
      if (!known) return writer.create(inside, record, plan.value, fingerprint);
      await writer.update(inside, record, plan.value, known.localId, fingerprint);
      return "updated" as const;
    }),
  );
}
