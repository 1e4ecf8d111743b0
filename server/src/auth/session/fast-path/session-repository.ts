import type { Database } from "../../../db/database.ts";
import { KeyBatcher } from "../../../db/key-batcher.ts";

/**
 * Session and user as get-session returns them (dates as ISO strings, booleans as booleans),
 * with the fields the organization plugin (activeOrganizationId, activeTeamId), the admin
 * plugin (impersonatedBy; role, banned, banReason, banExpires) and the two-factor plugin
 * (twoFactorEnabled) add, and Gatehouse's own user field (locale, the saved language).
 */
export type SessionJson = {
  id: string;
  createdAt: string;
  updatedAt: string;
  userId: string;
  expiresAt: string;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  activeOrganizationId: string | null;
  activeTeamId: string | null;
  impersonatedBy: string | null;
};
export type UserJson = {
  id: string;
  createdAt: string;
  updatedAt: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
  role: string | null;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
  twoFactorEnabled: boolean;
  locale: string | null;
};

type SessionKey = keyof SessionJson;
type UserKey = keyof UserJson;

/** Every key the fast path writes, per model. A plugin adding a field must add it here too. */
const SELECTED_FIELDS = {
  session: [
    "id",
    "createdAt",
    "updatedAt",
    "userId",
    "expiresAt",
    "token",
    "ipAddress",
    "userAgent",
    "activeOrganizationId",
    "activeTeamId",
    "impersonatedBy",
  ],
  user: [
    "id",
    "createdAt",
    "updatedAt",
    "email",
    "emailVerified",
    "name",
    "image",
    "role",
    "banned",
    "banReason",
    "banExpires",
    "twoFactorEnabled",
    "locale",
  ],
} as const satisfies { session: readonly SessionKey[]; user: readonly UserKey[] };

/** better-auth's merged schema (`context.tables`), as far as the fast path reads it. */
export type AuthTables = Record<string, { fields: Record<string, { returned?: boolean }> } | undefined>;

const returnedFields = (tables: AuthTables, model: "session" | "user") =>
  Object.entries(tables[model]?.fields ?? {})
    .filter(([field, attribute]) => attribute.returned !== false && field !== "id")
    .map(([field]) => field);

/**
 * Session and user fields better-auth would return that the fast path does not select, as
 * "model.field" (empty when it answers in full).
 */
export function missingSessionFields(tables: AuthTables): string[] {
  return (["session", "user"] as const).flatMap((model) => {
    const selected: readonly string[] = SELECTED_FIELDS[model];
    return returnedFields(tables, model)
      .filter((field) => !selected.includes(field))
      .map((field) => `${model}.${field}`);
  });
}

/**
 * The keys of better-auth's answers, in its order: its adapter writes a row's fields in schema
 * order (core fields, then each plugin's, in plugin order) and the id last. Following it makes
 * the fast path's JSON byte-identical to the library's, and leaves out a field it selects that
 * the library would not return. Valid once missingSessionFields is empty.
 */
export function keyOrder(tables: AuthTables): { session: SessionKey[]; user: UserKey[] } {
  const order = <K extends string>(model: "session" | "user", known: readonly K[]) =>
    [...returnedFields(tables, model), "id"].filter((f): f is K => (known as readonly string[]).includes(f));
  return { session: order("session", SELECTED_FIELDS.session), user: order("user", SELECTED_FIELDS.user) };
}

/** The session and user, serialized once for both the response body and the cookie cache. */
export type SessionWithUser = { sessionJson: string; userJson: string; token: string; expiresAt: number };

// SQLite holds the ISO text better-auth wrote; Postgres returns Dates.
const iso = (v: Date | string) => (typeof v === "string" && v.endsWith("Z") ? v : new Date(v).toISOString());

function inOrder<T extends object>(value: T, keys: readonly (keyof T)[]): Partial<T> {
  const ordered: Partial<T> = {};
  for (const key of keys) ordered[key] = value[key];
  return ordered;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessionWithUser>["executeTakeFirstOrThrow"]>>;

/** The session of a token (or, on PostgreSQL, of each token of a list) with its user: one indexed join. */
function selectSessionWithUser(database: Database) {
  return database.db
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
      "session.activeOrganizationId as sActiveOrganizationId",
      "session.activeTeamId as sActiveTeamId",
      "session.impersonatedBy as sImpersonatedBy",
      "user.createdAt as uCreatedAt",
      "user.updatedAt as uUpdatedAt",
      "user.email as uEmail",
      "user.emailVerified as uEmailVerified",
      "user.name as uName",
      "user.image as uImage",
      "user.role as uRole",
      "user.banned as uBanned",
      "user.banReason as uBanReason",
      "user.banExpires as uBanExpires",
      "user.twoFactorEnabled as uTwoFactorEnabled",
      "user.locale as uLocale",
    ]);
}

/**
 * On PostgreSQL, at most this many session reads run at once in a process; the tokens asked
 * meanwhile go together in the next (see KeyBatcher). docs/operations/sizing.md has the measurements.
 */
export const SESSION_READS_IN_FLIGHT = 2;
/** The most tokens one read asks for. */
export const SESSION_READ_MAX_TOKENS = 100;

/**
 * One indexed join, read-only; anything that writes (refresh, expiry) stays with better-auth.
 * SQLite answers in the calling thread, one token at a time, with a statement prepared once.
 * PostgreSQL answers over a connection, where a query costs much more than a row: the tokens of
 * get-sessions that arrive while reads are running go together in one (`token = any($1)`).
 */
export class SessionLookup {
  private readonly byToken: (token: string) => Promise<SessionRow | undefined>;

  constructor(
    database: Database,
    private readonly order: { session: readonly SessionKey[]; user: readonly UserKey[] },
  ) {
    // Compiled once with a placeholder; the tokens are bound per call.
    if (database.kind === "postgres") {
      const query = selectSessionWithUser(database)
        .where((eb) => eb("session.token", "=", eb.fn.any(eb.val<string[]>([]))))
        .compile();
      const batcher = new KeyBatcher<SessionRow>(
        async (tokens) => {
          const rows = await database.preparedAll("gatehouse_sessions_by_tokens", query, [tokens]);
          return new Map(rows.map((row) => [row.sToken, row]));
        },
        { maxInFlight: SESSION_READS_IN_FLIGHT, maxKeys: SESSION_READ_MAX_TOKENS },
      );
      this.byToken = (token) => batcher.get(token);
    } else {
      const query = selectSessionWithUser(database).where("session.token", "=", "").compile();
      this.byToken = (token) => database.preparedFirst("gatehouse_session_by_token", query, [token]);
    }
  }

  async findByToken(token: string): Promise<SessionWithUser | null> {
    const row = await this.byToken(token);
    if (!row) return null;
    const session: SessionJson = {
      id: row.sId,
      createdAt: iso(row.sCreatedAt),
      updatedAt: iso(row.sUpdatedAt),
      userId: row.sUserId,
      expiresAt: iso(row.sExpiresAt),
      token: row.sToken,
      ipAddress: row.sIpAddress,
      userAgent: row.sUserAgent,
      activeOrganizationId: row.sActiveOrganizationId,
      activeTeamId: row.sActiveTeamId,
      impersonatedBy: row.sImpersonatedBy,
    };
    const user: UserJson = {
      id: row.sUserId,
      createdAt: iso(row.uCreatedAt),
      updatedAt: iso(row.uUpdatedAt),
      email: row.uEmail,
      emailVerified: Boolean(row.uEmailVerified),
      name: row.uName,
      image: row.uImage,
      role: row.uRole,
      banned: Boolean(row.uBanned),
      banReason: row.uBanReason,
      banExpires: row.uBanExpires === null ? null : iso(row.uBanExpires),
      twoFactorEnabled: Boolean(row.uTwoFactorEnabled),
      locale: row.uLocale,
    };
    return {
      sessionJson: JSON.stringify(inOrder(session, this.order.session)),
      userJson: JSON.stringify(inOrder(user, this.order.user)),
      token: session.token,
      expiresAt: Date.parse(session.expiresAt),
    };
  }
}
