import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** webhook endpoints and deliveries (filled in by the commerce issue). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
