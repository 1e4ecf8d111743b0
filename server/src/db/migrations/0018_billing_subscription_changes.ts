import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** Subscription trials, plan changes and prorations (issue 7; owned by the subscriptions helper). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
