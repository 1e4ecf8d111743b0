// `npm run bench:mix -w bench`: the standard mixed load (load.ts) on PostgreSQL against one and
// two `api` processes, each beside one `worker`, side by side in one run; writes
// results/mix-latest.md. Each measured run gets a fresh database, fresh processes and the same
// setup through the API before the clock starts.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { POSTGRES_ADMIN_URL } from "../postgres-session.ts";
import { atCleanup, makeTmpDir, randomSecret, runBench, type Server, startGatehouse } from "../servers.ts";
import { createPostgresDatabase } from "../usage/db.ts";
import { costPerKind, type KindCost, scryptMs } from "./alone.ts";
import { cycle, Failures, KINDS, type LoadResult, runMix } from "./load.ts";
import { type MeasuredRun, renderReport, writeReport } from "./report.ts";
import { sample } from "./samplers.ts";
import { type Merchant, makeMerchant, makeUsers, type SignedIn } from "./setup.ts";

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const settings = {
  duration: setting("BENCH_MIX_DURATION", 30),
  warmup: setting("BENCH_MIX_WARMUP", 10),
  connections: setting("BENCH_MIX_CONNECTIONS", 16),
  users: setting("BENCH_MIX_USERS", 100),
  rounds: setting("BENCH_MIX_ROUNDS", 2),
};

/** The configurations compared: how many api processes, each run beside one worker. */
const CONFIGURATIONS = (process.env.BENCH_MIX_API ?? "1,2").split(",").map((n) => {
  const count = Number(n);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_MIX_API: a list of api process counts, got ${n}`);
  return count;
});

/** The processes of one measured run, on a fresh database, set up through the API. */
interface Cluster {
  databaseName: string;
  apis: Server[];
  servers: Server[];
  merchant: Merchant;
  users: SignedIn[];
}

/** Runs `work` against `apiProcesses` api processes and one worker on a fresh database, then drops it. */
async function withCluster<T>(apiProcesses: number, work: (cluster: Cluster) => Promise<T>): Promise<T> {
  const database = await createPostgresDatabase(POSTGRES_ADMIN_URL, "mix");
  const forget = atCleanup(database.drop);
  const servers: Server[] = [];
  try {
    const secret = randomSecret();
    const env = (role: "api" | "worker", baseUrl?: string): Record<string, string> => ({
      DATABASE_URL: database.url,
      GATEHOUSE_ROLE: role,
      // Every api process behind one address, as behind a balancer (origins, links).
      ...(baseUrl ? { BASE_URL: baseUrl } : {}),
    });
    // Production's logs (JSON, access log at info) go to a file, as under a process manager.
    const logs = makeTmpDir();
    const spawnAs = (name: string) => ({ name, stderrFile: join(logs, `${name}.log`) });
    // The first process migrates the fresh database; the others start on it.
    const first = await startGatehouse(makeTmpDir(), secret, env("api"), spawnAs("gatehouse-api-1"));
    servers.push(first);
    for (let i = 2; i <= apiProcesses; i++)
      servers.push(await startGatehouse(makeTmpDir(), secret, env("api", first.url), spawnAs(`gatehouse-api-${i}`)));
    const worker = await startGatehouse(makeTmpDir(), secret, env("worker", first.url), {
      ...spawnAs("gatehouse-worker"),
      readiness: "probe",
    });
    servers.push(worker);
    const merchant = await makeMerchant(first.url);
    const users = await makeUsers(first.url, merchant, settings.users);
    console.log(`setup: ${users.length} users, each a customer on the plan`);
    try {
      return await work({
        databaseName: database.name,
        apis: servers.filter((s) => s !== worker),
        servers,
        merchant,
        users,
      });
    } catch (error) {
      // What the processes logged as going wrong, before their logs are removed with the run.
      for (const server of servers) {
        const lines = readFileSync(join(logs, `${server.name}.log`), "utf8").split("\n");
        const problems = lines.filter((line) => /"level":"(warn|error|fatal)"/.test(line)).slice(-5);
        if (problems.length > 0) console.error(`--- ${server.name}, last warnings and errors:\n${problems.join("\n")}`);
      }
      throw error;
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    forget();
    await database.drop();
  }
}

async function measure(apiProcesses: number, round: number): Promise<MeasuredRun> {
  console.log(`\n=== ${apiProcesses} api process${apiProcesses > 1 ? "es" : ""} + 1 worker (round ${round + 1})`);
  return withCluster(apiProcesses, async ({ databaseName, apis, servers, merchant, users }) => {
    const failures = new Failures();
    const loadAverageBefore = loadavg()[0] ?? 0;
    const sampled = { value: undefined as Awaited<ReturnType<typeof sample>> | undefined };
    const [first] = apis;
    if (!first) throw new Error("no api process");
    const result: LoadResult = await runMix(
      apis.map((s) => s.url),
      cycle(
        users.map((u) => u.user),
        merchant,
        first.url,
        failures,
      ),
      settings,
      async (window) => {
        sampled.value = await sample(
          window,
          POSTGRES_ADMIN_URL,
          databaseName,
          servers.map((s) => ({ name: s.name, url: s.url, pid: s.pid })),
        );
      },
    );
    const problems = [
      ...(failures.total > 0 ? [`${failures.total} wrong answers: ${failures.examples.join(" | ")}`] : []),
      ...(result.errors > 0 ? [`${result.errors} connection errors`] : []),
      ...(result.timeouts > 0 ? [`${result.timeouts} timeouts`] : []),
      ...(result.non2xx > 0 && failures.total === 0 ? [`${result.non2xx} non-2xx answers`] : []),
    ];
    if (problems.length > 0) throw new Error(`${apiProcesses} api: ${problems.join("; ")}. Measurement rejected.`);
    if (!sampled.value) throw new Error("nothing sampled");
    const total = [...result.latencies.values()].reduce((sum, l) => sum + l.length, 0);
    console.log(
      `${Math.round(total / result.seconds)} req/s; ${KINDS.map((k) => `${k.key} ${result.latencies.get(k.key)?.length}`).join(", ")}`,
    );
    return {
      apiProcesses,
      round,
      result,
      sampled: sampled.value,
      loadAverage: [loadAverageBefore, loadavg()[0] ?? 0],
    };
  });
}

/** Each kind alone against one api process (beside its worker): what one request costs. */
function measureAlone(): Promise<KindCost[]> {
  console.log("\n=== each kind alone, 1 api process + 1 worker");
  return withCluster(1, async ({ databaseName, apis, merchant, users }) => {
    const [api] = apis;
    if (!api) throw new Error("no api process");
    return costPerKind(api, databaseName, merchant, users);
  });
}

runBench(async () => {
  const loadAtStart = loadavg();
  console.log(`load average ${loadAtStart.map((l) => l.toFixed(2)).join(" ")}; ${cpus().length} CPUs`);
  const runs: MeasuredRun[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    // Alternating order (1, 2, then 2, 1): a machine that drifts during the run favours neither.
    const order = round % 2 === 0 ? CONFIGURATIONS : [...CONFIGURATIONS].reverse();
    for (const apiProcesses of order) runs.push(await measure(apiProcesses, round));
  }
  const costs = process.env.BENCH_MIX_ALONE === "off" ? [] : await measureAlone();
  const hashMs = scryptMs(16_384);
  const report = renderReport(runs, { costs, hashMs }, settings, loadAtStart);
  console.log(`\n${report}`);
  console.log(`written to ${writeReport(report)}`);
});
