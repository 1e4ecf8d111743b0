import type { Kysely } from "kysely";
import { isTrue } from "../../db/column-types.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { ORGANIZATION_API_KEY_CONFIG } from "./key-kinds.ts";

export type ApiKeyOwner = { banned: boolean; banExpires: Date | null };

/**
 * The queries Gatehouse itself runs on the api-key plugin's table. An API key's owner is a user
 * or an organization (`referenceId`), which no foreign key can express.
 */
export class ApiKeyRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async deleteOwnedBy(configId: string, referenceId: string): Promise<void> {
    await this.db
      .deleteFrom("apikey")
      .where("configId", "=", configId)
      .where("referenceId", "=", referenceId)
      .execute();
  }

  /** An organization's key by id (its owning organization and name), if there is one. */
  async findOrganizationKey(
    id: string,
  ): Promise<{ id: string; organizationId: string; name: string | null } | undefined> {
    const row = await this.db
      .selectFrom("apikey")
      .select(["id", "referenceId", "name"])
      .where("id", "=", id)
      .where("configId", "=", ORGANIZATION_API_KEY_CONFIG)
      .executeTakeFirst();
    return row && { id: row.id, organizationId: row.referenceId, name: row.name };
  }

  /** The ban state of the user owning the key with this hash, if such a key and user exist. */
  async findUserOwner(configId: string, hashedKey: string): Promise<ApiKeyOwner | undefined> {
    const row = await this.db
      .selectFrom("apikey")
      .innerJoin("user", "user.id", "apikey.referenceId")
      .select(["user.banned", "user.banExpires"])
      .where("apikey.key", "=", hashedKey)
      .where("apikey.configId", "=", configId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      banned: isTrue(row.banned),
      banExpires: row.banExpires === null ? null : new Date(row.banExpires),
    };
  }
}
