// What one request of each kind costs: the mix's kinds sent alone to one api process (each
// with its own checks), and the CPU time of that process and of PostgreSQL's backends, and
// PostgreSQL's transactions, per request. The sizing guide adds these up for other proportions.
import { randomBytes, scryptSync } from "node:crypto";
import autocannon from "autocannon";
import { databaseProbe } from "../postgres-session.ts";
import { processCpuMicroseconds } from "../servers.ts";
import { ALONE, type AloneKind, aloneCycle, Failures } from "./load.ts";
import { type Merchant, refreshCacheCookies, type SignedIn } from "./setup.ts";

export interface KindCost {
  kind: AloneKind;
  /** Requests of the kind in one cycle (a checkout: 3). */
  requestsPerCycle: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Per request, in µs of CPU (user + kernel). */
  gatehouseUs: number;
  postgresUs: number;
  /** PostgreSQL transactions per request (each statement outside a transaction is one). */
  transactions: number;
}

const WARMUP_S = 2;
const DURATION_S = 8;
/** PostgreSQL publishes a connection's counts within a second of it going idle. */
const STATS_DELAY_MS = 1_100;

const cpuMicros = (pid: number): number | undefined => {
  try {
    const used = processCpuMicroseconds(pid);
    return used.user + used.system;
  } catch {
    return undefined; // ended
  }
};

/**
 * One scrypt hash at better-auth's parameters (r = 16, p = 1, 64 bytes) and cost `n`, timed in
 * this process: the part of a sign-in that `PASSWORD_SCRYPT_N` scales. Median of 9, in ms.
 */
export function scryptMs(n: number): number {
  const salt = randomBytes(16).toString("hex");
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    scryptSync("correct horse battery staple", salt, 64, { N: n, r: 16, p: 1, maxmem: 256 * 1024 * 1024 });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[4] ?? Number.NaN;
}

/** Each kind alone, one after the other, against `api` (20 connections; sign-ins 4). */
export async function costPerKind(
  api: { url: string; pid: number },
  databaseName: string,
  merchant: Merchant,
  users: SignedIn[],
): Promise<KindCost[]> {
  const probe = databaseProbe(databaseName);
  const costs: KindCost[] = [];
  for (const kind of ALONE) {
    const failures = new Failures();
    // The cookie-cache cookies live a minute: fresh ones for their run.
    if (kind === "session-cache") await refreshCacheCookies(api.url, users);
    const requests = aloneCycle(kind, users, merchant, api.url, failures);
    const connections = kind === "sign-in" ? 4 : 20;
    const run = (duration: number) => autocannon({ url: api.url, connections, duration, timeout: 120, requests });
    await run(WARMUP_S);
    await new Promise((resolve) => setTimeout(resolve, STATS_DELAY_MS));
    const backends = await probe.pids();
    const transactionsBefore = await probe.transactions();
    const postgresBefore = new Map(backends.map((pid) => [pid, cpuMicros(pid)]));
    const gatehouseBefore = cpuMicros(api.pid) ?? 0;
    const result = await run(DURATION_S);
    const gatehouseUsed = (cpuMicros(api.pid) ?? 0) - gatehouseBefore;
    let postgresUsed = 0;
    for (const [pid, before] of postgresBefore) {
      const after = cpuMicros(pid);
      if (before !== undefined && after !== undefined) postgresUsed += after - before;
    }
    await new Promise((resolve) => setTimeout(resolve, STATS_DELAY_MS));
    const transactions = (await probe.transactions()) - transactionsBefore;
    const problems = [
      ...(failures.total > 0 ? [`${failures.total} wrong answers: ${failures.examples.join(" | ")}`] : []),
      ...(result.errors + result.timeouts > 0 ? [`${result.errors} errors, ${result.timeouts} timeouts`] : []),
      ...(result.non2xx > 0 && failures.total === 0 ? [`${result.non2xx} non-2xx answers`] : []),
    ];
    if (problems.length > 0) throw new Error(`${kind} alone: ${problems.join("; ")}. Measurement rejected.`);
    const answered = result.requests.total;
    const cost: KindCost = {
      kind,
      requestsPerCycle: requests.length,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      gatehouseUs: gatehouseUsed / answered,
      postgresUs: postgresUsed / answered,
      transactions: transactions / answered,
    };
    console.log(
      `${kind} alone: ${Math.round(cost.perSecond)} req/s, p99 ${cost.p99} ms; per request Gatehouse ${Math.round(cost.gatehouseUs)} µs, PostgreSQL ${Math.round(cost.postgresUs)} µs, ${cost.transactions.toFixed(1)} transactions`,
    );
    costs.push(cost);
  }
  return costs;
}
