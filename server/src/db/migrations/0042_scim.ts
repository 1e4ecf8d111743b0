import type { DialectKind } from "../database.ts";
import { columnTypes, type MigrationDb } from "./column-types.ts";

/**
 * SCIM 2.0 provisioning per organization: `@better-auth/scim` 1.7.5's tables —
 * the managed connections (one per organization: its provisioning domain is the organization's
 * id), their hashed bearer credentials and event trail, the provisioned users and groups with
 * their members, the identity tombstones of deleted users, and the role grants its projection
 * computed. Gatehouse's additions: every reference to a user cascades (deleting an account
 * deletes what a directory said about it) and so does every provisioning domain's reference to
 * its organization. A team mirroring a directory group
 * has the id `scim_<group id>` (auth/scim/projection.ts), so it needs no column of its own.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable("scimManagedConnection")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("creationRequestId", "text", (c) => c.notNull().unique())
    .addColumn("connectionId", "text", (c) => c.notNull().unique())
    .addColumn("provisioningDomainId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .addColumn("decommissionStartedAt", t.date)
    .addColumn("decommissionStartedBy", "text")
    .addColumn("decommissionedAt", t.date)
    .addColumn("decommissionedBy", "text")
    .execute();
  await db.schema
    .createIndex("scimManagedConnection_provisioningDomainId_idx")
    .on("scimManagedConnection")
    .column("provisioningDomainId")
    .execute();
  await db.schema
    .createTable("scimManagedCredential")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionRecordId", "text", (c) =>
      c.notNull().references("scimManagedConnection.id").onDelete("cascade"),
    )
    .addColumn("credentialId", "text", (c) => c.notNull().unique())
    .addColumn("tokenDigest", "text", (c) => c.notNull())
    .addColumn("hashVersion", "text", (c) => c.notNull())
    .addColumn("activeSlotKey", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("serializedScopes", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .addColumn("lastUsedAt", t.date)
    .addColumn("revokedAt", t.date)
    .addColumn("revokedBy", "text")
    .addColumn("decommissionedAt", t.date)
    .execute();
  await db.schema
    .createIndex("scimManagedCredential_connectionRecordId_idx")
    .on("scimManagedCredential")
    .column("connectionRecordId")
    .execute();
  await db.schema
    .createTable("scimManagedConnectionEvent")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionRecordId", "text", (c) =>
      c.notNull().references("scimManagedConnection.id").onDelete("cascade"),
    )
    .addColumn("eventKey", "text", (c) => c.notNull().unique())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("actorId", "text", (c) => c.notNull())
    .addColumn("credentialId", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("scimManagedConnectionEvent_connectionRecordId_idx")
    .on("scimManagedConnectionEvent")
    .column("connectionRecordId")
    .execute();
  await db.schema
    .createTable("scimConnectionBinding")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionId", "text", (c) => c.notNull())
    .addColumn("connectionKey", "text", (c) => c.notNull().unique())
    .addColumn("provisioningDomainId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("decommissionedAt", t.date)
    .addColumn("decommissionStatus", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("decommissionCursorUserId", "text")
    .addColumn("decommissionReconciledUserCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("decommissionBatchCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("decommissionRevision", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("decommissionCompletedAt", t.date)
    .addColumn("decommissionLeaseId", "text")
    .addColumn("decommissionLeaseExpiresAt", t.date)
    .execute();
  await db.schema
    .createIndex("scimConnectionBinding_connectionId_idx")
    .on("scimConnectionBinding")
    .column("connectionId")
    .execute();
  await db.schema
    .createTable("scimIdentityTombstone")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionId", "text", (c) => c.notNull())
    .addColumn("provisioningDomainId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("externalId", "text", (c) => c.notNull())
    .addColumn("externalIdKey", "text", (c) => c.notNull().unique())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("profile", "text", (c) => c.notNull())
    .addColumn("deletedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("scimIdentityTombstone_connectionId_idx")
    .on("scimIdentityTombstone")
    .column("connectionId")
    .execute();
  await db.schema
    .createIndex("scimIdentityTombstone_provisioningDomainId_idx")
    .on("scimIdentityTombstone")
    .column("provisioningDomainId")
    .execute();
  await db.schema
    .createIndex("scimIdentityTombstone_userId_idx")
    .on("scimIdentityTombstone")
    .column("userId")
    .execute();
  await db.schema
    .createTable("scimSubject")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().unique().references("user.id").onDelete("cascade"))
    .addColumn("profileSourceId", "text")
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("scimSubject_profileSourceId_idx").on("scimSubject").column("profileSourceId").execute();
  await db.schema
    .createTable("scimUser")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionId", "text", (c) => c.notNull())
    .addColumn("provisioningDomainId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("connectionUserKey", "text", (c) => c.notNull().unique())
    .addColumn("userName", "text", (c) => c.notNull())
    .addColumn("userNameKey", "text", (c) => c.notNull().unique())
    .addColumn("primaryEmail", "text", (c) => c.notNull())
    .addColumn("workEmailValueIndex", "text", (c) => c.notNull())
    .addColumn("emailValueIndex", "text", (c) => c.notNull())
    .addColumn("displayName", "text", (c) => c.notNull())
    .addColumn("formattedName", "text", (c) => c.notNull())
    .addColumn("givenName", "text")
    .addColumn("familyName", "text")
    .addColumn("serializedEmails", "text", (c) => c.notNull())
    .addColumn("serializedAttributes", "text")
    .addColumn("externalId", "text")
    .addColumn("externalIdKey", "text", (c) => c.unique())
    .addColumn("active", t.bool, (c) => c.notNull())
    .addColumn("orderKey", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("scimUser_connectionId_idx").on("scimUser").column("connectionId").execute();
  await db.schema
    .createIndex("scimUser_provisioningDomainId_idx")
    .on("scimUser")
    .column("provisioningDomainId")
    .execute();
  await db.schema.createIndex("scimUser_userId_idx").on("scimUser").column("userId").execute();
  await db.schema
    .createTable("scimProjectionGrant")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionId", "text", (c) => c.notNull())
    .addColumn("provisioningDomainId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("scimUserId", "text", (c) => c.notNull().references("scimUser.id").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("sourceKind", "text", (c) => c.notNull())
    .addColumn("sourceId", "text", (c) => c.notNull())
    .addColumn("sourceValue", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("grantKey", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("scimProjectionGrant_connectionId_idx")
    .on("scimProjectionGrant")
    .column("connectionId")
    .execute();
  await db.schema
    .createIndex("scimProjectionGrant_provisioningDomainId_idx")
    .on("scimProjectionGrant")
    .column("provisioningDomainId")
    .execute();
  await db.schema
    .createIndex("scimProjectionGrant_scimUserId_idx")
    .on("scimProjectionGrant")
    .column("scimUserId")
    .execute();
  await db.schema.createIndex("scimProjectionGrant_userId_idx").on("scimProjectionGrant").column("userId").execute();
  await db.schema
    .createTable("scimGroup")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionId", "text", (c) => c.notNull())
    .addColumn("provisioningDomainId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("displayName", "text", (c) => c.notNull())
    .addColumn("displayNameKey", "text", (c) => c.notNull().unique())
    .addColumn("externalId", "text")
    .addColumn("externalIdKey", "text", (c) => c.unique())
    .addColumn("orderKey", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("scimGroup_connectionId_idx").on("scimGroup").column("connectionId").execute();
  await db.schema
    .createIndex("scimGroup_provisioningDomainId_idx")
    .on("scimGroup")
    .column("provisioningDomainId")
    .execute();
  await db.schema
    .createTable("scimGroupMember")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("connectionId", "text", (c) => c.notNull())
    .addColumn("groupId", "text", (c) => c.notNull().references("scimGroup.id").onDelete("cascade"))
    .addColumn("scimUserId", "text", (c) => c.notNull().references("scimUser.id").onDelete("cascade"))
    .addColumn("membershipKey", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("scimGroupMember_connectionId_idx")
    .on("scimGroupMember")
    .column("connectionId")
    .execute();
  await db.schema.createIndex("scimGroupMember_groupId_idx").on("scimGroupMember").column("groupId").execute();
  await db.schema.createIndex("scimGroupMember_scimUserId_idx").on("scimGroupMember").column("scimUserId").execute();
}
