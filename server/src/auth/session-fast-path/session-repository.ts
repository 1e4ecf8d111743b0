import type { Database } from "../../db/database.ts";

/** Session and user as get-session returns them (dates as ISO strings, booleans as booleans). */
export type SessionJson = {
  id: string;
  createdAt: string;
  updatedAt: string;
  userId: string;
  expiresAt: string;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
};
export type UserJson = {
  id: string;
  createdAt: string;
  updatedAt: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
};

/** The session and user, serialized once for both the response body and the cookie cache. */
export type SessionWithUser = { sessionJson: string; userJson: string; token: string; expiresAt: number };

// SQLite holds the ISO text better-auth wrote; Postgres returns Dates.
const iso = (v: Date | string) => (typeof v === "string" && v.endsWith("Z") ? v : new Date(v).toISOString());

/** One indexed join, read-only; anything that writes (refresh, expiry) stays with better-auth. */
export class SessionLookup {
  private readonly query;

  constructor(private readonly database: Database) {
    // Compiled once with a placeholder; the token is bound per call.
    this.query = database.db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select([
        "session.id as sId",
        "session.createdAt as sCreatedAt",
        "session.updatedAt as sUpdatedAt",
        "session.userId as sUserId",
        "session.expiresAt as sExpiresAt",
        "session.token as sToken",
        "session.ipAddress as sIpAddress",
        "session.userAgent as sUserAgent",
        "user.createdAt as uCreatedAt",
        "user.updatedAt as uUpdatedAt",
        "user.email as uEmail",
        "user.emailVerified as uEmailVerified",
        "user.name as uName",
        "user.image as uImage",
      ])
      .where("session.token", "=", "")
      .compile();
  }

  async findByToken(token: string): Promise<SessionWithUser | null> {
    const row = await this.database.preparedFirst("gatehouse_session_by_token", this.query, [token]);
    if (!row) return null;
    // Key order as better-auth's kysely adapter returns them, so the JSON matches its answer.
    const session: SessionJson = {
        id: row.sId,
        createdAt: iso(row.sCreatedAt),
        updatedAt: iso(row.sUpdatedAt),
        userId: row.sUserId,
        expiresAt: iso(row.sExpiresAt),
        token: row.sToken,
        ipAddress: row.sIpAddress,
        userAgent: row.sUserAgent,
    };
    const user: UserJson = {
        id: row.sUserId,
        createdAt: iso(row.uCreatedAt),
        updatedAt: iso(row.uUpdatedAt),
        email: row.uEmail,
        emailVerified: Boolean(row.uEmailVerified),
        name: row.uName,
        image: row.uImage,
    };
    return { sessionJson: JSON.stringify(session), userJson: JSON.stringify(user), token: session.token, expiresAt: Date.parse(session.expiresAt) };
  }
}
