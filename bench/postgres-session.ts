// DB-backed get-session on PostgreSQL beside SQLite, in the run of `npm run bench`: two Gatehouse
// processes alike but for the database, measured one after the other (SQLite, PostgreSQL, SQLite
// again, so a machine that slows or speeds up during the run shows as two SQLite figures apart).
import pg from "pg";
import { cookieHeader, getSession, isSessionOf, mustSignUp, newCredentials, SESSION_TOKEN } from "./http.ts";
import {
  type DatabaseProbe,
  dbSessionsOfManyUsers,
  type Measurement,
  type Scenario,
  type Settings,
  scenarios,
  type Target,
} from "./scenarios.ts";
import { atCleanup, type Server, startGatehouse } from "./servers.ts";
import { createPostgresDatabase } from "./usage/db.ts";

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Users signed in on each server for the many-users scenario (one per connection). */
const USERS = 50;

const oneUser = scenarios.find((scenario) => scenario.name === "get-session, DB-backed");

async function adminQuery<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** What PostgreSQL's statistics views say about the work done in database `name`. */
export function databaseProbe(name: string): DatabaseProbe {
  return {
    async pids() {
      const rows = await adminQuery<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
        [name],
      );
      return rows.map((row) => row.pid);
    },
    async transactions() {
      const rows = await adminQuery<{ n: string }>(
        "select xact_commit + xact_rollback as n from pg_stat_database where datname = $1",
        [name],
      );
      return Number(rows[0]?.n ?? Number.NaN);
    },
  };
}

/**
 * A Gatehouse on a fresh database on `BENCH_POSTGRES_URL`'s server, named "gatehouse-postgres";
 * stopping it drops the database.
 */
export async function startPostgresGatehouse(
  dataDir: string,
  secret: string,
  env: Record<string, string> = {},
): Promise<Server & { databaseName: string }> {
  const database = await createPostgresDatabase(POSTGRES_ADMIN_URL, "session");
  const forget = atCleanup(database.drop);
  try {
    const server = await startGatehouse(dataDir, secret, { ...env, DATABASE_URL: database.url });
    return {
      ...server,
      name: "gatehouse-postgres",
      databaseName: database.name,
      async stop() {
        await server.stop();
        forget();
        await database.drop();
      },
    };
  } catch (error) {
    forget();
    await database.drop();
    throw error;
  }
}

async function signedUp(
  server: Server,
): Promise<{ user: { email: string; password: string }; cookies: Map<string, string> }> {
  const user = newCredentials(`bench-${server.name}`);
  const cookies = await mustSignUp(server.url, user);
  const check = await getSession(server.url, cookieHeader(cookies, [SESSION_TOKEN]), "?disableCookieCache=true");
  if (!isSessionOf(check.body, user.email)) throw new Error(`${server.name}: the sign-up's session is not accepted`);
  return { user, cookies };
}

/**
 * `USERS` signed-up users on `server` (the first is the target's own); with its database's name
 * (PostgreSQL), the backends' CPU time is measured too.
 */
export async function sessionTarget(server: Server, databaseName?: string): Promise<Target> {
  const users = [];
  // A few at a time: setup, not load.
  for (let i = 0; i < USERS; i += 10)
    users.push(...(await Promise.all(Array.from({ length: 10 }, () => signedUp(server)))));
  const [first, ...others] = users;
  if (!first || others.length !== USERS - 1) throw new Error(`${server.name}: ${users.length} users, not ${USERS}`);
  const database = databaseName === undefined ? undefined : databaseProbe(databaseName);
  return { name: server.name, url: server.url, ...first, others, pid: server.pid, database };
}

/** One scenario's figures: SQLite before and after PostgreSQL. */
export interface DatabaseComparison {
  label: string;
  sqlite: [Measurement, Measurement];
  postgres: Measurement;
}

async function measureOn(scenario: Scenario, target: Target, settings: Settings): Promise<[string, Measurement]> {
  const [measured] = await scenario.run(target, settings);
  if (!measured) throw new Error(`${target.name}: ${scenario.name} measured nothing`);
  const [, m] = measured;
  console.log(
    `  ${target.name}: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms; CPU per request: Gatehouse ${cpu(m.serverCpuUs)}, database ${cpu(m.databaseCpuUs)}; database transactions per request ${transactions(m)}`,
  );
  return measured;
}

const transactions = (m: Measurement): string => m.databaseTransactions?.toFixed(2) ?? "–";

const cpu = (time: Measurement["serverCpuUs"]): string =>
  time ? `${time.user.toFixed(0)} + ${time.system.toFixed(0)} µs` : "–";

/**
 * DB-backed get-session on SQLite, then PostgreSQL, then SQLite again: one user's session on
 * every connection, then many users' sessions in turn.
 */
export async function compareDatabases(
  sqlite: Target,
  postgres: Target,
  settings: Settings,
): Promise<DatabaseComparison[]> {
  if (!oneUser) throw new Error('no "get-session, DB-backed" scenario');
  const comparisons: DatabaseComparison[] = [];
  for (const scenario of [oneUser, dbSessionsOfManyUsers]) {
    console.log(`\n${scenario.name} — SQLite, PostgreSQL, SQLite`);
    const [label, before] = await measureOn(scenario, sqlite, settings);
    const [, onPostgres] = await measureOn(scenario, postgres, settings);
    const [, after] = await measureOn(scenario, sqlite, settings);
    comparisons.push({ label, sqlite: [before, after], postgres: onPostgres });
  }
  return comparisons;
}

const rps = (m: Measurement): string => Math.round(m.rps).toLocaleString("en-US");

export function renderDatabaseTable(comparisons: readonly DatabaseComparison[]): string {
  const lines = [
    "PostgreSQL beside SQLite: two Gatehouse processes (production mode) alike but for the database, DB-backed get-session (`?disableCookieCache=true`), measured one after the other: SQLite, PostgreSQL, SQLite again; PostgreSQL runs on the same machine. Ratio: req/s ÷ the mean of the two SQLite runs. CPU per request: user + kernel µs over the measured run, of Gatehouse's process, and of PostgreSQL's backends serving its connections (SQLite works inside Gatehouse's process). Queries per request: PostgreSQL's transactions in the database over the run (each statement outside a transaction is one; the background jobs' polls add a few a second) per answered request.",
    "",
    "| scenario | database | conns | req/s | p99 ms | Gatehouse CPU per request | database CPU per request | queries per request | ratio |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const c of comparisons) {
    const sqliteMean = (c.sqlite[0].rps + c.sqlite[1].rps) / 2;
    const row = (label: string, database: string, m: Measurement) =>
      `| ${label} | ${database} | ${m.connections} | ${rps(m)} | ${m.p99} | ${cpu(m.serverCpuUs)} | ${cpu(m.databaseCpuUs)} | ${transactions(m)} | ${(m.rps / sqliteMean).toFixed(2)}× |`;
    lines.push(
      row(c.label, "SQLite (first)", c.sqlite[0]),
      row("", "**PostgreSQL**", c.postgres),
      row("", "SQLite (again)", c.sqlite[1]),
    );
  }
  return lines.join("\n");
}
