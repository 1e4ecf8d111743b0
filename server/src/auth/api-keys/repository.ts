import type { Kysely } from "kysely";
import { isTrue } from "../../db/column-types.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { type Grants, memberGrants, type PermissionMap } from "../roles/permissions.ts";
import { type KeyCreatorMetadata, ORGANIZATION_API_KEY_CONFIG } from "./key-kinds.ts";

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

  /**
   * Writes what Gatehouse decided at an organization key's creation, in one statement: the
   * permissions its creator gave it, and the creator in its metadata (which the plugin lets no
   * caller write: metadata is off for both kinds of key).
   */
  async recordCreation(id: string, permissions: PermissionMap | null, creator: KeyCreatorMetadata): Promise<void> {
    await this.db
      .updateTable("apikey")
      .set({ permissions: permissions && JSON.stringify(permissions), metadata: JSON.stringify(creator) })
      .where("id", "=", id)
      .where("configId", "=", ORGANIZATION_API_KEY_CONFIG)
      .execute();
  }

  async deleteKey(id: string): Promise<void> {
    await this.db.deleteFrom("apikey").where("id", "=", id).execute();
  }

  /** What a user's roles allow in an organization, or null when they are not a member. */
  memberGrants(organizationId: string, userId: string): Promise<Grants | null> {
    return memberGrants(this.db, organizationId, userId);
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
