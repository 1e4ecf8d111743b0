// The timed scenarios. Each runs the same load against one target; run.ts runs it per target.
import autocannon, { type Result } from "autocannon";
import {
  type Credentials,
  cookieHeader,
  describe,
  getSession,
  isSessionOf,
  SESSION_DATA,
  SESSION_TOKEN,
} from "./http.ts";
import { processCpuMicroseconds } from "./servers.ts";

export interface Settings {
  /** Seconds measured per run. */
  duration: number;
  /** Seconds of discarded load before each measured run. */
  warmup: number;
}

export interface Target {
  name: string;
  url: string;
  user: Credentials;
  /** The user's session cookies, from signing up on this target. */
  cookies: Map<string, string>;
  /** More signed-in users, for scenarios that spread requests over many sessions. */
  others?: { user: Credentials; cookies: Map<string, string> }[];
  /** The server's process, when its CPU time per request is to be measured (Linux). */
  pid?: number;
  /** The target's database server, when its work per request is to be measured too (PostgreSQL). */
  database?: DatabaseProbe;
}

/** What a database server reports about the work it did for one target. */
export interface DatabaseProbe {
  /**
   * The server processes (backends) of the target's connections, read once the warm-up has
   * opened them, for their CPU time (Linux, database on this machine).
   */
  pids(): Promise<number[]>;
  /**
   * Transactions committed and rolled back so far (a statement outside a transaction is one);
   * the server publishes them within a second of a connection going idle.
   */
  transactions(): Promise<number>;
}

export interface Measurement {
  rps: number;
  /** ms; meaningless when `requests` is 0 (nothing completed within the run). */
  p99: number;
  /** Seconds measured. */
  duration: number;
  requests: number;
  connections: number;
  /**
   * The server's CPU time per answered request over the measured run (all loads of the run
   * together), in µs, in user mode and in the kernel; only when the target names its process.
   */
  serverCpuUs?: { user: number; system: number };
  /** The same for the target's database processes (`Target.database`), summed. */
  databaseCpuUs?: { user: number; system: number };
  /** The database's transactions (single statements, mostly) per answered request. */
  databaseTransactions?: number;
}

interface Load {
  label: string;
  path: string;
  connections: number;
  headers?: Record<string, string>;
  /** Instead of `headers`: each request takes the next of these, in turn (e.g. many users' cookies). */
  headersInTurn?: readonly Record<string, string>[];
  body?: string;
  /** Every response body must pass, or the run is rejected (get-session answers 200 `null` when signed out). */
  verify: (body: string) => boolean;
}

/** Turns every way a load can go wrong into a thrown error: measuring failures is worthless. */
function assertClean(result: Result, what: string): void {
  const problems: string[] = [];
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}×${s.count}`);
    problems.push(`${result.non2xx} non-2xx responses (${codes.join(", ")})`);
  }
  if (result.mismatches > 0) problems.push(`${result.mismatches} 2xx responses with the wrong body`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  // Zero completions with zero failures is a real result (a starved server answers nothing within
  // the window, e.g. stock get-session during a sign-in flood), reported as such, not a failure.
  if (result.requests.sent === 0) problems.push("no request was sent");
  if (problems.length > 0) throw new Error(`${what}: ${problems.join("; ")}. Measurement rejected.`);
}

async function fire(target: Target, load: Load, duration: number, warmup = false): Promise<Result> {
  const inTurn = load.headersInTurn;
  let next = 0;
  const result = await autocannon({
    url: target.url + load.path,
    method: load.body === undefined ? "GET" : "POST",
    headers: load.headers,
    body: load.body,
    ...(inTurn && {
      requests: [{ setupRequest: (request) => ({ ...request, headers: inTurn[next++ % inTurn.length] }) }],
    }),
    connections: load.connections,
    duration,
    // Longer than any run: a timeout then always means a hung request, never a slow one.
    timeout: 120,
    verifyBody: load.verify,
  });
  const what = `${target.name} ${load.label} (${warmup ? "warm-up, " : ""}${duration} s, ${load.connections} connections)`;
  assertClean(result, what);
  return result;
}

const measure = (r: Result, connections: number, duration: number): Measurement => ({
  rps: r.requests.average,
  p99: r.latency.p99,
  duration,
  requests: r.requests.total,
  connections,
});

/**
 * One more request like the load's, awaited: the server cannot cancel work a finished load left
 * queued (password hashes above all), and that backlog must not spill into the next measurement.
 * Queues are FIFO, so once this answers the backlog is gone. It must pass the same checks.
 */
async function drain(target: Target, load: Load): Promise<void> {
  const res = await fetch(target.url + load.path, {
    method: load.body === undefined ? "GET" : "POST",
    headers: load.headers ?? load.headersInTurn?.[0],
    body: load.body,
  });
  const body = await res.text();
  if (!res.ok || !load.verify(body))
    throw new Error(`${target.name} ${load.label}: after the load, HTTP ${res.status} ${body.slice(0, 300)}`);
}

/** Runs loads side by side on one target: a warm-up, then the measured run. */
async function runLoads(target: Target, settings: Settings, loads: Load[]): Promise<Map<string, Measurement>> {
  const drainAll = () => Promise.all(loads.map((l) => drain(target, l)));
  if (settings.warmup > 0) {
    await Promise.all(loads.map((l) => fire(target, l, settings.warmup, true)));
    await drainAll();
  }
  const database = target.database;
  // The counts of the warm-up's last second reach the database's statistics first.
  if (database) await new Promise((settle) => setTimeout(settle, DATABASE_STATS_DELAY_MS));
  const databasePids = (await database?.pids()) ?? [];
  const transactionsBefore = await database?.transactions();
  const cpuBefore = target.pid === undefined ? undefined : processCpuMicroseconds(target.pid);
  const databaseBefore = cpuOfProcesses(databasePids);
  const results = await Promise.all(loads.map((l) => fire(target, l, settings.duration)));
  const cpuAfter = target.pid === undefined ? undefined : processCpuMicroseconds(target.pid);
  const databaseUsed = cpuSince(databaseBefore);
  await drainAll();
  if (database) await new Promise((settle) => setTimeout(settle, DATABASE_STATS_DELAY_MS));
  const transactionsAfter = await database?.transactions();
  const answered = results.reduce((sum, r) => sum + r.requests.total, 0);
  const perRequest = (used: CpuTime | undefined): CpuTime | undefined =>
    used === undefined || answered === 0 ? undefined : { user: used.user / answered, system: used.system / answered };
  const serverCpuUs = perRequest(
    cpuBefore && cpuAfter && { user: cpuAfter.user - cpuBefore.user, system: cpuAfter.system - cpuBefore.system },
  );
  const databaseCpuUs = databasePids.length === 0 ? undefined : perRequest(databaseUsed);
  const databaseTransactions =
    transactionsBefore === undefined || transactionsAfter === undefined || answered === 0
      ? undefined
      : (transactionsAfter - transactionsBefore) / answered;
  return new Map(
    loads.map((l, i) => [
      l.label,
      {
        ...measure(results[i] as Result, l.connections, settings.duration),
        serverCpuUs,
        databaseCpuUs,
        databaseTransactions,
      },
    ]),
  );
}

/** PostgreSQL publishes a connection's counts at most once a second, and within a second of it going idle. */
const DATABASE_STATS_DELAY_MS = 1_100;

type CpuTime = { user: number; system: number };

/** CPU time of each process that still exists (a database backend may end during a run). */
function cpuOfProcesses(pids: readonly number[]): Map<number, CpuTime> {
  const times = new Map<number, CpuTime>();
  for (const pid of pids) {
    try {
      times.set(pid, processCpuMicroseconds(pid));
    } catch {
      // gone
    }
  }
  return times;
}

/** CPU used since `before`, summed over the processes that still exist. */
function cpuSince(before: Map<number, CpuTime>): CpuTime {
  const used = { user: 0, system: 0 };
  for (const [pid, end] of cpuOfProcesses([...before.keys()])) {
    const start = before.get(pid) as CpuTime;
    used.user += end.user - start.user;
    used.system += end.system - start.system;
  }
  return used;
}

const dbSession = (t: Target, connections: number): Load => ({
  label: "get-session, DB-backed",
  path: "/api/auth/get-session?disableCookieCache=true",
  connections,
  headers: { cookie: cookieHeader(t.cookies, [SESSION_TOKEN]) },
  verify: (body) => body.includes(t.user.email),
});

const signInLoad = (t: Target, connections: number, label: string): Load => ({
  label,
  path: "/api/auth/sign-in/email",
  connections,
  headers: { "content-type": "application/json", origin: t.url },
  body: JSON.stringify(t.user),
  verify: (body) => body.includes('"token"') && body.includes(t.user.email),
});

/** Fresh session_data (it lives 60 s), and proof that a request carrying it is served from the cache. */
async function freshCacheCookies(t: Target): Promise<string> {
  const refreshed = await getSession(t.url, cookieHeader(t.cookies, [SESSION_TOKEN]), "?disableCookieCache=true");
  const data = refreshed.cookies.get(SESSION_DATA);
  if (!isSessionOf(refreshed.body, t.user.email) || data === undefined) {
    throw new Error(`${t.name}: DB-backed get-session did not refresh ${SESSION_DATA}: ${describe(refreshed)}`);
  }
  t.cookies.set(SESSION_DATA, data);
  const header = cookieHeader(t.cookies, [SESSION_TOKEN, SESSION_DATA]);
  const hit = await getSession(t.url, header);
  if (!isSessionOf(hit.body, t.user.email) || hit.cookies.has(SESSION_DATA)) {
    throw new Error(
      `${t.name}: get-session with a fresh ${SESSION_DATA} was not a cache hit (it re-set the cookie): ${describe(hit)}`,
    );
  }
  return header;
}

export interface Scenario {
  name: string;
  run(t: Target, s: Settings): Promise<Map<string, Measurement>>;
}

export const CACHE_MAX_AGE_S = 60;

/**
 * The DB-backed get-session of many signed-in users, each request with the next user's session
 * cookie in turn (`Target.others`): concurrent requests ask for different sessions, as they do
 * in production, so a server cannot answer several from one read.
 */
export const dbSessionsOfManyUsers: Scenario = {
  name: "get-session, DB-backed, many users",
  run(t, s) {
    const users = [{ user: t.user, cookies: t.cookies }, ...(t.others ?? [])];
    const emails = new Set(users.map((u) => u.user.email));
    return runLoads(t, s, [
      {
        ...dbSession(t, 50),
        label: `get-session, DB-backed, ${users.length} users in turn`,
        headersInTurn: users.map((u) => ({ cookie: cookieHeader(u.cookies, [SESSION_TOKEN]) })),
        verify: (body) => emails.has(/"email":"([^"]*)"/.exec(body)?.[1] ?? ""),
      },
    ]);
  },
};

export const scenarios: Scenario[] = [
  {
    name: "get-session, DB-backed",
    run: (t, s) => runLoads(t, s, [dbSession(t, 50)]),
  },
  {
    name: "get-session, cookie cache",
    async run(t, s) {
      const cookie = await freshCacheCookies(t);
      return runLoads(t, s, [
        {
          label: "get-session, cookie cache",
          path: "/api/auth/get-session",
          connections: 50,
          headers: { cookie },
          verify: (b) => b.includes(t.user.email),
        },
      ]);
    },
  },
  {
    // Gatehouse answers with the user's entitlements (from its cache); stock better-auth
    // ignores the flag and answers its plain get-session — the figure to beat five times.
    name: "get-session with entitlements, DB-backed",
    run: (t, s) =>
      runLoads(t, s, [
        {
          ...dbSession(t, 50),
          label: "get-session with entitlements (stock: plain), DB-backed",
          path: "/api/auth/get-session?disableCookieCache=true&entitlements=true",
          verify: (body) =>
            body.includes(t.user.email) && (t.name !== "gatehouse" || body.includes('"features":{"sso":true')),
        },
      ]),
  },
  {
    name: "sign-in",
    run: (t, s) => runLoads(t, s, [signInLoad(t, 10, "sign-in")]),
  },
  {
    name: "get-session during a sign-in flood",
    async run(t, s) {
      const loads = [
        { ...dbSession(t, 10), label: "get-session, DB-backed, during sign-in flood" },
        signInLoad(t, 20, "sign-in flood (concurrent with the above)"),
      ];
      return runLoads(t, s, loads);
    },
  },
];

/** The bare Hono route: what this stack and machine can do at most, for reference. */
export async function runCeiling(url: string, s: Settings): Promise<Measurement> {
  const target: Target = { name: "ceiling", url, user: { email: "", password: "" }, cookies: new Map() };
  const result = await runLoads(target, s, [
    { label: "ceiling", path: "/ceiling", connections: 50, verify: (b) => b.includes('"ok":true') },
  ]);
  return result.get("ceiling") as Measurement;
}
