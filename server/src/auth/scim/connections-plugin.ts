import { randomUUID } from "node:crypto";
import type { BetterAuthOptions, BetterAuthPlugin, DBAdapter } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DatabaseSchema } from "../../db/schema.ts";
import { organizationManagedBy } from "../organization/managers.ts";
import { SCIM_ERRORS } from "./errors.ts";
import { type ScimProvider, serverCallContext } from "./server-calls.ts";

/** Every SCIM scope: a directory reads and writes both users and groups. */
const ALL_SCOPES = ["scim.users.read", "scim.users.write", "scim.groups.read", "scim.groups.write"] as const;
const DAY_MS = 86_400_000;

const organizationQuery = z.object({ organizationId: z.string().min(1).optional() });
const tokenBody = z.object({
  organizationId: z.string().min(1).optional(),
  /** How long the token works; a directory is reconfigured with a new one before it ends. */
  expiresInDays: z.number().int().min(1).max(730).default(365),
});

/**
 * An organization's owners and admins connect its directory through the SCIM
 * plugin's managed connections, which better-auth only offers to server code: one connection per
 * organization (its provisioning domain is the organization's id) and one working bearer token.
 *
 * - `GET /organization/scim` — the SCIM base URL to give the directory, the connection and its tokens (never the secrets);
 * - `POST /organization/scim/token` — connects the directory, or replaces its token: the new
 *   token is shown once, and the previous ones stop working at once;
 * - `POST /organization/scim/disconnect` — ends the connection: the people it provisioned leave
 *   the organization (the plugin reconciles each of them as inactive).
 */
export function scimConnectionsPlugin(
  provider: ScimProvider,
  db: Kysely<DatabaseSchema>,
  transactional: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): BetterAuthPlugin {
  const api = provider.endpoints;
  type Ctx = Parameters<typeof api.listSCIMManagedConnections>[0];
  const inTransactions = (ctx: { context: { options: BetterAuthOptions } }) => serverCallContext(ctx, transactional);

  const activeConnection = async (ctx: Ctx, organizationId: string) => {
    const { connections } = await api.listSCIMManagedConnections({
      ...ctx,
      body: { provisioningDomainId: organizationId },
    });
    return connections.find((connection) => connection.status === "active") ?? null;
  };

  /** The organization named (or active), once the user is shown to hold the SCIM permission asked. */
  const managedOrganization = (
    session: Parameters<typeof organizationManagedBy>[1],
    named: string | undefined,
    action: "read" | "write" = "write",
  ) => organizationManagedBy(db, session, named, { permission: ["scim", action], notAllowed: SCIM_ERRORS.NOT_ALLOWED });

  return {
    id: "gatehouse-scim-connections",
    endpoints: {
      getScimConnection: createAuthEndpoint(
        "/organization/scim",
        { method: "GET", query: organizationQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await managedOrganization(ctx.context.session, ctx.query.organizationId, "read");
          const inner = inTransactions(ctx);
          const connection = await activeConnection(inner, organizationId);
          const credentials = connection
            ? (
                await api.getSCIMManagedConnection({
                  ...inner,
                  body: { connectionId: connection.connectionId, provisioningDomainId: organizationId },
                })
              ).credentials.filter((credential) => credential.status === "active")
            : [];
          return ctx.json({
            organizationId,
            baseUrl: `${ctx.context.baseURL}/scim/v2`,
            connection,
            credentials,
          });
        },
      ),
      issueScimToken: createAuthEndpoint(
        "/organization/scim/token",
        { method: "POST", body: tokenBody, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await managedOrganization(ctx.context.session, ctx.body.organizationId);
          const inner = inTransactions(ctx);
          const actorId = ctx.context.session.user.id;
          const grant = {
            scopes: [...ALL_SCOPES],
            // The wall clock: the SCIM plugin checks this expiry against it (kit/clock.ts).
            expiresAt: new Date(Date.now() + ctx.body.expiresInDays * DAY_MS),
            provisioningDomainId: organizationId,
            actorId,
          };
          const connection = await activeConnection(inner, organizationId);
          const issued = connection
            ? await api.rotateSCIMManagedCredential({
                ...inner,
                body: { ...grant, connectionId: connection.connectionId },
              })
            : await api.createSCIMManagedConnection({ ...inner, body: { ...grant, creationRequestId: randomUUID() } });
          // A new token replaces the old ones: a leaked token is revoked by making a new one.
          const { credentials } = await api.getSCIMManagedConnection({
            ...inner,
            body: { connectionId: issued.connection.connectionId, provisioningDomainId: organizationId },
          });
          for (const credential of credentials)
            if (credential.status === "active" && credential.credentialId !== issued.credential.credentialId)
              await api.revokeSCIMManagedCredential({
                ...inner,
                body: {
                  connectionId: issued.connection.connectionId,
                  provisioningDomainId: organizationId,
                  credentialId: credential.credentialId,
                  actorId,
                },
              });
          return ctx.json({
            organizationId,
            baseUrl: `${ctx.context.baseURL}/scim/v2`,
            token: issued.token,
            connection: issued.connection,
            credential: issued.credential,
          });
        },
      ),
      disconnectScim: createAuthEndpoint(
        "/organization/scim/disconnect",
        { method: "POST", body: organizationQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await managedOrganization(ctx.context.session, ctx.body.organizationId);
          const inner = inTransactions(ctx);
          const connection = await activeConnection(inner, organizationId);
          if (!connection)
            throw new APIError("NOT_FOUND", { code: "NOT_CONNECTED", message: SCIM_ERRORS.NOT_CONNECTED });
          await api.decommissionSCIMManagedConnection({
            ...inner,
            body: {
              connectionId: connection.connectionId,
              provisioningDomainId: organizationId,
              actorId: ctx.context.session.user.id,
            },
          });
          return ctx.json({ organizationId, disconnected: true });
        },
      ),
    },
  };
}
