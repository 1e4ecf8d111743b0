import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** Usage events and meters (issue 8; owned by the events-and-meters helper). */
export async function up(_db: MigrationDb, _kind: DialectKind): Promise<void> {}
