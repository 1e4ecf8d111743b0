import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";

/** Whether a user is (still) a member of an organization: the organization plugin's member table. */
export async function isMember(db: Kysely<DatabaseSchema>, organizationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("member")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
