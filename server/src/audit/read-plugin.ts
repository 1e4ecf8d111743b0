import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { organizationManagedBy } from "../auth/organization/managers.ts";
import { isPlatformAdmin } from "../auth/roles/platform.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { csvRow } from "../kit/csv-row.ts";
import type { AuditLogRepository } from "./repository.ts";
import { type AuditEntry, type AuditLogQuery, auditLogQuerySchema } from "./schemas.ts";

export const AUDIT_LOG_ERRORS = {
  NOT_ALLOWED: "Only the organization's owners and admins can read its audit log",
  ADMINS_ONLY: "Only platform admins can read the whole audit log",
} as const;

const CSV_COLUMNS = [
  "occurred_at",
  "action",
  "organization_id",
  "actor_type",
  "actor_id",
  "actor_email",
  "target_type",
  "target_id",
  "ip_address",
  "user_agent",
  "request_id",
  "details",
] as const;

function csvOf(entries: AuditEntry[]): string {
  return (
    csvRow(CSV_COLUMNS) +
    entries
      .map((e) =>
        csvRow([
          e.occurredAt,
          e.action,
          e.organizationId,
          e.actor.type,
          e.actor.id,
          e.actor.email,
          e.target?.type ?? null,
          e.target?.id ?? null,
          e.ipAddress,
          e.userAgent,
          e.requestId,
          e.details ? JSON.stringify(e.details) : null,
        ]),
      )
      .join("")
  );
}

/** A page as JSON (`{ entries, total, limit, offset }`), or as CSV (every match, oldest last, up to 10,000). */
async function answer(log: AuditLogRepository, query: AuditLogQuery, name: string) {
  if (query.format === "json") return { ...(await log.list(query)), limit: query.limit, offset: query.offset };
  const { entries } = await log.list({ ...query, limit: 10_000, offset: 0 });
  return new Response(csvOf(entries), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
    },
  });
}

/**
 * Reading the audit log: an organization's owners and admins read its entries
 * (`GET /api/auth/organization/audit-log`), platform admins every entry (`GET
 * /api/auth/admin/audit-log`); filters by action (or a family: `sso.`), actor, target and time,
 * pages of up to 100, or CSV with `format=csv`.
 */
export function auditReadPlugin(db: Kysely<DatabaseSchema>, log: AuditLogRepository): BetterAuthPlugin {
  return {
    id: "gatehouse-audit-log-read",
    endpoints: {
      organizationAuditLog: createAuthEndpoint(
        "/organization/audit-log",
        { method: "GET", query: auditLogQuerySchema, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await organizationManagedBy(db, ctx.context.session, ctx.query.organizationId, {
            permission: ["auditLog", "read"],
            notAllowed: AUDIT_LOG_ERRORS.NOT_ALLOWED,
          });
          const result = await answer(log, { ...ctx.query, organizationId }, `audit-log-${organizationId}`);
          return result instanceof Response ? result : ctx.json(result);
        },
      ),
      platformAuditLog: createAuthEndpoint(
        "/admin/audit-log",
        { method: "GET", query: auditLogQuerySchema, use: [sessionMiddleware] },
        async (ctx) => {
          if (!isPlatformAdmin(ctx.context.session.user))
            throw new APIError("FORBIDDEN", { code: "ADMINS_ONLY", message: AUDIT_LOG_ERRORS.ADMINS_ONLY });
          const result = await answer(log, ctx.query, "audit-log");
          return result instanceof Response ? result : ctx.json(result);
        },
      ),
    },
  };
}
