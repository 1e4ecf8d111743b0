import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ScratchDatabase } from "./test-database.ts";
import { onFreePort, TestClient, type TestServer } from "./test-server.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/** A Gatehouse in a process of its own, and what it printed. */
export type ChildServer = {
  child: ChildProcess;
  server: TestServer;
  url: string;
  /** Standard output and error as they arrived, interleaved. */
  output: () => string;
  /** Each stream on its own. */
  streams: () => { stdout: string; stderr: string };
};

const running = new Set<ChildProcess>();

/** How to start a server: its folder and Node's arguments there. */
export type ServerLaunch = { cwd: string; args: readonly string[] };

/**
 * The real server started as operators start it, `gatehouse start` (bin/gatehouse.mjs: the
 * sources through tsx's loader in this one process, where the tsx CLI would fork a second one a
 * SIGKILL would miss), configured by the environment — or another release's server (`launch`).
 * Resolves once it listens.
 */
export async function startChildServer(
  database: ScratchDatabase,
  env: Record<string, string> = {},
  launch: ServerLaunch = { cwd: serverDir, args: ["bin/gatehouse.mjs", "start"] },
): Promise<ChildServer> {
  // The port is in BASE_URL, so it is picked before the child listens: another one if it was taken meanwhile.
  return onFreePort((port) => startChildServerOn(port, database, env, launch));
}

async function startChildServerOn(
  port: number,
  database: ScratchDatabase,
  env: Record<string, string>,
  launch: ServerLaunch,
): Promise<ChildServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...launch.args], {
    cwd: launch.cwd,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: url,
      AUTH_SECRET: "child-test-secret-child-test-secret-0123456789",
      RATE_LIMIT_ENABLED: "false",
      HASH_WORKERS: "1",
      PASSWORD_SCRYPT_N: "1024",
      ...database.env,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const streams = { stdout: "", stderr: "" };
  await new Promise<void>((resolve, reject) => {
    // tsx compiles the whole server before it listens: on a loaded 2-core CI machine, with three
    // children starting at once beside the other suites, that took more than 30 s once.
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 75_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      streams.stdout += chunk.toString();
      if (streams.stdout.includes("Gatehouse listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      streams.stderr += chunk.toString();
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}): ${output}`));
    });
  });
  const server = { url, client: () => new TestClient(url, url) } as unknown as TestServer;
  return { child, server, url, output: () => output, streams: () => ({ ...streams }) };
}

/** Sends a signal and resolves once the process has exited. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** Kills whatever a test left running (afterAll). */
export function killChildServers(): void {
  for (const child of running) child.kill("SIGKILL");
}
