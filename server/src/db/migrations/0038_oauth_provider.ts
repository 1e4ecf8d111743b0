import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/**
 * Gatehouse as an OpenID provider: the tables of `@better-auth/oauth-provider`
 * 1.7.5 as its schema declares them — registered clients, protected resources and their links,
 * refresh and access tokens, consents, and used client assertions. Its `string[]` fields are
 * JSON text on both dialects (the kysely adapter supports no arrays); `json` is jsonb on
 * PostgreSQL, text on SQLite, as the adapter writes it. Authorization codes live in
 * `verification` (0001).
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  const json = kind === "postgres" ? ("jsonb" as const) : ("text" as const);
  const no = falseDefault(kind);
  await db.schema
    .createTable("oauthClient")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("clientId", "text", (c) => c.notNull().unique())
    .addColumn("clientSecret", "text")
    .addColumn("clientDiscoveryId", "text")
    .addColumn("disabled", t.bool, (c) => c.defaultTo(no))
    .addColumn("skipConsent", t.bool)
    .addColumn("enableEndSession", t.bool)
    .addColumn("subjectType", "text")
    .addColumn("scopes", "text")
    .addColumn("clientCredentialsScopes", "text")
    .addColumn("userId", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("createdAt", t.date)
    .addColumn("updatedAt", t.date)
    .addColumn("name", "text")
    .addColumn("uri", "text")
    .addColumn("icon", "text")
    .addColumn("contacts", "text")
    .addColumn("tos", "text")
    .addColumn("policy", "text")
    .addColumn("softwareId", "text")
    .addColumn("softwareVersion", "text")
    .addColumn("softwareStatement", "text")
    .addColumn("redirectUris", "text", (c) => c.notNull())
    .addColumn("postLogoutRedirectUris", "text")
    .addColumn("backchannelLogoutUri", "text")
    .addColumn("backchannelLogoutSessionRequired", t.bool)
    .addColumn("tokenEndpointAuthMethod", "text")
    .addColumn("applicationType", "text")
    .addColumn("jwks", "text")
    .addColumn("jwksUri", "text")
    .addColumn("grantTypes", "text")
    .addColumn("responseTypes", "text")
    .addColumn("requirePKCE", t.bool)
    .addColumn("dpopBoundAccessTokens", t.bool, (c) => c.defaultTo(no))
    .addColumn("referenceId", "text")
    .addColumn("metadata", json)
    .execute();
  await db.schema.createIndex("oauthClient_userId_idx").on("oauthClient").column("userId").execute();
  await db.schema.createIndex("oauthClient_referenceId_idx").on("oauthClient").column("referenceId").execute();

  await db.schema
    .createTable("oauthResource")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("accessTokenTtl", "integer")
    .addColumn("refreshTokenTtl", "integer")
    .addColumn("signingAlgorithm", "text")
    .addColumn("signingKeyId", "text")
    .addColumn("allowedScopes", "text")
    .addColumn("customClaims", json)
    .addColumn("dpopBoundAccessTokensRequired", t.bool, (c) => c.defaultTo(no))
    .addColumn("disabled", t.bool, (c) => c.defaultTo(no))
    .addColumn("createdAt", t.date)
    .addColumn("updatedAt", t.date)
    .addColumn("policyVersion", "integer", (c) => c.defaultTo(1))
    .addColumn("metadata", json)
    .execute();
  await db.schema
    .createTable("oauthClientResource")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("clientId", "text", (c) => c.notNull().references("oauthClient.clientId").onDelete("cascade"))
    .addColumn("resourceId", "text", (c) => c.notNull().references("oauthResource.identifier").onDelete("cascade"))
    .addColumn("metadata", json)
    .addColumn("createdAt", t.date)
    .addUniqueConstraint("oauthClientResource_client_resource_uq", ["clientId", "resourceId"])
    .execute();
  await db.schema
    .createIndex("oauthClientResource_resourceId_idx")
    .on("oauthClientResource")
    .column("resourceId")
    .execute();

  await db.schema
    .createTable("oauthRefreshToken")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("clientId", "text", (c) => c.notNull().references("oauthClient.clientId").onDelete("cascade"))
    .addColumn("sessionId", "text", (c) => c.references("session.id").onDelete("set null"))
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("referenceId", "text")
    .addColumn("authorizationCodeId", "text")
    .addColumn("resources", "text")
    .addColumn("requestedUserInfoClaims", "text")
    .addColumn("expiresAt", t.date)
    .addColumn("createdAt", t.date)
    .addColumn("revoked", t.date)
    .addColumn("rotatedAt", t.date)
    .addColumn("rotationReplayResponse", "text")
    .addColumn("rotationReplayExpiresAt", t.date)
    .addColumn("authTime", t.date)
    .addColumn("confirmation", json)
    .addColumn("scopes", "text", (c) => c.notNull())
    .execute();
  for (const column of ["clientId", "sessionId", "userId", "authorizationCodeId"])
    await db.schema.createIndex(`oauthRefreshToken_${column}_idx`).on("oauthRefreshToken").column(column).execute();

  await db.schema
    .createTable("oauthAccessToken")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.unique())
    .addColumn("clientId", "text", (c) => c.notNull().references("oauthClient.clientId").onDelete("cascade"))
    .addColumn("sessionId", "text", (c) => c.references("session.id").onDelete("set null"))
    .addColumn("userId", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("referenceId", "text")
    .addColumn("authorizationCodeId", "text")
    .addColumn("resources", "text")
    .addColumn("requestedUserInfoClaims", "text")
    .addColumn("refreshId", "text", (c) => c.references("oauthRefreshToken.id").onDelete("cascade"))
    .addColumn("expiresAt", t.date)
    .addColumn("createdAt", t.date)
    .addColumn("revoked", t.date)
    .addColumn("confirmation", json)
    .addColumn("scopes", "text", (c) => c.notNull())
    .execute();
  for (const column of ["clientId", "sessionId", "userId", "authorizationCodeId", "refreshId"])
    await db.schema.createIndex(`oauthAccessToken_${column}_idx`).on("oauthAccessToken").column(column).execute();

  await db.schema
    .createTable("oauthConsent")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("clientId", "text", (c) => c.notNull().references("oauthClient.clientId").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("referenceId", "text")
    .addColumn("resources", "text")
    .addColumn("requestedUserInfoClaims", "text")
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("createdAt", t.date)
    .addColumn("updatedAt", t.date)
    .execute();
  await db.schema.createIndex("oauthConsent_clientId_idx").on("oauthConsent").column("clientId").execute();
  await db.schema.createIndex("oauthConsent_userId_idx").on("oauthConsent").column("userId").execute();

  await db.schema
    .createTable("oauthClientAssertion")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .execute();
}
