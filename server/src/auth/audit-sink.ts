/**
 * An audit-log entry identity writes itself, for what happens outside the routes the audit
 * recorder sees: a sign-in from a new device, a "this wasn't me" report, an enrollment on
 * verification, a key refused for its address. Identity does not know the audit log: the
 * composition root hands in where these go (`AuthExtensions.recordAudit`), and a failure to
 * record is never the request's.
 */
export type IdentityAuditRecord = {
  organizationId: string | null;
  actor: { type: "user" | "token" | "system"; id: string | null; email: string | null };
  action: string;
  target: { type: string; id: string } | null;
  ipAddress: string | null;
  userAgent: string | null;
  details?: Record<string, unknown> | undefined;
};

export type IdentityAuditSink = (record: IdentityAuditRecord) => Promise<void>;

/** Where the entries go when nothing is handed in (identity on its own, as in its unit tests). */
export const NO_AUDIT: IdentityAuditSink = async () => {};
