import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { type Needed, organizationManagedBy } from "../../auth/organization/managers.ts";
import { isPlatformAdmin } from "../../auth/roles/platform.ts";
import { CLIENT_IP_HEADER } from "../../http/client-ip.ts";
import { AuditStreamErrors } from "./errors.ts";
import type { StreamScope } from "./repository.ts";
import { streamBodySchema, streamIdBodySchema, streamListQuerySchema } from "./schemas.ts";
import {
  createStream,
  deleteStream,
  listStreams,
  type StreamActor,
  type StreamDeps,
  testStream,
  updateStream,
} from "./service.ts";

type Session = { user: { id: string; email: string; role?: string | null }; session: object };
type RequestFacts = { context: { session: Session }; headers?: Headers | undefined };

const READ: Needed = { permission: ["auditLog", "read"], notAllowed: AuditStreamErrors.notAllowedToRead().message };
const MANAGE: Needed = { permission: ["organization", "update"], notAllowed: AuditStreamErrors.notAllowed().message };

const actorOf = (ctx: RequestFacts): StreamActor => ({
  id: ctx.context.session.user.id,
  email: ctx.context.session.user.email,
  ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
  userAgent: ctx.headers?.get("user-agent")?.slice(0, 512) ?? null,
});

/** The body's stream fields: what is not the route's own (`id`, `organizationId`). */
const streamFields = ({ id: _id, organizationId: _organizationId, ...rest }: Record<string, unknown>) => rest;
const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const idOf = (body: Record<string, unknown>) => {
  const id = textOf(body.id);
  if (!id) throw AuditStreamErrors.notFound();
  return id;
};

/** How a family of routes finds its scope: an organization's (by permission) or the platform's. */
type Scoper = (ctx: RequestFacts, organizationId: string | undefined, manage: boolean) => Promise<StreamScope>;

function endpoints(prefix: "/organization" | "/admin", deps: StreamDeps, scopeOf: Scoper) {
  const base = `${prefix}/audit-streams` as const;
  return {
    list: createAuthEndpoint(
      base,
      { method: "GET", query: streamListQuerySchema, use: [sessionMiddleware] },
      async (ctx) =>
        ctx.json({ streams: await listStreams(deps, await scopeOf(ctx, ctx.query.organizationId, false)) }),
    ),
    create: createAuthEndpoint(
      `${base}/create`,
      { method: "POST", body: streamBodySchema, use: [sessionMiddleware] },
      async (ctx) => {
        const scope = await scopeOf(ctx, textOf(ctx.body.organizationId), true);
        return ctx.json(await createStream(deps, scope, streamFields(ctx.body), actorOf(ctx)));
      },
    ),
    update: createAuthEndpoint(
      `${base}/update`,
      { method: "POST", body: streamBodySchema, use: [sessionMiddleware] },
      async (ctx) => {
        const scope = await scopeOf(ctx, textOf(ctx.body.organizationId), true);
        const stream = await updateStream(deps, scope, idOf(ctx.body), streamFields(ctx.body), actorOf(ctx));
        return ctx.json({ stream });
      },
    ),
    delete: createAuthEndpoint(
      `${base}/delete`,
      { method: "POST", body: streamIdBodySchema, use: [sessionMiddleware] },
      async (ctx) => {
        await deleteStream(deps, await scopeOf(ctx, ctx.body.organizationId, true), ctx.body.id, actorOf(ctx));
        return ctx.json({ deleted: true });
      },
    ),
    test: createAuthEndpoint(
      `${base}/test`,
      { method: "POST", body: streamIdBodySchema, use: [sessionMiddleware] },
      async (ctx) =>
        ctx.json(await testStream(deps, await scopeOf(ctx, ctx.body.organizationId, true), ctx.body.id, actorOf(ctx))),
    ),
  };
}

/**
 * Audit streams (docs/guides/audit-log.md): where an organization's audit log, or the whole
 * platform's, is sent as it is written — a signed HTTPS POST, an S3-compatible bucket, Datadog or
 * Splunk. An organization's: listed by members who may read its audit log, managed by those who
 * may update it (`/organization/audit-streams[/create|/update|/delete|/test]`); the platform's by
 * platform admins (`/admin/audit-streams...`).
 */
export function auditStreamsPlugin(deps: StreamDeps): BetterAuthPlugin {
  const organization = endpoints("/organization", deps, async (ctx, named, manage) => ({
    organizationId: await organizationManagedBy(deps.db, ctx.context.session, named, manage ? MANAGE : READ),
  }));
  const admin = endpoints("/admin", deps, async (ctx) => {
    if (!isPlatformAdmin(ctx.context.session.user)) throw AuditStreamErrors.adminsOnly();
    return { organizationId: null };
  });
  return {
    id: "gatehouse-audit-streams",
    endpoints: {
      listOrganizationAuditStreams: organization.list,
      createOrganizationAuditStream: organization.create,
      updateOrganizationAuditStream: organization.update,
      deleteOrganizationAuditStream: organization.delete,
      testOrganizationAuditStream: organization.test,
      listPlatformAuditStreams: admin.list,
      createPlatformAuditStream: admin.create,
      updatePlatformAuditStream: admin.update,
      deletePlatformAuditStream: admin.delete,
      testPlatformAuditStream: admin.test,
    },
  };
}
