import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { KEPT_REFUSALS, startImportRun } from "../../src/imports/runs/import-run.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { openScratchDatabase } from "./users-fixtures.ts";

/** An import run's record: started unfinished, completed with its counts and its first refusals. */
let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrated: true });
  database = openScratchDatabase(scratch);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

const runRow = (id: string) =>
  database.db.selectFrom("import_run").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("import runs", () => {
  it("records the counts, the first refusals and the end of a run", async () => {
    const run = await startImportRun(database.db, {
      kind: "users",
      source: "csv",
      organizationId: null,
      input: "users.csv",
      dryRun: true,
    });
    const started = await runRow(run.id);
    expect(started).toMatchObject({ kind: "users", source: "csv", input: "users.csv", finished_at: null });
    expect(Number(started.dry_run)).toBe(1);

    run.count("created");
    run.count("created");
    run.count("updated");
    for (let line = 1; line <= KEPT_REFUSALS + 5; line += 1) run.refuse(`line ${line}`, "bad row");
    const summary = await run.finish();
    expect(summary).toEqual({ id: run.id, dryRun: true, created: 2, updated: 1, unchanged: 0, refused: 105 });

    const finished = await runRow(run.id);
    expect(finished).toMatchObject({ created: 2, updated: 1, unchanged: 0, refused: 105 });
    expect(finished.finished_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const refusals: unknown = JSON.parse(finished.refusals);
    expect(refusals).toHaveLength(KEPT_REFUSALS);
    expect((refusals as unknown[])[0]).toEqual({ position: "line 1", reason: "bad row" });
  });
});
