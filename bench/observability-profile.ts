// The access log's and the metrics' share of an "on" server's own CPU, read from a V8 CPU profile
// of it under the bench's load: the share of its busy samples whose stack passes through the
// access line, its destination or the request histogram. The side-by-side figure compares two
// processes, each with its own luck (memory layout, JIT) and the machine's drift between them;
// this compares one process with itself, in the server as it runs, where the same work costs
// several times what it costs in a tight loop (observability-direct.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Scenario, Settings, Target } from "./scenarios.ts";
import { type Server, startGatehouse } from "./servers.ts";

/** Gatehouse's modules that only the access log and the metrics run while serving a request. */
const OBSERVABILITY_MODULES = [
  "/server/src/kit/access-line.ts",
  "/server/src/kit/batched-destination.ts",
  "/server/src/metrics/request-durations.ts",
  "/server/src/metrics/registry.ts",
];
/** One sample every 200 µs: ~5 % slower under the profiler, thousands of samples per run. */
const SAMPLE_INTERVAL_US = 200;

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; startTime: number; timeDeltas: number[] };

export type ProfiledShare = { share: number; busySamples: number };

/**
 * Runs each scenario once against a fresh "on" server under the profiler and returns, per load
 * label, the observability share of the samples taken during the load (idle ones excluded).
 */
export async function profiledShares(
  scenarios: readonly Scenario[],
  start: { dataDir: string; secret: string; env: Record<string, string>; cpus?: string },
  target: (server: Server, name: string) => Promise<Target>,
  settings: Settings,
): Promise<Map<string, ProfiledShare>> {
  const shares = new Map<string, ProfiledShare>();
  for (const [index, scenario] of scenarios.entries()) {
    const profileDir = join(start.dataDir, `profile-${index}`);
    const server = await startGatehouse(
      start.dataDir,
      start.secret,
      // No shutdown delay: the profile is written at exit, before the bench's SIGKILL deadline.
      { ...start.env, SHUTDOWN_DELAY_MS: "0" },
      {
        stderrFile: join(start.dataDir, "profiled.log"),
        cpus: start.cpus,
        nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, `--cpu-prof-interval=${SAMPLE_INTERVAL_US}`],
      },
    );
    const loadStarted = monotonicMicroseconds();
    const labels = [...(await scenario.run(await target(server, `profiled-${index}`), settings)).keys()];
    const loadEnded = monotonicMicroseconds();
    await server.stop();
    const share = observabilityShare(mainThreadProfile(profileDir), loadStarted, loadEnded);
    for (const label of labels) shares.set(label, share);
  }
  return shares;
}

/** CLOCK_MONOTONIC in µs: the clock V8 stamps its profile samples with (Linux). */
const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

function mainThreadProfile(dir: string): CpuProfile {
  // Node names them CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; the main thread is 0.
  const file = readdirSync(dir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`no main-thread CPU profile in ${dir}`);
  return JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile;
}

function observabilityShare(profile: CpuProfile, from: number, to: number): ProfiledShare {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const isObservability = (node: ProfileNode) =>
    OBSERVABILITY_MODULES.some((module) => node.callFrame.url.endsWith(module));
  // Whether a sampled stack passes through the modules, per leaf node (computed once each).
  const throughObservability = new Map<number, boolean>();
  const passes = (leaf: number): boolean => {
    const known = throughObservability.get(leaf);
    if (known !== undefined) return known;
    let found = false;
    for (let id: number | undefined = leaf; id !== undefined && !found; id = parentOf.get(id)) {
      const node = byId.get(id);
      found = node !== undefined && isObservability(node);
    }
    throughObservability.set(leaf, found);
    return found;
  };
  let time = profile.startTime;
  let busy = 0;
  let observed = 0;
  profile.samples.forEach((leaf, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to || byId.get(leaf)?.callFrame.functionName === "(idle)") return;
    busy++;
    if (passes(leaf)) observed++;
  });
  if (busy === 0) throw new Error("the CPU profile holds no busy sample taken during the load");
  return { share: observed / busy, busySamples: busy };
}
