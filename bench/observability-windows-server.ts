// Gatehouse with production's logging (JSON access lines at info, metrics on), whose access log
// is written in every other window of BENCH_WINDOW_MS and skipped in the others, in one process
// (observability-windows.ts). Each window's answered requests and CPU time are written to
// BENCH_WINDOWS_FILE at SIGTERM. BENCH_WINDOWS_CONTROL=1: nothing is written in either window
// (the method's own noise). Spawned by the bench in server/ with tsx, like server/src/main.ts.
import { writeFileSync } from "node:fs";
import { serverModule } from "./observability-direct.ts";

/** One window: whether its access lines were written, how long it lasted, what it answered and cost. */
export type LoggingWindow = { writing: boolean; startedAt: number; ms: number; answered: number; cpuUs: number };

type Destination = { writeEncoded(encoder: unknown, item: unknown): void };
type DestinationModule = { BatchedDestination: new (fd: number) => Destination };
type ConfigModule = { loadConfig(source: NodeJS.ProcessEnv): unknown };
type MainModule = {
  startGatehouse(config: unknown, options: { logDestination: Destination }): Promise<{ close(): Promise<void> }>;
};

const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 200);
const CONTROL = process.env.BENCH_WINDOWS_CONTROL === "1";
const windowsFile = process.env.BENCH_WINDOWS_FILE;
if (!windowsFile) throw new Error("BENCH_WINDOWS_FILE is not set");

const { BatchedDestination } = await serverModule<DestinationModule>("kit/batched-destination.ts");
const { loadConfig } = await serverModule<ConfigModule>("config.ts");
const { startGatehouse } = await serverModule<MainModule>("main.ts");

/** Stderr's batched destination (a file, under the bench), skipping access lines while told to. */
class AlternatingDestination extends BatchedDestination {
  writing = !CONTROL;
  answered = 0;

  override writeEncoded(encoder: unknown, item: unknown): void {
    this.answered++;
    if (this.writing) super.writeEncoded(encoder, item);
  }
}

const destination = new AlternatingDestination(2);
const gatehouse = await startGatehouse(loadConfig(process.env), { logDestination: destination });

const windows: LoggingWindow[] = [];
let writingNow = true;
let startedAt = Date.now();
let started = performance.now();
let cpuAtStart = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const cpu = process.cpuUsage(cpuAtStart);
  windows.push({
    writing: writingNow,
    startedAt,
    ms: now - started,
    answered: destination.answered,
    cpuUs: cpu.user + cpu.system,
  });
  writingNow = !writingNow;
  destination.writing = writingNow && !CONTROL;
  destination.answered = 0;
  startedAt = Date.now();
  started = now;
  cpuAtStart = process.cpuUsage();
}, WINDOW_MS);

process.once("SIGTERM", () => {
  writeFileSync(windowsFile, JSON.stringify(windows));
  void gatehouse.close().then(() => process.exit(0));
});
