/** Who did it: a signed-in person, an organization access token, Gatehouse itself, or nobody known. */
export type AuditActorType = "user" | "token" | "system" | "anonymous";

/** One recorded action (audit/): times as ISO-8601 UTC text, details as JSON text. */
export type AuditLogTable = {
  id: string;
  occurred_at: string;
  organization_id: string | null;
  actor_type: AuditActorType;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  request_id: string | null;
  details: string | null;
};

export type AuditTables = { audit_log: AuditLogTable };
