import type { Executor } from "../../db/transaction.ts";

/** The latest runs first, with the name of a billing import's organization (null once it is gone). */
export function latestRuns(db: Executor, limit: number) {
  return db
    .selectFrom("import_run")
    .leftJoin("organization", "organization.id", "import_run.organization_id")
    .selectAll("import_run")
    .select("organization.name as organization_name")
    .orderBy("import_run.started_at", "desc")
    .orderBy("import_run.id")
    .limit(limit)
    .execute();
}
