// `npm run bench:observability -w bench`: what the access log and the metrics cost on
// get-session, measured side by side in one run: one Gatehouse with both on (production's
// defaults: LOG_LEVEL=info, JSON lines, METRICS_ENABLED=true), one with both off, on the same
// SQLite file, the order alternating each round. Writes results/observability-latest.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cookieHeader, getSession, isSessionOf, mustSignUp, newCredentials, SESSION_TOKEN } from "./http.ts";
import { type Measurement, type Settings, scenarios, type Target } from "./scenarios.ts";
import { makeTmpDir, randomSecret, runBench, type Server, startGatehouse } from "./servers.ts";

const ROUNDS = 4;
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
    duration: Number(process.env.BENCH_DURATION ?? 8),
    warmup: Number(process.env.BENCH_WARMUP ?? 2),
  };
  const dataDir = makeTmpDir();
  const secret = randomSecret();
  // Logs go to a file, as under a process manager, not to this process (the load generator's CPU).
  const on = await startGatehouse(dataDir, secret, { LOG_FORMAT: "json" }, join(dataDir, "on.log"));
  const off = await startGatehouse(
    dataDir,
    secret,
    { LOG_LEVEL: "warn", METRICS_ENABLED: "false" },
    join(dataDir, "off.log"),
  );
  const targets = { on: await target(on, "on"), off: await target(off, "off") };
  // rps per scenario label and side, summed over the rounds.
  const totals = new Map<string, { on: Measurement[]; off: Measurement[] }>();
  for (let round = 0; round < ROUNDS; round++) {
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
  }
  const mean = (ms: Measurement[], pick: (m: Measurement) => number) =>
    ms.reduce((sum, m) => sum + pick(m), 0) / ms.length;
  const lines = [
    "| scenario | off req/s | p99 ms | on req/s | p99 ms | cost |",
    "|---|--:|--:|--:|--:|--:|",
    ...[...totals].map(([label, { on: measuredOn, off: measuredOff }]) => {
      const rpsOn = mean(measuredOn, (m) => m.rps);
      const rpsOff = mean(measuredOff, (m) => m.rps);
      const cost = ((1 - rpsOn / rpsOff) * 100).toFixed(1);
      return `| ${label} | ${Math.round(rpsOff)} | ${mean(measuredOff, (m) => m.p99)} | ${Math.round(rpsOn)} | ${mean(measuredOn, (m) => m.p99)} | ${cost} % |`;
    }),
  ];
  const table = lines.join("\n");
  console.log(`\n${table}\n`);
  const file = join(dirname(fileURLToPath(import.meta.url)), "results/observability-latest.md");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `# Access log and metrics: on vs off (get-session)\n\n${new Date().toISOString()}, ${ROUNDS} rounds of ${settings.duration} s (warm-up ${settings.warmup} s), means.\n\n${table}\n`,
  );
  console.log(`written to ${file}`);
  await Promise.all([on.stop(), off.stop()]);
}

runBench(main);
