import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import { memberRoles } from "../../membership/repository.ts";
import { SSO_EMAIL_ROUTES, SSO_EXEMPT_SESSION_ROUTES } from "../routes/catalogue.ts";
import { emailInDomains } from "./domains.ts";
import { SSO_REQUIRED } from "./errors.ts";
import { findUserEmail, findUserIdByEmail, listProviderDomains } from "./repository.ts";
import { userCreationRule } from "./user-creation.ts";

/**
 * The verified, mandatory provider an email must sign in with, if any. The organization's owners
 * are exempt: they keep their password as a way back in when the identity provider fails.
 */
export async function mandatoryProviderFor(db: Kysely<DatabaseSchema>, email: string) {
  // Booleans are 0/1 on SQLite and true/false on PostgreSQL: compared here, on a small table.
  const providers = await listProviderDomains(db);
  const enforced = providers.filter(
    (row) => Boolean(row.domainVerified) && Boolean(row.mandatory) && emailInDomains(email, row.domain),
  );
  for (const provider of enforced) {
    if (provider.organizationId && (await isOwnerByEmail(db, provider.organizationId, email))) continue;
    return provider;
  }
  return null;
}

async function isOwnerByEmail(db: Kysely<DatabaseSchema>, organizationId: string, email: string) {
  const userId = await findUserIdByEmail(db, email.trim().toLowerCase());
  return userId !== undefined && (await memberRoles(db, organizationId, userId)).includes("owner");
}

/** Sessions these routes create are the identity provider's own, or an admin's impersonation (the catalogue's `mandatorySso.session`). */
const sessionFromSso = (path: string | undefined) => path !== undefined && SSO_EXEMPT_SESSION_ROUTES.has(path);

/**
 * Mandatory SSO: once an organization makes its verified domain's provider
 * mandatory, the domain's users are refused with 403 `SSO_REQUIRED` on every email route before
 * anything is sent (the web app then starts `sign-in/sso` for the email), and any other way to a
 * session — social sign-in, a passkey, an email code — is refused where the session would be
 * created (as the admin plugin refuses banned users). Who may be created: user-creation.ts.
 */
export function ssoRulesPlugin(db: Kysely<DatabaseSchema>): BetterAuthPlugin {
  return {
    id: "gatehouse-sso-rules",
    init: () => ({
      options: {
        databaseHooks: {
          user: { create: { before: (user, ctx) => userCreationRule(user, ctx) } },
          session: {
            create: {
              before: async (session, ctx) => {
                if (!ctx || sessionFromSso(ctx.path)) return;
                const email = await findUserEmail(db, session.userId);
                if (email !== undefined && (await mandatoryProviderFor(db, email)))
                  throw new APIError("FORBIDDEN", { ...SSO_REQUIRED });
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) => SSO_EMAIL_ROUTES.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            const email = typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
            if (typeof email !== "string" || !email.includes("@")) return;
            if (await mandatoryProviderFor(db, email)) throw new APIError("FORBIDDEN", { ...SSO_REQUIRED });
          }),
        },
      ],
    },
  };
}
