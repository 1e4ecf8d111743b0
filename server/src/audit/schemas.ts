import { z } from "zod";

export const MAX_AUDIT_PAGE = 100;

const isoInstant = z.iso.datetime({ offset: true });

/** The filters of both audit-log routes (query string: all strings). */
export const auditLogQuerySchema = z.object({
  organizationId: z.string().min(1).optional(),
  /** An exact action (`member.removed`) or a family ending with a dot (`sso.`). */
  action: z.string().min(1).max(100).optional(),
  actorId: z.string().min(1).optional(),
  targetId: z.string().min(1).optional(),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  format: z.enum(["json", "csv"]).default("json"),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  organizationId: z.string().nullable(),
  actor: z.object({
    type: z.enum(["user", "token", "system", "anonymous"]),
    id: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What a recorder hands the log: the time, id and request come from the log itself. */
export type AuditRecord = {
  organizationId: string | null;
  actor: AuditEntry["actor"];
  action: string;
  target: AuditEntry["target"];
  ipAddress: string | null;
  userAgent: string | null;
  details?: Record<string, unknown> | undefined;
};
