import type { Generated } from "kysely";

/**
 * Row types as the database stores them. better-auth's kysely adapter reads and writes the
 * auth tables itself; these types serve Gatehouse's own queries (mail queue, fast session path).
 * SQLite keeps booleans as 0/1 and dates as ISO text; Postgres as boolean and timestamptz.
 */
type Bool = boolean | number;
type Timestamp = Date | string;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type AccountTable = {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type RateLimitTable = {
  id: string;
  key: string;
  count: number;
  lastRequest: number | string;
};

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
};

export type DatabaseSchema = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  mail_outbox: MailOutboxTable;
};
