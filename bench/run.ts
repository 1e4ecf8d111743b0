// `npm run bench`: Gatehouse, stock better-auth and a bare Hono route, measured side by side.

import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { checkHashInterop } from "./check.ts";
import { BENCH_SELLER_SLUG, entitleUser } from "./entitlements-setup.ts";
import { cookieHeader, describe, getSession, isSessionOf, mustSignUp, newCredentials, SESSION_TOKEN } from "./http.ts";
import { compareDatabases, renderDatabaseTable, sessionTarget, startPostgresGatehouse } from "./postgres-session.ts";
import { type Row, renderTable, writeReport } from "./report.ts";
import { CACHE_MAX_AGE_S, type Measurement, runCeiling, type Settings, scenarios, type Target } from "./scenarios.ts";
import {
  gatehouseExists,
  gatehouseMain,
  makeTmpDir,
  randomSecret,
  runBench,
  type Server,
  startBaseline,
  startCeiling,
  startGatehouse,
} from "./servers.ts";

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, got ${raw}`);
  return value;
}

function assertSchema(dbFile: string): void {
  if (!existsSync(dbFile)) throw new Error(`Gatehouse is up but ${dbFile} does not exist`);
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
    const missing = ["user", "session", "account", "verification"].filter((t) => !rows.some((r) => r.name === t));
    if (missing.length > 0) throw new Error(`${dbFile} lacks better-auth tables: ${missing.join(", ")}`);
  } finally {
    db.close();
  }
}

async function prepareTarget(server: Server): Promise<Target> {
  const user = newCredentials(`bench-${server.name}`);
  const cookies = await mustSignUp(server.url, user);
  const check = await getSession(server.url, cookieHeader(cookies, [SESSION_TOKEN]), "?disableCookieCache=true");
  if (!isSessionOf(check.body, user.email))
    throw new Error(`${server.name}: session cookie from sign-up is not accepted: ${describe(check)}`);
  return { name: server.name, url: server.url, user, cookies, pid: server.pid };
}

async function main(): Promise<void> {
  const settings: Settings = { duration: seconds("BENCH_DURATION", 10), warmup: seconds("BENCH_WARMUP", 2) };
  if (settings.duration <= 0) throw new Error("BENCH_DURATION must be > 0");
  if (settings.warmup + settings.duration > CACHE_MAX_AGE_S - 10) {
    throw new Error(
      `BENCH_WARMUP + BENCH_DURATION must stay under ${CACHE_MAX_AGE_S - 10} s: the cookie cache entry lives ${CACHE_MAX_AGE_S} s`,
    );
  }
  const dataDir = makeTmpDir();
  const secret = randomSecret();
  const dbFile = join(dataDir, "gatehouse.db");
  const notes: string[] = [
    `load average at the start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  ];

  const withGatehouse = gatehouseExists() && process.env.BENCH_GATEHOUSE !== "off";
  if (!withGatehouse) {
    const why = gatehouseExists() ? "BENCH_GATEHOUSE=off" : `${gatehouseMain} does not exist yet`;
    console.warn(`!! ${why}: measuring the baseline alone (it migrates the database itself)`);
    notes.push(`baseline only: ${why}`);
  }
  const gatehouse = withGatehouse
    ? await startGatehouse(dataDir, secret, { ENTITLEMENTS_SELLER: BENCH_SELLER_SLUG })
    : undefined;
  if (gatehouse) assertSchema(dbFile);
  const baseline = await startBaseline(dbFile, secret, !gatehouse);
  const ceiling = await startCeiling();
  // Production runs on PostgreSQL: the same Gatehouse on it, for the DB-backed get-session.
  const withPostgres = gatehouse !== undefined && process.env.BENCH_POSTGRES !== "off";
  if (gatehouse && !withPostgres) notes.push("PostgreSQL left out: BENCH_POSTGRES=off");
  const gatehousePostgres = withPostgres
    ? await startPostgresGatehouse(makeTmpDir(), secret, { ENTITLEMENTS_SELLER: BENCH_SELLER_SLUG })
    : undefined;
  console.log(
    `servers: ${[gatehouse, gatehousePostgres, baseline, ceiling]
      .map((s) => s && `${s.name} ${s.url}`)
      .filter(Boolean)
      .join(", ")}`,
  );

  if (gatehouse) {
    console.log("\ncorrectness: password hashes across Gatehouse and stock better-auth (same database)");
    for (const line of await checkHashInterop(gatehouse.url, baseline.url)) console.log(`  ${line}`);
  }

  const targets = await Promise.all(
    [gatehouse, baseline].filter((s): s is Server => s !== undefined).map(prepareTarget),
  );
  // Gatehouse's user buys a plan with a feature flag, for "get-session with entitlements".
  for (const target of targets)
    if (target.name === "gatehouse") {
      const cookie = cookieHeader(target.cookies, [SESSION_TOKEN]);
      const session = await getSession(target.url, cookie, "?disableCookieCache=true");
      const userId = (session.body as { user: { id: string } }).user.id;
      await entitleUser(target.url, userId, cookie);
    }
  const rows = new Map<string, { gatehouse?: Measurement; baseline?: Measurement }>();
  for (const [index, scenario] of scenarios.entries()) {
    // Alternate who goes first, so slow drift on a shared machine does not always favour one side.
    for (const target of index % 2 === 0 ? targets : [...targets].reverse()) {
      console.log(`\n${scenario.name} — ${target.name}`);
      for (const [label, m] of await scenario.run(target, settings)) {
        const p99 = m.requests === 0 ? "n/a: nothing completed within the run" : `${m.p99} ms`;
        console.log(
          `  ${label}: ${Math.round(m.rps)} req/s, p99 ${p99} (${m.requests} requests, ${m.connections} connections)`,
        );
        const row = rows.get(label) ?? {};
        row[target.name === "gatehouse" ? "gatehouse" : "baseline"] = m;
        rows.set(label, row);
      }
    }
  }
  // The same users (50, signed up alike) on both databases.
  const databases =
    gatehouse && gatehousePostgres
      ? await compareDatabases(
          await sessionTarget(gatehouse),
          await sessionTarget(gatehousePostgres, gatehousePostgres.databaseName),
          settings,
        )
      : undefined;
  console.log("\nceiling — bare Hono route");
  const ceilingResult = await runCeiling(ceiling.url, settings);

  const table = [
    renderTable(
      [...rows].map(([label, r]): Row => {
        if (!r.baseline) throw new Error(`no baseline figure for ${label}`);
        return { label, gatehouse: r.gatehouse, baseline: r.baseline };
      }),
      ceilingResult,
    ),
    ...(databases ? ["", renderDatabaseTable(databases)] : []),
  ].join("\n");
  console.log(`\n${table}\n`);
  console.log(`written to ${writeReport(table, settings, notes)}`);
  await Promise.all([gatehouse, gatehousePostgres, baseline, ceiling].map((s) => s?.stop()));
}

runBench(main);
