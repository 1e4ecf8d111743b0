// The access log's cost in one process, on and off in alternating windows (a fifth of a second
// each) under one load: the side-by-side figure compares two processes, and two processes of the
// same setting differ by more than the cost (one can take twice the CPU per request of its twin;
// the control's single rounds swing ±30 %). Here both sides share the process, its memory layout,
// its JIT and its connections, and each "on" window is compared with the "off" windows either side
// of it, so the machine's drift cancels too. Metrics stay on in both (alone they measure no cost:
// the side-by-side ablation).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { LoggingWindow } from "./observability-windows-server.ts";
import type { Scenario, Settings, Target } from "./scenarios.ts";
import { type Server, startGatehouse } from "./servers.ts";
import { median, medianInterval, percent } from "./stats.ts";

type Start = { dataDir: string; secret: string; env: Record<string, string>; cpus?: string };

/** Per "on" window: 1 − its req/s over its neighbours', and its CPU per request over theirs − 1. */
export type WindowedCost = { throughput: number[]; cpu: number[] };

const script = resolve(import.meta.dirname, "observability-windows-server.ts");
/** One load per scenario, long enough for a hundred "on" windows. */
const SETTINGS: Settings = { duration: Number(process.env.BENCH_WINDOWS_DURATION ?? 45), warmup: 2 };
const WINDOW_MS = 200;
/** Windows this close to the load's start (after the warm-up) or end are partial: left out. */
const EDGE_MS = 1000;

/**
 * Runs each scenario once against a fresh alternating server and returns, per load label, the
 * cost of each "on" window. `control`: nothing is written in either window.
 */
async function alternatingCosts(
  scenarios: readonly Scenario[],
  start: Start,
  target: (server: Server, name: string) => Promise<Target>,
  control: boolean,
): Promise<Map<string, WindowedCost>> {
  const costs = new Map<string, WindowedCost>();
  for (const [index, scenario] of scenarios.entries()) {
    const windowsFile = join(start.dataDir, `windows-${control ? "control" : "on"}-${index}.json`);
    const server = await startGatehouse(
      start.dataDir,
      start.secret,
      {
        ...start.env,
        BENCH_WINDOWS_FILE: windowsFile,
        BENCH_WINDOWS_CONTROL: control ? "1" : "0",
        BENCH_WINDOW_MS: String(WINDOW_MS),
      },
      { stderrFile: join(start.dataDir, "windows.log"), cpus: start.cpus, script },
    );
    const loadStarted = Date.now() + SETTINGS.warmup * 1000;
    const labels = [...(await scenario.run(await target(server, `windows-${index}`), SETTINGS)).keys()];
    const loadEnded = Date.now();
    await server.stop();
    const windows = (JSON.parse(readFileSync(windowsFile, "utf8")) as LoggingWindow[]).filter(
      (w) => w.startedAt >= loadStarted + EDGE_MS && w.startedAt + w.ms <= loadEnded - EDGE_MS && w.answered > 0,
    );
    const cost = windowedCost(windows);
    for (const label of labels) costs.set(label, cost);
  }
  return costs;
}

function windowedCost(windows: LoggingWindow[]): WindowedCost {
  const rate = (w: LoggingWindow) => w.answered / w.ms;
  const cpuPerRequest = (w: LoggingWindow) => w.cpuUs / w.answered;
  const cost: WindowedCost = { throughput: [], cpu: [] };
  for (let i = 1; i + 1 < windows.length; i++) {
    const [before, on, after] = [windows[i - 1], windows[i], windows[i + 1]];
    if (!before || !on || !after || !on.writing || before.writing || after.writing) continue;
    cost.throughput.push(1 - rate(on) / ((rate(before) + rate(after)) / 2));
    cost.cpu.push(cpuPerRequest(on) / ((cpuPerRequest(before) + cpuPerRequest(after)) / 2) - 1);
  }
  if (cost.throughput.length === 0) throw new Error("no whole on/off windows during the load");
  return cost;
}

/** The alternating measurement and its control (nothing written in either window), as a table. */
export async function windowsTable(
  scenarios: readonly Scenario[],
  start: Start,
  target: (server: Server, name: string) => Promise<Target>,
): Promise<string> {
  const measured = await alternatingCosts(scenarios, start, target, false);
  const control = await alternatingCosts(scenarios, start, target, true);
  const cell = (values: number[]) => {
    const [low, high] = medianInterval(values);
    return `${percent(median(values))} (${percent(low)} … ${percent(high)})`;
  };
  const rows = [...measured].map(([label, cost]) => {
    const controlCost = control.get(label);
    const controlCell = controlCost
      ? `${percent(median(controlCost.throughput))} / ${percent(median(controlCost.cpu))}`
      : "–";
    return `| ${label} | ${cost.throughput.length} | ${cell(cost.throughput)} | ${cell(cost.cpu)} | ${controlCell} |`;
  });
  return [
    "| scenario | on windows | throughput cost, median (95 % interval) | CPU per request cost, median (95 % interval) | control: throughput / CPU |",
    "|---|--:|--:|--:|--:|",
    ...rows,
    "",
    `One server per scenario with production's settings (JSON access log at info to a file, metrics on), under ${SETTINGS.duration} s of the same load, writing its access lines in every other window of ${WINDOW_MS} ms and skipping them in the others (observability-windows-server.ts). Each "on" window is compared with the "off" windows either side of it: its req/s and its CPU time (user + kernel, all threads) per answered request. The control does the same with nothing written in either window: what the method reads when there is nothing to find.`,
  ].join("\n");
}
