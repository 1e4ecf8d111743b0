import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { z } from "zod";
import { isPlatformAdmin } from "../roles/platform.ts";

export const ADMIN_CLIENT_ERRORS = {
  ADMINS_ONLY: "Only platform admins can see every OAuth client",
  CLIENT_NOT_FOUND: "No OAuth client has this client_id",
} as const;

type ClientRow = {
  clientId: string;
  name?: string | null;
  redirectUris?: string[] | string | null;
  tokenEndpointAuthMethod?: string | null;
  disabled?: boolean | null;
  createdAt?: Date | null;
  userId?: string | null;
  referenceId?: string | null;
};

/** Who a client belongs to: an organization (its owners registered it) or the user who did. */
type ClientOwner =
  | { type: "organization"; id: string; name: string | null }
  | { type: "user"; id: string; email: string | null }
  | null;

const listOf = (value: ClientRow["redirectUris"]): string[] =>
  Array.isArray(value) ? value : typeof value === "string" && value !== "" ? value.split(",") : [];

function requireAdmin(user: object) {
  if (!isPlatformAdmin(user))
    throw new APIError("FORBIDDEN", { code: "ADMINS_ONLY", message: ADMIN_CLIENT_ERRORS.ADMINS_ONLY });
}

/**
 * Oversight of "Sign in with Gatehouse": the OAuth provider lists to each
 * person only the clients they or their organization registered; platform admins see every
 * client with its owner (`GET /admin/oauth-clients`) and can delete any
 * (`POST /admin/oauth-clients/delete`; its tokens and consents go with it).
 */
export function adminOAuthClientsPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-admin-oauth-clients",
    endpoints: {
      adminListOAuthClients: createAuthEndpoint(
        "/admin/oauth-clients",
        { method: "GET", use: [sessionMiddleware] },
        async (ctx) => {
          requireAdmin(ctx.context.session.user);
          const adapter = ctx.context.adapter;
          const rows = await adapter.findMany<ClientRow>({
            model: "oauthClient",
            sortBy: { field: "createdAt", direction: "desc" },
          });
          const ids = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
          const organizationIds = ids(rows.map((row) => row.referenceId));
          const userIds = ids(rows.map((row) => (row.referenceId ? null : row.userId)));
          const organizations = organizationIds.length
            ? await adapter.findMany<{ id: string; name: string }>({
                model: "organization",
                where: [{ field: "id", value: organizationIds, operator: "in" }],
              })
            : [];
          const users = userIds.length
            ? await adapter.findMany<{ id: string; email: string }>({
                model: "user",
                where: [{ field: "id", value: userIds, operator: "in" }],
              })
            : [];
          const ownerOf = (row: ClientRow): ClientOwner => {
            if (row.referenceId)
              return {
                type: "organization",
                id: row.referenceId,
                name: organizations.find((o) => o.id === row.referenceId)?.name ?? null,
              };
            if (row.userId)
              return { type: "user", id: row.userId, email: users.find((u) => u.id === row.userId)?.email ?? null };
            return null;
          };
          return ctx.json({
            clients: rows.map((row) => ({
              clientId: row.clientId,
              name: row.name ?? null,
              redirectUris: listOf(row.redirectUris),
              public: row.tokenEndpointAuthMethod === "none",
              disabled: Boolean(row.disabled),
              createdAt: row.createdAt ?? null,
              owner: ownerOf(row),
            })),
          });
        },
      ),
      adminDeleteOAuthClient: createAuthEndpoint(
        "/admin/oauth-clients/delete",
        { method: "POST", body: z.object({ clientId: z.string().min(1) }), use: [sessionMiddleware] },
        async (ctx) => {
          requireAdmin(ctx.context.session.user);
          const where = [{ field: "clientId", value: ctx.body.clientId }];
          const client = await ctx.context.adapter.findOne<ClientRow>({ model: "oauthClient", where });
          if (!client)
            throw new APIError("NOT_FOUND", {
              code: "CLIENT_NOT_FOUND",
              message: ADMIN_CLIENT_ERRORS.CLIENT_NOT_FOUND,
            });
          // Its tokens, consents and resources go with it (the tables' foreign keys cascade).
          await ctx.context.adapter.delete({ model: "oauthClient", where });
          return ctx.json({ clientId: ctx.body.clientId, deleted: true });
        },
      ),
    },
  };
}
