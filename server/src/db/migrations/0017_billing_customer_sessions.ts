import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** customer sessions (polar_cst_ tokens) (filled in by the subscriptions issue). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
