// `npm run bench:observability -w bench`: what the access log and the metrics cost on
// get-session, measured side by side in one run: one Gatehouse with both on (production's
// defaults: LOG_LEVEL=info, JSON lines, METRICS_ENABLED=true), one with both off, on the same
// SQLite file, the order alternating each round. Writes results/observability-latest.md.
// BENCH_OBSERVABILITY_CONTROL=1: the control — both servers off, the "on" one included — whose
// "cost" is the method's own noise and bias (results/observability-control-latest.md).
// BENCH_OBSERVABILITY_ROUNDS: how many rounds (8).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cookieHeader, getSession, isSessionOf, mustSignUp, newCredentials, SESSION_TOKEN } from "./http.ts";
import { directCostMicroseconds } from "./observability-direct.ts";
import { type ProfiledShare, profiledShares } from "./observability-profile.ts";
import { windowsTable } from "./observability-windows.ts";
import { type Measurement, type Settings, scenarios, type Target } from "./scenarios.ts";
import {
  makeTmpDir,
  pinThisProcess,
  randomSecret,
  runBench,
  type Server,
  separateCpus,
  startGatehouse,
} from "./servers.ts";
import { median, percent } from "./stats.ts";

// Rounds, each with a fresh pair of servers measured back to back: the machine's drift over a run
// moves both sides of a round alike, and a process's own luck (memory layout, JIT decisions:
// ±5 % between two identical servers) is drawn anew each round instead of biasing the whole run.
// The cost is the median of the rounds' own on/off ratios.
const ROUNDS = Number(process.env.BENCH_OBSERVABILITY_ROUNDS ?? 8);
const CONTROL = process.env.BENCH_OBSERVABILITY_CONTROL === "1";
const OFF_ENV = { LOG_LEVEL: "warn", METRICS_ENABLED: "false" };
// Production's defaults: JSON access lines at info, metrics on.
const ON_ENV = CONTROL ? OFF_ENV : { LOG_FORMAT: "json" };
const GET_SESSION_SCENARIOS = scenarios.filter((scenario) => scenario.name.startsWith("get-session,"));

async function target(server: Server, name: string): Promise<Target> {
  const user = newCredentials(`bench-${name}`);
  const cookies = await mustSignUp(server.url, user);
  const check = await getSession(server.url, cookieHeader(cookies, [SESSION_TOKEN]), "?disableCookieCache=true");
  if (!isSessionOf(check.body, user.email)) throw new Error(`${name}: the sign-up's session is not accepted`);
  return { name, url: server.url, user, cookies, pid: server.pid };
}

async function main(): Promise<void> {
  const settings: Settings = {
    duration: Number(process.env.BENCH_DURATION ?? 5),
    warmup: Number(process.env.BENCH_WARMUP ?? 1),
  };
  const dataDir = makeTmpDir();
  const secret = randomSecret();
  const cpus = separateCpus();
  if (cpus) pinThisProcess(cpus.loadGenerator);
  const placement = cpus
    ? `servers on CPU ${cpus.servers}, load generator on CPU ${cpus.loadGenerator}`
    : "one CPU or no taskset: servers and load generator share the CPUs";
  console.log(placement);
  // Each round's measurement per scenario label and side, in round order (paired by index).
  const totals = new Map<string, { on: Measurement[]; off: Measurement[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    // Logs go to a file, as under a process manager, not to this process (the load generator's CPU).
    const on = await startGatehouse(dataDir, secret, ON_ENV, {
      stderrFile: join(dataDir, "on.log"),
      cpus: cpus?.servers,
    });
    const off = await startGatehouse(dataDir, secret, OFF_ENV, {
      stderrFile: join(dataDir, "off.log"),
      cpus: cpus?.servers,
    });
    const targets = { on: await target(on, `on-${round}`), off: await target(off, `off-${round}`) };
    const order = round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
    for (const scenario of GET_SESSION_SCENARIOS) {
      for (const side of order) {
        for (const [label, m] of await scenario.run(targets[side], settings)) {
          console.log(
            `round ${round + 1} ${label} — ${side}: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms, CPU/req ${m.serverCpuUs?.user.toFixed(1)} µs user + ${m.serverCpuUs?.system.toFixed(1)} µs kernel`,
          );
          const entry = totals.get(label) ?? { on: [], off: [] };
          entry[side].push(m);
          totals.set(label, entry);
        }
      }
    }
    await Promise.all([on.stop(), off.stop()]);
  }
  const mean = (ms: Measurement[], pick: (m: Measurement) => number) =>
    ms.reduce((sum, m) => sum + pick(m), 0) / ms.length;
  const range = (values: number[]) => `${percent(Math.min(...values))} … ${percent(Math.max(...values))}`;
  const userCpuOf = (m: Measurement) => m.serverCpuUs?.user ?? Number.NaN;
  const kernelCpuOf = (m: Measurement) => m.serverCpuUs?.system ?? Number.NaN;
  // The work itself, without the machine's noise: what it is as a share of an "off" request.
  const direct = await directCostMicroseconds();
  // And as a share of the "on" server's own CPU, profiled (the control has nothing to profile).
  const profiled: Map<string, ProfiledShare> = CONTROL
    ? new Map()
    : await profiledShares(
        GET_SESSION_SCENARIOS,
        { dataDir, secret, env: ON_ENV, cpus: cpus?.servers },
        target,
        settings,
      );
  const profiledCell = (label: string) => {
    const measured = profiled.get(label);
    return measured ? `${percent(measured.share)} (${measured.busySamples} samples)` : "–";
  };
  // And the access log on and off in alternating windows of one process (observability-windows.ts).
  const windowed = CONTROL
    ? ""
    : await windowsTable(GET_SESSION_SCENARIOS, { dataDir, secret, env: ON_ENV, cpus: cpus?.servers }, target);
  const lines = [
    "| scenario | off req/s | on req/s | throughput cost (median of rounds) | rounds' range | off user CPU µs/req | on user CPU µs/req | user CPU cost (median of rounds) | rounds' range | kernel CPU µs/req off / on | direct cost | in-process share (profiled) |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...[...totals].map(([label, { on: measuredOn, off: measuredOff }]) => {
      const paired = (pick: (m: Measurement) => number, cost: (on: number, off: number) => number) =>
        measuredOn.map((m, round) => cost(pick(m), pick(measuredOff[round] ?? m)));
      const throughputCosts = paired(
        (m) => m.rps,
        (on, off) => 1 - on / off,
      );
      const cpuCosts = paired(userCpuOf, (on, off) => on / off - 1);
      const offRps = mean(measuredOff, (m) => m.rps);
      return `| ${label} | ${Math.round(offRps)} | ${Math.round(mean(measuredOn, (m) => m.rps))} | ${percent(median(throughputCosts))} | ${range(throughputCosts)} | ${mean(measuredOff, userCpuOf).toFixed(1)} | ${mean(measuredOn, userCpuOf).toFixed(1)} | ${percent(median(cpuCosts))} | ${range(cpuCosts)} | ${mean(measuredOff, kernelCpuOf).toFixed(1)} / ${mean(measuredOn, kernelCpuOf).toFixed(1)} | ${percent((direct * offRps) / 1e6)} | ${profiledCell(label)} |`;
    }),
  ];
  const table = `${lines.join("\n")}\n\nThroughput cost: 1 − on/off req/s. User CPU cost: the on server's user-mode CPU time per answered request (/proc/<pid>/stat over the measured run) over the off server's, minus 1 — what Gatehouse's own code adds to each request, which the machine's other load moves far less than req/s. Kernel time (loopback TCP for both sides) is shown apart: it swings by ±40 % between two processes of the same setting (the access log adds one write per 64 KB), and would drown the difference. Direct cost: the access line and the histogram observation take ${direct.toFixed(2)} µs per request in this process (observability-direct.ts, best of 3 × 1,000,000), shown as a share of an "off" request's time at the off side's rate (one CPU). In-process share: one more "on" server per scenario, under V8's CPU profiler (a sample every 200 µs) and the same load, and the share of its busy samples taken during the load whose stack passes through the access line, its destination or the request histogram (observability-profile.ts): the same work in the server as it runs, compared with nothing but itself.`;
  console.log(`\n${table}\n\n${windowed}\n`);
  const file = join(
    dirname(fileURLToPath(import.meta.url)),
    CONTROL ? "results/observability-control-latest.md" : "results/observability-latest.md",
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `# Access log and metrics: ${CONTROL ? "the control, off vs off" : "on vs off"} (get-session)\n\n${new Date().toISOString()}, ${ROUNDS} rounds (each with a fresh pair of servers) of ${settings.duration} s (warm-up ${settings.warmup} s); req/s and p99 are means over the rounds; ${placement}.\n\n${table}\n${windowed && `\n## In one process, alternating windows\n\n${windowed}\n`}`,
  );
  console.log(`written to ${file}`);
}

runBench(main);
