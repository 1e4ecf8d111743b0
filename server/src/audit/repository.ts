import { randomUUID } from "node:crypto";
import type { Kysely, SelectQueryBuilder } from "kysely";
import { startsWith } from "../db/like.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { currentRequestId } from "../kit/request-context.ts";
import type { AuditEntry, AuditLogQuery, AuditRecord } from "./schemas.ts";
import type { AuditLogTable } from "./tables.ts";

type Filters = Omit<AuditLogQuery, "limit" | "offset" | "format">;

export function toEntry(row: AuditLogTable): AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    organizationId: row.organization_id,
    actor: { type: row.actor_type, id: row.actor_id, email: row.actor_email },
    action: row.action,
    target: row.target_type && row.target_id ? { type: row.target_type, id: row.target_id } : null,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    requestId: row.request_id,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  };
}

/** The audit log's table: append, read with filters, forget what is past retention. */
export class AuditLogRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Writes one entry (in `db`, a transaction's handle when the change has one) and returns it as read. */
  async append(record: AuditRecord, db: Kysely<DatabaseSchema> = this.db): Promise<AuditEntry> {
    const row: AuditLogTable = {
      id: randomUUID(),
      occurred_at: new Date().toISOString(),
      organization_id: record.organizationId,
      actor_type: record.actor.type,
      actor_id: record.actor.id,
      actor_email: record.actor.email,
      action: record.action,
      target_type: record.target?.type ?? null,
      target_id: record.target?.id ?? null,
      ip_address: record.ipAddress,
      user_agent: record.userAgent?.slice(0, 512) ?? null,
      request_id: currentRequestId() ?? null,
      details: record.details ? JSON.stringify(record.details) : null,
    };
    await db.insertInto("audit_log").values(row).execute();
    return toEntry(row);
  }

  private filtered(filters: Filters): SelectQueryBuilder<DatabaseSchema, "audit_log", object> {
    let query = this.db.selectFrom("audit_log");
    if (filters.organizationId) query = query.where("organization_id", "=", filters.organizationId);
    if (filters.action)
      query = filters.action.endsWith(".")
        ? query.where(startsWith("action", filters.action))
        : query.where("action", "=", filters.action);
    if (filters.actorId) query = query.where("actor_id", "=", filters.actorId);
    if (filters.targetId) query = query.where("target_id", "=", filters.targetId);
    if (filters.from) query = query.where("occurred_at", ">=", new Date(filters.from).toISOString());
    if (filters.to) query = query.where("occurred_at", "<", new Date(filters.to).toISOString());
    return query;
  }

  async list(query: AuditLogQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(query)
        .selectAll()
        .orderBy("occurred_at", "desc")
        .orderBy("id", "desc")
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      this.filtered(query)
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    return { entries: rows.map(toEntry), total: Number(count.total) };
  }

  /** Deletes entries older than `before`; answers how many. */
  async forgetBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom("audit_log")
      .where("occurred_at", "<", before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** The organization an SSO provider belongs to (null: no such provider). */
export async function findSsoProviderOrganization(
  db: Kysely<DatabaseSchema>,
  providerId: string,
): Promise<string | null> {
  const provider = await db
    .selectFrom("ssoProvider")
    .select("organizationId")
    .where("providerId", "=", providerId)
    .executeTakeFirst();
  return provider?.organizationId ?? null;
}
