// `npm run bench:session-lookup -w bench`: where a DB-backed get-session's database time goes,
// measured in this process on Gatehouse's own database layer (loaded at run time): the fast
// path's session lookup on SQLite and on PostgreSQL, and on PostgreSQL the same read done other
// ways (built with Kysely per call, an unnamed statement, a named one, a smaller pool, rows left
// unparsed). Each way: 50 callers at once, each asking for the next of 50 sessions in turn; the
// CPU time per lookup of this process (the driver's side) and of PostgreSQL's backends (the
// server's side), and lookups per second. Writes results/session-lookup-latest.md.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { CompiledQuery, Kysely } from "kysely";
import pg from "pg";
import { serverModule } from "./observability-direct.ts";
import { POSTGRES_ADMIN_URL } from "./postgres-session.ts";
import { atCleanup, makeTmpDir, processCpuMicroseconds, runBench } from "./servers.ts";
import { median } from "./stats.ts";
import { createPostgresDatabase } from "./usage/db.ts";

/** What this bench uses of server/src/db/database.ts (the Database type, in part). */
type Database = {
  kind: "sqlite" | "postgres";
  // biome-ignore lint/suspicious/noExplicitAny: the server's schema type is not compiled here
  db: Kysely<any>;
  preparedFirst(name: string, query: CompiledQuery, parameters: readonly unknown[]): Promise<unknown>;
  close(): Promise<void>;
};
type DatabaseModule = { openDatabase(options: { database: unknown }): Database };
type MigrateModule = { migrateToLatest(database: Database): Promise<unknown> };
type LookupModule = {
  SessionLookup: new (
    database: Database,
    order: { session: readonly string[]; user: readonly string[] },
  ) => { findByToken(token: string): Promise<unknown> };
};

const SESSIONS = 50;
const CALLERS = 50;
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_LOOKUP_ROUNDS ?? 3);
const TIMESTAMPTZ_OID = 1184;
const BOOL_OID = 16;

/** The fast path's columns, as it selects them (session-repository.ts). */
const COLUMNS = [
  ["session", "id", "sId"],
  ["session", "createdAt", "sCreatedAt"],
  ["session", "updatedAt", "sUpdatedAt"],
  ["session", "userId", "sUserId"],
  ["session", "expiresAt", "sExpiresAt"],
  ["session", "token", "sToken"],
  ["session", "ipAddress", "sIpAddress"],
  ["session", "userAgent", "sUserAgent"],
  ["session", "activeOrganizationId", "sActiveOrganizationId"],
  ["session", "activeTeamId", "sActiveTeamId"],
  ["session", "impersonatedBy", "sImpersonatedBy"],
  ["user", "createdAt", "uCreatedAt"],
  ["user", "updatedAt", "uUpdatedAt"],
  ["user", "email", "uEmail"],
  ["user", "emailVerified", "uEmailVerified"],
  ["user", "name", "uName"],
  ["user", "image", "uImage"],
  ["user", "role", "uRole"],
  ["user", "banned", "uBanned"],
  ["user", "banReason", "uBanReason"],
  ["user", "banExpires", "uBanExpires"],
  ["user", "twoFactorEnabled", "uTwoFactorEnabled"],
] as const;

const ORDER = {
  session: [
    "expiresAt",
    "token",
    "createdAt",
    "updatedAt",
    "ipAddress",
    "userAgent",
    "userId",
    "activeOrganizationId",
    "activeTeamId",
    "impersonatedBy",
    "id",
  ],
  user: [
    "name",
    "email",
    "emailVerified",
    "image",
    "createdAt",
    "updatedAt",
    "role",
    "banned",
    "banReason",
    "banExpires",
    "twoFactorEnabled",
    "id",
  ],
};

const tokens = Array.from({ length: SESSIONS }, (_, i) => `bench-lookup-token-${i}-${"x".repeat(12)}`);

async function seed(database: Database): Promise<void> {
  const now = new Date();
  const time = (date: Date) => (database.kind === "sqlite" ? date.toISOString() : date);
  const no = database.kind === "sqlite" ? 0 : false;
  for (let i = 0; i < SESSIONS; i++) {
    await database.db
      .insertInto("user")
      .values({
        id: `user-${i}`,
        name: `User ${i}`,
        email: `user-${i}@bench.test`,
        emailVerified: no,
        createdAt: time(now),
        updatedAt: time(now),
      })
      .execute();
    await database.db
      .insertInto("session")
      .values({
        id: `session-${i}`,
        userId: `user-${i}`,
        token: tokens[i],
        expiresAt: time(new Date(now.getTime() + 86_400_000)),
        ipAddress: "127.0.0.1",
        userAgent: "bench",
        createdAt: time(now),
        updatedAt: time(now),
      })
      .execute();
  }
}

/** The fast path's single-token read, built with Kysely (not compiled). */
function sessionQuery(database: Database) {
  return database.db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select(COLUMNS.map(([table, column, alias]) => `${table}.${column} as ${alias}`));
}

interface Way {
  label: string;
  lookup: (token: string) => Promise<unknown>;
  /** PostgreSQL's database, whose backends' CPU time is measured. */
  postgres?: string;
}

const loads = (averages: number[]) => averages.map((l) => l.toFixed(2)).join(" ");

type Figures = { perSecond: number; clientUs: number; serverUs?: number };

const cpu = (pid: number) => {
  try {
    const used = processCpuMicroseconds(pid);
    return used.user + used.system;
  } catch {
    return undefined;
  }
};

async function backends(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
    [database],
  );
  return rows.map((row) => row.pid);
}

async function measure(way: Way, admin: pg.Client): Promise<Figures> {
  let next = 0;
  const callers = async (each: number) => {
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        for (let i = 0; i < each; i++) {
          const found = await way.lookup(tokens[next++ % SESSIONS] as string);
          if (!found) throw new Error(`${way.label}: a session was not found`);
        }
      }),
    );
  };
  await callers(Math.ceil(2_000 / CALLERS)); // warm-up: connections opened, statements prepared, JIT
  const pids = way.postgres ? await backends(admin, way.postgres) : [];
  const serverBefore = new Map(pids.map((pid) => [pid, cpu(pid)]));
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await callers(Math.ceil(LOOKUPS / CALLERS));
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const lookups = Math.ceil(LOOKUPS / CALLERS) * CALLERS;
  let server = 0;
  for (const [pid, before] of serverBefore) {
    const after = cpu(pid);
    if (before !== undefined && after !== undefined) server += after - before;
  }
  return {
    perSecond: lookups / seconds,
    clientUs: (client.user + client.system) / lookups,
    serverUs: way.postgres ? server / lookups : undefined,
  };
}

runBench(async () => {
  const loadAtStart = loadavg();
  const { openDatabase } = await serverModule<DatabaseModule>("db/database.ts");
  const { migrateToLatest } = await serverModule<MigrateModule>("db/migrate.ts");
  const { SessionLookup } = await serverModule<LookupModule>("auth/session/fast-path/session-repository.ts");

  const scratch = await createPostgresDatabase(POSTGRES_ADMIN_URL, "lookup");
  const forget = atCleanup(scratch.drop);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const postgres = openDatabase({ database: { kind: "postgres", url: scratch.url } });
  const sqlite = openDatabase({ database: { kind: "sqlite", file: join(makeTmpDir(), "gatehouse.db") } });
  const pools: pg.Pool[] = [];
  try {
    for (const database of [sqlite, postgres]) {
      await migrateToLatest(database);
      await seed(database);
    }
    const single = sessionQuery(postgres).where("session.token", "=", "").compile();
    const pool = (max: number) => {
      const created = new pg.Pool({ connectionString: scratch.url, max });
      pools.push(created);
      return created;
    };
    const pool20 = pool(20);
    const pool4 = pool(4);
    const textTypes = {
      getTypeParser: (oid: number, format?: "text" | "binary") =>
        oid === TIMESTAMPTZ_OID || oid === BOOL_OID ? (value: string) => value : pg.types.getTypeParser(oid, format),
    };
    const first = (rows: Promise<{ rows: unknown[] }>) => rows.then((result) => result.rows[0]);
    const fastPathSqlite = new SessionLookup(sqlite, ORDER);
    const fastPathPostgres = new SessionLookup(postgres, ORDER);
    const ways: Way[] = [
      {
        label: "SQLite: the fast path's lookup (a statement prepared once, in this thread)",
        lookup: (t) => fastPathSqlite.findByToken(t),
      },
      {
        label: "PostgreSQL: the query built and compiled by Kysely per call (an unnamed statement)",
        lookup: (t) => sessionQuery(postgres).where("session.token", "=", t).executeTakeFirst(),
        postgres: scratch.name,
      },
      {
        label: "PostgreSQL: the compiled SQL as an unnamed statement (parsed and planned per call)",
        lookup: (t) => first(pool20.query({ text: single.sql, values: [t] })),
        postgres: scratch.name,
      },
      {
        label: "PostgreSQL: a named statement (planned once per connection), pool of 20: the fast path before",
        lookup: (t) => first(pool20.query({ name: "lookup", text: single.sql, values: [t] })),
        postgres: scratch.name,
      },
      {
        label: "PostgreSQL: a named statement, pool of 4",
        lookup: (t) => first(pool4.query({ name: "lookup", text: single.sql, values: [t] })),
        postgres: scratch.name,
      },
      {
        label: "PostgreSQL: a named statement, rows as arrays, times and booleans left as text",
        lookup: (t) =>
          first(
            pool20.query({
              name: "lookup-raw",
              text: single.sql,
              values: [t],
              rowMode: "array",
              types: textTypes,
            } as pg.QueryConfig),
          ),
        postgres: scratch.name,
      },
      {
        label: "PostgreSQL: the fast path's lookup now (tokens asked meanwhile read together, 2 reads at once)",
        lookup: (t) => fastPathPostgres.findByToken(t),
        postgres: scratch.name,
      },
    ];
    const figures = new Map<string, Figures[]>(ways.map((w) => [w.label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const way of round % 2 === 0 ? ways : [...ways].reverse()) {
        const measured = await measure(way, admin);
        figures.get(way.label)?.push(measured);
        console.log(
          `round ${round + 1} ${way.label}: ${Math.round(measured.perSecond)}/s, this process ${measured.clientUs.toFixed(1)} µs, PostgreSQL ${measured.serverUs?.toFixed(1) ?? "–"} µs`,
        );
      }
    }
    const lines = [
      "# Session lookup: where the database time goes",
      "",
      `${new Date().toISOString()}; load average at the start ${loads(loadAtStart)}, at the end ${loads(loadavg())}; ${ROUNDS} rounds (order alternating), medians shown; each: ${CALLERS} callers at once, ${LOOKUPS.toLocaleString("en-US")} lookups of ${SESSIONS} sessions in turn, after a warm-up. CPU per lookup: user + kernel time of this process (the caller and the driver), and of PostgreSQL's backends for this database (same machine). All but the fast path's rows return the driver's raw row; the fast path's build its JSON too.`,
      "",
      "| way | lookups/s | this process µs per lookup | PostgreSQL µs per lookup |",
      "|---|--:|--:|--:|",
      ...ways.map((way) => {
        const of = figures.get(way.label) ?? [];
        const server = of.map((f) => f.serverUs).filter((v): v is number => v !== undefined);
        return `| ${way.label} | ${Math.round(median(of.map((f) => f.perSecond))).toLocaleString("en-US")} | ${median(of.map((f) => f.clientUs)).toFixed(1)} | ${server.length ? median(server).toFixed(1) : "–"} |`;
      }),
      "",
    ];
    const file = join(import.meta.dirname, "results", "session-lookup-latest.md");
    writeFileSync(file, lines.join("\n"));
    console.log(`\n${lines.join("\n")}\nwritten to ${file}`);
  } finally {
    await Promise.all(pools.map((p) => p.end()));
    await postgres.close();
    await sqlite.close();
    await admin.end();
    forget();
    await scratch.drop();
  }
});
