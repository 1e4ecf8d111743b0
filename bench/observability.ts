// `npm run bench:observability -w bench`: what the access log and the metrics cost on
// get-session, measured side by side in one run: one Gatehouse with both on (production's
// defaults: LOG_LEVEL=info, JSON lines, METRICS_ENABLED=true), one with both off, on the same
// SQLite file, the order alternating each round. Writes results/observability-latest.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cookieHeader, getSession, isSessionOf, mustSignUp, newCredentials, SESSION_TOKEN } from "./http.ts";
import { directCostMicroseconds } from "./observability-direct.ts";
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

// Rounds, each with a fresh pair of servers measured back to back: the machine's drift over a run
// moves both sides of a round alike, and a process's own luck (memory layout, JIT decisions:
// ±5 % between two identical servers) is drawn anew each round instead of biasing the whole run.
// The cost is the median of the rounds' own on/off ratios.
const ROUNDS = 8;
const GET_SESSION_SCENARIOS = scenarios.filter((scenario) => scenario.name.startsWith("get-session,"));

async function target(server: Server, name: string): Promise<Target> {
  const user = newCredentials(`bench-${name}`);
  const cookies = await mustSignUp(server.url, user);
  const check = await getSession(server.url, cookieHeader(cookies, [SESSION_TOKEN]), "?disableCookieCache=true");
  if (!isSessionOf(check.body, user.email)) throw new Error(`${name}: the sign-up's session is not accepted`);
  return { name, url: server.url, user, cookies };
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
    const on = await startGatehouse(dataDir, secret, { LOG_FORMAT: "json" }, join(dataDir, "on.log"), cpus?.servers);
    const off = await startGatehouse(
      dataDir,
      secret,
      { LOG_LEVEL: "warn", METRICS_ENABLED: "false" },
      join(dataDir, "off.log"),
      cpus?.servers,
    );
    const targets = { on: await target(on, `on-${round}`), off: await target(off, `off-${round}`) };
    const order = round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
    for (const scenario of GET_SESSION_SCENARIOS) {
      for (const side of order) {
        for (const [label, m] of await scenario.run(targets[side], settings)) {
          console.log(`round ${round + 1} ${label} — ${side}: ${Math.round(m.rps)} req/s, p99 ${m.p99} ms`);
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
  const percent = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;
  // The work itself, without the machine's noise: what it is as a share of an "off" request.
  const direct = await directCostMicroseconds();
  const lines = [
    "| scenario | off req/s | p99 ms | on req/s | p99 ms | cost (median of rounds) | rounds' range | direct cost |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...[...totals].map(([label, { on: measuredOn, off: measuredOff }]) => {
      const costs = measuredOn
        .map((m, round) => 1 - m.rps / (measuredOff[round]?.rps ?? Number.NaN))
        .sort((a, b) => a - b);
      const median = ((costs[(costs.length - 1) >> 1] ?? 0) + (costs[costs.length >> 1] ?? 0)) / 2;
      const range = `${percent(costs[0] ?? 0)} … ${percent(costs.at(-1) ?? 0)}`;
      return `| ${label} | ${Math.round(mean(measuredOff, (m) => m.rps))} | ${mean(measuredOff, (m) => m.p99)} | ${Math.round(mean(measuredOn, (m) => m.rps))} | ${mean(measuredOn, (m) => m.p99)} | ${percent(median)} | ${range} | ${percent((direct * mean(measuredOff, (m) => m.rps)) / 1e6)} |`;
    }),
  ];
  const table = `${lines.join("\n")}\n\nDirect cost: the access line and the histogram observation take ${direct.toFixed(2)} µs per request in this process (observability-direct.ts, best of 3 × 1,000,000), shown as a share of an "off" request's time at the off side's rate (one CPU).`;
  console.log(`\n${table}\n`);
  const file = join(dirname(fileURLToPath(import.meta.url)), "results/observability-latest.md");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `# Access log and metrics: on vs off (get-session)\n\n${new Date().toISOString()}, ${ROUNDS} rounds (each with a fresh pair of servers) of ${settings.duration} s (warm-up ${settings.warmup} s); req/s and p99 are means over the rounds; ${placement}.\n\n${table}\n`,
  );
  console.log(`written to ${file}`);
}

runBench(main);
