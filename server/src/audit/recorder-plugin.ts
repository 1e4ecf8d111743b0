import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import type { Logger } from "../kit/logger.ts";
import {
  AUDITED_PATHS,
  type Json,
  RECORDED_ROUTES,
  type RouteFacts,
  SCIM_ACTIONS,
  SIGN_IN_ACTIONS,
  SIGN_IN_FAILURE_ROUTES,
} from "./recorded-routes.ts";
import { type AuditLogRepository, findSsoProviderOrganization } from "./repository.ts";
import type { AuditEntry, AuditRecord } from "./schemas.ts";

type HookContext = {
  path?: string;
  body?: unknown;
  query?: unknown;
  params?: Record<string, string | undefined>;
  headers?: Headers;
  method?: string;
  request?: Request;
  context: {
    returned?: unknown;
    /** Set by the SCIM plugin's bearer middleware on a directory's requests. */
    scimConnection?: { provisioningDomainId: string };
    scimPrincipal?: { credentialId: string };
    session?: { user: { id: string; email: string }; session: Json } | null;
    newSession?: { user: { id: string; email: string } } | null;
  };
};

const asJson = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const activeOrganization = (session: Json | undefined) =>
  typeof session?.activeOrganizationId === "string" ? session.activeOrganizationId : null;

/**
 * The audit log's recorder for the auth routes: after a route of
 * recorded-routes.ts succeeds, one entry with the acting user, the organization, the target, the
 * client's address and user agent; every sign-in and sign-up (`user.signed_in`, `user.signed_up`,
 * with the way), and refused password and second-factor sign-ins (`user.sign_in_failed`); each
 * recorded entry is then handed to `onRecorded` (the composition root forwards it to the webhook
 * endpoints subscribed to `audit_log.entry_created`). A failure to write is logged, never the
 * request's failure.
 */
export function auditRecorderPlugin(
  db: Kysely<DatabaseSchema>,
  log: AuditLogRepository,
  logger: Logger,
  onRecorded: (entry: AuditEntry) => Promise<void> = async () => {},
): BetterAuthPlugin {
  // Who signed out, and the organization of a provider about to be deleted: known only before
  // the route runs. Kept per request (path, cookies, body's provider) until its after hook.
  const before = new Map<string, { actor?: { id: string; email: string }; organization?: string | null }>();
  const keyOf = (ctx: { path?: string; headers?: Headers; body?: unknown }) =>
    `${ctx.path}\n${ctx.headers?.get("cookie") ?? ""}\n${String(asJson(ctx.body).providerId ?? "")}`;
  const remember = (key: string, value: { actor?: { id: string; email: string }; organization?: string | null }) => {
    if (before.size >= 1000) before.clear(); // only a request whose after hook never ran leaves one behind
    before.set(key, value);
  };

  const providerOrganization = async (providerId: unknown) =>
    typeof providerId === "string" ? await findSsoProviderOrganization(db, providerId) : null;

  const place = (ctx: HookContext) => ({
    ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
    userAgent: ctx.headers?.get("user-agent") ?? null,
  });

  const append = async (record: AuditRecord) => {
    try {
      await onRecorded(await log.append(record));
    } catch (error) {
      logger.error("could not write the audit log", { action: record.action, error });
    }
  };

  async function afterRoute(ctx: HookContext) {
    const path = ctx.path ?? "";
    const returned = ctx.context.returned;
    const body = asJson(ctx.body);
    const key = keyOf(ctx);
    const remembered = before.get(key);
    before.delete(key);
    if (isAPIError(returned) && returned.statusCode >= 400) {
      if (SIGN_IN_FAILURE_ROUTES.has(path) && (returned.statusCode === 401 || returned.statusCode === 403))
        await append({
          organizationId: null,
          actor: {
            type: "anonymous",
            id: null,
            email: typeof body.email === "string" ? body.email.toLowerCase() : null,
          },
          action: "user.sign_in_failed",
          target: null,
          ...place(ctx),
          details: { way: path, reason: (returned.body as Json | undefined)?.code ?? returned.status },
        });
      return;
    }
    const scim = SCIM_ACTIONS[`${ctx.method ?? ctx.request?.method ?? ""} ${path}`];
    if (scim) {
      const resource = asJson(returned);
      await append({
        organizationId: ctx.context.scimConnection?.provisioningDomainId ?? null,
        actor: { type: "token", id: ctx.context.scimPrincipal?.credentialId ?? null, email: null },
        action: scim.action,
        target: {
          type: scim.target,
          id: String(ctx.params?.userId ?? ctx.params?.groupId ?? resource.id ?? ""),
        },
        ...place(ctx),
        details: scim.target === "scim_user" ? { userName: resource.userName, active: resource.active } : undefined,
      });
      return;
    }
    const signedIn = ctx.context.newSession?.user;
    const signInAction = SIGN_IN_ACTIONS.get(path);
    if (signedIn && signInAction) {
      const bySso = path.startsWith("/sso/") ? await providerOrganization(ctx.params?.providerId) : null;
      await append({
        organizationId: bySso,
        actor: { type: "user", id: signedIn.id, email: signedIn.email },
        action: signInAction,
        target: { type: "user", id: signedIn.id },
        ...place(ctx),
        details: { way: path.replace(/\/[^/]*$/, (last) => (path.startsWith("/sso/") ? "" : last)) },
      });
      return;
    }
    const route = RECORDED_ROUTES[path];
    if (!route) return;
    // Routes that do not keep the session they checked on the context: read again (cookie cache).
    const session =
      ctx.context.session ?? (remembered?.actor ? null : await getSessionFromCtx(ctx as never).catch(() => null));
    const facts: RouteFacts = {
      body,
      query: asJson(ctx.query),
      returned: asJson(returned),
      activeOrganizationId: activeOrganization(session?.session),
      before: remembered?.organization ?? null,
    };
    const actor = session?.user ?? remembered?.actor;
    await append({
      organizationId: route.organization?.(facts) ?? null,
      actor: actor ? { type: "user", id: actor.id, email: actor.email } : { type: "anonymous", id: null, email: null },
      action: route.action,
      target: route.target?.(facts) ?? null,
      ...place(ctx),
      details: route.details?.(facts),
    });
  }

  return {
    id: "gatehouse-audit-log",
    hooks: {
      before: [
        {
          matcher: (ctx) => {
            const route = RECORDED_ROUTES[ctx.path ?? ""];
            return route?.rememberActor === true || route?.lookupOrganization !== undefined;
          },
          handler: createAuthMiddleware(async (ctx) => {
            if (RECORDED_ROUTES[ctx.path ?? ""]?.rememberActor) {
              const current = await getSessionFromCtx(ctx).catch(() => null);
              if (current) remember(keyOf(ctx), { actor: { id: current.user.id, email: current.user.email } });
              return;
            }
            remember(keyOf(ctx), { organization: await providerOrganization(asJson(ctx.body).providerId) });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => AUDITED_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            await afterRoute(ctx as unknown as HookContext);
          }),
        },
      ],
    },
  };
}
