import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** benefit grants, their durable jobs, license keys (filled in by the subscriptions issue). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
