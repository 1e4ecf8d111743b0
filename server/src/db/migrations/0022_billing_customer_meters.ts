import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** Customer meters, meter credits and metered order items (issue 8; owned by the customer-meters helper). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
