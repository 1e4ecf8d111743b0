// Spawns the servers under test as child processes on free loopback ports, and owns their cleanup.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = dirname(fileURLToPath(import.meta.url));
export const gatehouseMain = resolve(benchDir, "../server/src/main.ts");

export interface Server {
  name: string;
  url: string;
  /** The server's process (taskset execs it, so the pid is the server's own). */
  pid: number;
  stop(): Promise<void>;
}

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
let ticksPerSecond: number | undefined;

/** CPU time a process has used so far, in user mode and in the kernel, in microseconds; Linux only. */
export function processCpuMicroseconds(pid: number): { user: number; system: number } {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  const perSecond = ticksPerSecond;
  // Fields after the command name (which may hold spaces) — utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const microseconds = (ticks: string | undefined) => (Number(ticks) * 1e6) / perSecond;
  return { user: microseconds(fields[11]), system: microseconds(fields[12]) };
}

const children = new Set<ChildProcess>();
/** What each server printed last, and how it ended if it did, for failure reports. */
const diagnostics = new Map<string, { log: string[]; ended?: string }>();

export function serverDiagnostics(): string {
  return [...diagnostics]
    .map(
      ([name, d]) =>
        `--- ${name}: ${d.ended ?? "still running"}; last output:\n${d.log.join("").slice(-4000) || "(none)"}`,
    )
    .join("\n");
}
const tmpDirs = new Set<string>();

export function makeTmpDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-bench-"));
  tmpDirs.add(dir);
  return dir;
}

export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Synchronous so it can also run from an 'exit' handler. */
export function killAllSync(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children.clear();
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
  tmpDirs.clear();
}

/** Asynchronous cleanups (scratch databases to drop), run after the servers are killed. */
const cleanups = new Set<() => Promise<void>>();

/** Registers `cleanup` to run when the bench ends, fails or is interrupted; returns its removal. */
export function atCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

async function runCleanups(): Promise<void> {
  const pending = [...cleanups];
  cleanups.clear();
  const results = await Promise.allSettled(pending.map((cleanup) => cleanup()));
  for (const result of results)
    if (result.status === "rejected") console.error(`cleanup failed: ${String(result.reason)}`);
}

/**
 * Runs a bench's main: its servers are killed when it ends, fails or is interrupted, and a
 * failure is reported with what they printed last.
 */
export function runBench(main: () => Promise<void>): void {
  process.on("exit", killAllSync);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      killAllSync();
      // A scratch database left behind would outlive the run: a few seconds to drop it.
      setTimeout(() => process.exit(130), 5000).unref();
      void runCleanups().finally(() => process.exit(130));
    });
  }
  main().then(
    async () => {
      killAllSync();
      await runCleanups();
    },
    async (error: unknown) => {
      console.error(`\nBENCH FAILED: ${error instanceof Error ? error.message : String(error)}`);
      console.error(`\nserver diagnostics:\n${serverDiagnostics()}`);
      killAllSync();
      await runCleanups();
      process.exitCode = 1;
    },
  );
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error("no free port"))));
    });
  });
}

interface SpawnSpec extends Omit<GatehouseSpawn, "script" | "readiness"> {
  name: string;
  script: string;
  cwd: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  isReady: (body: string) => boolean;
}

/**
 * CPUs for a side-by-side cost measurement: the servers on one, the load generator on another,
 * so the work a server adds is paid by that server's own CPU and not taken from the load
 * generator's (with both free to move, a 2-core machine measures their contention). Null when
 * the machine has one CPU or no taskset.
 */
export function separateCpus(): { servers: string; loadGenerator: string } | null {
  if (availableParallelism() < 2) return null;
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
  } catch {
    return null;
  }
  return { servers: "0", loadGenerator: "1" };
}

/** Pins this process (the load generator), every thread of it, to the given CPUs. */
export function pinThisProcess(cpus: string): void {
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(process.pid)], { stdio: "ignore" });
}

async function spawnServer(spec: SpawnSpec): Promise<Server> {
  const url = `http://127.0.0.1:${spec.port}`;
  // BENCH_GATEHOUSE_NODE_ARGS: extra node flags for Gatehouse only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = spec.name.startsWith("gatehouse")
    ? (process.env.BENCH_GATEHOUSE_NODE_ARGS ?? "").split(/\s+/).filter(Boolean)
    : [];
  const nodeArgs = [...extra, ...(spec.nodeArgs ?? []), "--import", "tsx", spec.script];
  const [command, args] =
    spec.cpus === undefined
      ? [process.execPath, nodeArgs]
      : ["taskset", ["-c", spec.cpus, process.execPath, ...nodeArgs]];
  const child = spawn(command, args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, PORT: String(spec.port) },
    // Our own servers get an IPC channel so they exit with us even if we die uncleanly.
    stdio:
      spec.cwd === benchDir
        ? ["ignore", "pipe", "pipe", "ipc"]
        : ["ignore", "pipe", spec.stderrFile === undefined ? "pipe" : openSync(spec.stderrFile, "a")],
  });
  children.add(child);
  // Drained continuously so a chatty server never blocks on a full pipe; kept for failure reports.
  const log: string[] = [];
  const diagnostic: { log: string[]; ended?: string } = { log };
  diagnostics.set(spec.name, diagnostic);
  let stopping = false;
  const keep = (chunk: Buffer): void => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((done) =>
    child.once("exit", (code, signal) => {
      diagnostic.ended = `${stopping ? "stopped" : "EXITED UNEXPECTEDLY"} (${code ?? signal})`;
      done();
    }),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${spec.name} exited (${child.exitCode ?? child.signalCode}) before ready:\n${log.join("")}`);
    }
    if (Date.now() > deadline) throw new Error(`${spec.name} not ready within 60 s:\n${log.join("")}`);
    try {
      const res = await fetch(url + spec.readyPath);
      if (res.ok && spec.isReady(await res.text())) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    name: spec.name,
    url,
    pid: child.pid ?? 0,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    },
  };
}

const isOk = (body: string): boolean => {
  try {
    return (JSON.parse(body) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
};

export function gatehouseExists(): boolean {
  return existsSync(gatehouseMain);
}

/** How a Gatehouse is spawned, beyond its environment. */
export interface GatehouseSpawn {
  /** Its stderr (the logs) appended to this file instead of read by this process. */
  stderrFile?: string;
  /** The CPUs it may run on (taskset's list, e.g. "0"); any when absent. */
  cpus?: string;
  /** Node flags before the script's (e.g. `--cpu-prof`). */
  nodeArgs?: readonly string[];
  /** What runs instead of server/src/main.ts (a bench's own entry that starts Gatehouse). */
  script?: string;
  /**
   * The name it is reported under ("gatehouse" by default; BENCH_GATEHOUSE_NODE_ARGS applies to
   * names that start with "gatehouse").
   */
  name?: string;
  /**
   * Where it answers once ready: `GET /api/auth/ok` by default; a worker process
   * (GATEHOUSE_ROLE=worker) serves the probes alone, so `/readyz`.
   */
  readiness?: "auth" | "probe";
}

/**
 * Gatehouse itself; it creates and migrates <dataDir>/gatehouse.db, or the PostgreSQL database
 * `env.DATABASE_URL` names.
 */
export async function startGatehouse(
  dataDir: string,
  secret: string,
  env: Record<string, string> = {},
  spawnAs: GatehouseSpawn = {},
): Promise<Server> {
  const port = await freePort();
  return spawnServer({
    name: spawnAs.name ?? "gatehouse",
    stderrFile: spawnAs.stderrFile,
    cpus: spawnAs.cpus,
    nodeArgs: spawnAs.nodeArgs,
    script: spawnAs.script ?? gatehouseMain,
    cwd: resolve(benchDir, "../server"),
    port,
    ...(spawnAs.readiness === "probe"
      ? { readyPath: "/readyz", isReady: (body: string) => body.includes('"status":"ready"') }
      : { readyPath: "/api/auth/ok", isReady: isOk }),
    env: {
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      BASE_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_ENABLED: "false",
      NODE_ENV: "production",
      ...env,
    },
  });
}

/** Stock better-auth on the same database file; `migrate` only when no Gatehouse did it. */
export async function startBaseline(dbFile: string, secret: string, migrate: boolean): Promise<Server> {
  const port = await freePort();
  return spawnServer({
    name: "baseline",
    script: join(benchDir, "baseline/stock-server.ts"),
    cwd: benchDir,
    port,
    readyPath: "/api/auth/ok",
    isReady: isOk,
    env: {
      DB_FILE: dbFile,
      AUTH_SECRET: secret,
      BASE_URL: `http://127.0.0.1:${port}`,
      BASELINE_MIGRATE: String(migrate),
      NODE_ENV: "production",
    },
  });
}

export async function startCeiling(): Promise<Server> {
  return spawnServer({
    name: "ceiling",
    script: join(benchDir, "baseline/ceiling-server.ts"),
    cwd: benchDir,
    port: await freePort(),
    readyPath: "/ceiling",
    isReady: isOk,
    env: { NODE_ENV: "production" },
  });
}
