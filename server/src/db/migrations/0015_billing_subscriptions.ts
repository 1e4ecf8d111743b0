import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** subscriptions, their prices and payment methods (filled in by the subscriptions issue). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
