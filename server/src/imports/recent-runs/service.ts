import type { Db } from "../../db/transaction.ts";
import * as repository from "./repository.ts";
import { type ImportRunView, refusalsColumn } from "./schemas.ts";

/** A refusals column that is not JSON reads as none rather than failing the whole list. */
function refusalsOf(text: string): ImportRunView["refusals"] {
  try {
    return refusalsColumn.parse(JSON.parse(text));
  } catch {
    return [];
  }
}

export async function recentImportRuns(db: Db, limit: number): Promise<ImportRunView[]> {
  const rows = await repository.latestRuns(db, limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    source: row.source,
    organization: row.organization_id ? { id: row.organization_id, name: row.organization_name } : null,
    input: row.input,
    dryRun: row.dry_run !== 0,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    refused: row.refused,
    refusals: refusalsOf(row.refusals),
  }));
}
