import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";

type FileDownloadStats = { downloaders: number; downloads: number };

/** One more download of a benefit's file by a customer (the first makes the customer's row). */
export async function increment(
  db: Executor,
  organizationId: string,
  key: { benefit_id: string; file_id: string; customer_id: string },
  at: string,
): Promise<void> {
  await scoped(db, organizationId)
    .insertInto("benefit_file_download", { ...key, downloads: 1, created_at: at, modified_at: null })
    .onConflict((conflict) =>
      conflict
        .columns(["benefit_id", "file_id", "customer_id"])
        .doUpdateSet({ downloads: sql`benefit_file_download.downloads + 1`, modified_at: at }),
    )
    .execute();
}

/** Per file of the benefit among `fileIds`: how many customers downloaded it, and how often in all. */
export async function statsOf(
  db: Executor,
  organizationId: string,
  benefitId: string,
  fileIds: readonly string[],
): Promise<Map<string, FileDownloadStats>> {
  if (fileIds.length === 0) return new Map();
  const rows = await scoped(db, organizationId)
    .selectFrom("benefit_file_download")
    .select((eb) => [
      "file_id",
      eb.fn.count<number | string>("customer_id").as("downloaders"),
      eb.fn.sum<number | string>("downloads").as("downloads"),
    ])
    .where("benefit_id", "=", benefitId)
    .where("file_id", "in", [...fileIds])
    .where("downloads", ">", 0)
    .groupBy("file_id")
    .execute();
  return new Map(
    rows.map((row) => [row.file_id, { downloaders: Number(row.downloaders), downloads: Number(row.downloads) }]),
  );
}
