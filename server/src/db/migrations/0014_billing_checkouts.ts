import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** checkouts, checkout links, tax rates, payments (filled in by the commerce issue). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
