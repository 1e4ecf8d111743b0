import type { Database } from "../../db/database.ts";
import type { ImportRefusal, ImportRunSummary } from "../runs/import-run.ts";
import { startImportRun } from "../runs/import-run.ts";
import { authColumnsOf } from "./auth-columns.ts";
import { type ImportSession, importBatch } from "./import-batch.ts";
import type { ReadRow } from "./imported-user.ts";
import { InFileKeys } from "./in-file-keys.ts";
import { OrganizationDirectory } from "./organization-directory.ts";
import { UnreadableInput } from "./row-failures.ts";

export type ImportUsersInput = {
  database: Database;
  /** AUTH_SECRET: imported TOTP keys are encrypted with it. */
  authSecret: string;
  /** The format read: the import_item source, so a second run of it finds its users. */
  source: string;
  /** The file's base name, as the run records it. */
  input: string;
  dryRun: boolean;
  rows: AsyncIterable<ReadRow>;
  /** Called after each batch of rows is committed (or, in a dry run, rolled back). */
  onProgress?: (summary: ImportRunSummary & { read: number }) => void;
  onRefusal?: (refusal: ImportRefusal) => void;
};

/**
 * Rows are read into batches of this many, each written in one transaction: a transaction per
 * row cost a commit per user (on SQLite a WAL append under the write lock), far from 2,000
 * users/s. The batch's reads and inserts are made for all its rows at once, and each row stays
 * its own unit inside it (import-batch.ts). No transaction is open while the file is read.
 */
const BATCH_ROWS = 250;

/**
 * Imports users read from a file: each new one created, each changed one updated, each unchanged
 * one skipped, each bad one refused with where it is and why (nothing of it written). The run is
 * recorded in import_run.
 *
 * A dry run writes each batch and rolls it back, so it decides with the same code and queries as
 * a real run; what a later batch would find of an earlier one's writes is covered by the in-file
 * checks (in-file-keys.ts). Only an email freed by an earlier row's email change stays taken. One
 * transaction for the whole dry run would see everything, but would hold SQLite's write lock for
 * minutes, failing the running server's writes.
 */
export async function importUsers(input: ImportUsersInput): Promise<ImportRunSummary> {
  const { database } = input;
  const run = await startImportRun(database.db, {
    kind: "users",
    source: input.source,
    organizationId: null,
    input: input.input,
    dryRun: input.dryRun,
  });
  const columns = authColumnsOf(database.kind);
  const session: ImportSession = {
    source: input.source,
    authSecret: input.authSecret,
    columns,
    directory: new OrganizationDirectory(input.source, columns),
    keys: new InFileKeys(),
  };
  let read = 0;
  const write = async (rows: ReadRow[]) => {
    if (rows.length === 0) return;
    for (const result of await inTransaction(input, session, rows)) {
      if ("outcome" in result) run.count(result.outcome);
      else {
        run.refuse(result.refusal.position, result.refusal.reason);
        input.onRefusal?.(result.refusal);
      }
    }
    input.onProgress?.({ ...run.summary(), read });
  };

  let batch: ReadRow[] = [];
  try {
    const iterator = input.rows[Symbol.asyncIterator]();
    for (;;) {
      const next = await nextRow(iterator, read);
      if (next.done) break;
      read += 1;
      batch.push(next.value);
      if (batch.length < BATCH_ROWS) continue;
      await write(batch);
      batch = [];
    }
    await write(batch);
  } catch (error) {
    // The rows read before the file turned unreadable are good: they are imported.
    if (error instanceof UnreadableInput) await write(batch).catch(() => undefined);
    await run.finish().catch(() => undefined);
    throw error;
  }
  return run.finish();
}

async function nextRow(iterator: AsyncIterator<ReadRow>, read: number): Promise<IteratorResult<ReadRow>> {
  try {
    return await iterator.next();
  } catch (error) {
    throw new UnreadableInput(error instanceof Error ? error.message : String(error), read);
  }
}

/** One batch in its transaction: committed, or for a dry run rolled back once decided and written. */
async function inTransaction(input: ImportUsersInput, session: ImportSession, rows: ReadRow[]) {
  const trx = await input.database.db.startTransaction().execute();
  try {
    const results = await importBatch(trx, session, rows);
    if (input.dryRun) {
      await trx.rollback().execute();
      session.directory.forget();
    } else await trx.commit().execute();
    return results;
  } catch (error) {
    session.directory.forget();
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}
