import type { Generated } from "kysely";

export type MailOutboxTable = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: "pending" | "sent" | "outbox" | "failed";
  attempts: Generated<number>;
  nextAttemptAt: string;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The request that caused it (its X-Request-Id), so the job's log lines carry it; null for jobs. */
  requestId: string | null;
};

/** The durable mail queue (mail/). Composed into the database schema by db/schema.ts. */
export type MailTables = {
  mail_outbox: MailOutboxTable;
};
