import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** Customer portal additions (owned by the portal helper). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
