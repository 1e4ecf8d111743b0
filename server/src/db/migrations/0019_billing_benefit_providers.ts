import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** Benefit grant providers and lifecycle (owned by the benefits helper). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
