import type { Kysely } from "kysely";
import { isTrue } from "../../db/column-types.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { ipAllowlistColumn, ipAllowlistFromColumn } from "../../kit/ip-ranges.ts";
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

  /** A key's `enabled`, or undefined when there is no such key. */
  async enabledOf(id: string): Promise<boolean | undefined> {
    const row = await this.db.selectFrom("apikey").select("enabled").where("id", "=", id).executeTakeFirst();
    return row && isTrue(row.enabled);
  }

  /** A key's IP allowlist (kit/ip-ranges.ts), normalised; empty lifts it. */
  async setIpAllowlist(id: string, allowlist: readonly string[]): Promise<void> {
    await this.db
      .updateTable("apikey")
      .set({ ipAllowlist: ipAllowlistColumn(allowlist) })
      .where("id", "=", id)
      .execute();
  }

  /** The IP allowlists of these keys, by id (an empty list: any address). */
  async ipAllowlistsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom("apikey").select(["id", "ipAllowlist"]).where("id", "in", ids).execute();
    return new Map(rows.map((row) => [row.id, ipAllowlistFromColumn(row.ipAllowlist)]));
  }

  /** The key with this hash and its IP allowlist, if there is such a key of this kind. */
  async findAllowlistByHash(
    configId: string,
    hashedKey: string,
  ): Promise<{ keyId: string; configId: string; referenceId: string; ipAllowlist: string[] } | undefined> {
    const row = await this.db
      .selectFrom("apikey")
      .select(["id", "referenceId", "ipAllowlist"])
      .where("key", "=", hashedKey)
      .where("configId", "=", configId)
      .executeTakeFirst();
    return (
      row && {
        keyId: row.id,
        configId,
        referenceId: row.referenceId,
        ipAllowlist: ipAllowlistFromColumn(row.ipAllowlist),
      }
    );
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
