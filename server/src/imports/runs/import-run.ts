import type { Db } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { insertRun, updateRun } from "./repository.ts";

/** What one input row (a user, a product, a subscription…) came to. */
export type ImportOutcome = "created" | "updated" | "unchanged";

/** A refused row: where it is in the input ("line 12", "users[3]") and why. */
export type ImportRefusal = { position: string; reason: string };

export type ImportRunStart = {
  kind: "users" | "billing";
  /** The origin's format or system ("csv", "auth0", "stripe", …). */
  source: string;
  /** The billing organization a billing import goes into; null for users. */
  organizationId: string | null;
  /** The file's base name, or the API read. */
  input: string | null;
  dryRun: boolean;
};

export type ImportRunSummary = Record<ImportOutcome | "refused", number> & { id: string; dryRun: boolean };

/** The refusals kept with a run (the admin page shows them); the count covers them all. */
export const KEPT_REFUSALS = 100;

export type ImportRun = {
  readonly id: string;
  count(outcome: ImportOutcome): void;
  refuse(position: string, reason: string): void;
  /** The counts so far. */
  summary(): ImportRunSummary;
  /** Records the counts, the first refusals and the end time; resolves to the counts. */
  finish(): Promise<ImportRunSummary>;
};

/**
 * Records one `gatehouse import …` run in `import_run`, dry runs included: the row is written at
 * the start (an unfinished run keeps `finished_at` null, so a crash shows) and completed by
 * `finish()`. Counting happens in memory, so counting a row costs no query.
 */
export async function startImportRun(db: Db, start: ImportRunStart): Promise<ImportRun> {
  const id = newId();
  await insertRun(db, {
    id,
    kind: start.kind,
    source: start.source,
    organization_id: start.organizationId,
    input: start.input,
    dry_run: start.dryRun ? 1 : 0,
    started_at: new Date().toISOString(),
    finished_at: null,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    refusals: "[]",
  });
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  const refusals: ImportRefusal[] = [];
  const summary = (): ImportRunSummary => ({ id, dryRun: start.dryRun, ...counts });
  return {
    id,
    count: (outcome) => {
      counts[outcome] += 1;
    },
    refuse: (position, reason) => {
      counts.refused += 1;
      if (refusals.length < KEPT_REFUSALS) refusals.push({ position, reason });
    },
    summary,
    finish: async () => {
      await updateRun(db, id, { ...counts, refusals: JSON.stringify(refusals), finished_at: new Date().toISOString() });
      return summary();
    },
  };
}
