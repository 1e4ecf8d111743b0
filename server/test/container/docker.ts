import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CookieJar } from "../helpers/cookie-jar.ts";

/** The repository's root (the Dockerfile, compose.yaml and scripts/container are there). */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Debian's docker client when installed (the one with BuildKit against Debian's dockerd), as the build scripts use. */
export const dockerClient = process.env.DOCKER ?? (existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker");

export type Result = { code: number; stdout: string; stderr: string };

/** Runs a command to its end and collects its output (never throws for a non-zero exit). */
export function exec(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string; timeoutMs?: number } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 120_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
    child.stdin.end(options.input ?? "");
  });
}

const describeFailure = (what: string, result: Result) =>
  `${what} exited ${result.code}\n--- stdout\n${result.stdout.slice(-4000)}\n--- stderr\n${result.stderr.slice(-4000)}`;

/** `docker …`; rejects with its output when it fails. */
export async function docker(args: readonly string[], options: { input?: string; timeoutMs?: number } = {}) {
  const result = await exec(dockerClient, args, options);
  if (result.code !== 0) throw new Error(describeFailure(`docker ${args.join(" ")}`, result));
  return result.stdout.trim();
}

/** `docker …` whatever its exit code. */
export const dockerResult = (args: readonly string[], options: { timeoutMs?: number } = {}) =>
  exec(dockerClient, args, options);

/** A container's state as `docker inspect` reports it. */
export async function containerState(id: string): Promise<{
  Status: string;
  Running: boolean;
  ExitCode: number;
  Health?: { Status: string; Log: Array<{ ExitCode: number; Output: string }> };
}> {
  return JSON.parse(await docker(["inspect", "--format", "{{json .State}}", id]));
}

/** Resolves once `check` returns a value other than undefined; rejects after `timeoutMs` naming `what`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  everyMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits for a container's health check to report healthy (failing at once if it turns unhealthy or stops). */
export function healthy(id: string, timeoutMs = 120_000): Promise<true> {
  return eventually(
    `container ${id.slice(0, 12)} healthy`,
    async () => {
      const state = await containerState(id);
      if (!state.Running) throw new Error(`stopped (exit ${state.ExitCode}): ${await logsOf(id)}`);
      if (state.Health?.Status === "unhealthy")
        throw new Error(`unhealthy: ${JSON.stringify(state.Health.Log.at(-1))}\n${await logsOf(id)}`);
      return state.Health?.Status === "healthy" ? true : undefined;
    },
    timeoutMs,
    1000,
  );
}

/** A container's output, stdout and stderr together. */
export async function logsOf(id: string): Promise<string> {
  const result = await dockerResult(["logs", id]);
  return `${result.stdout}${result.stderr}`;
}

/** A free TCP port on the loopback interface, to publish a container's port on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once GET `url` answers 200 (a server starting up refuses connections meanwhile). */
export const answers = (url: string, timeoutMs = 120_000) =>
  eventually(
    `${url} answering 200`,
    async () => ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200 ? true : undefined),
    timeoutMs,
  );

export type Reply<T> = { status: number; body: T; headers: Headers };

/** One person's browser against a Gatehouse at `baseURL`: its cookies, and the Origin it sends. */
export class Browser {
  readonly jar = new CookieJar();
  constructor(readonly baseURL: string) {}

  async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseURL}${path}`, {
      method,
      headers: {
        origin: this.baseURL,
        cookie: this.jar.header(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    this.jar.store(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers } satisfies Reply<T>;
  }

  signUp(email: string, password: string) {
    return this.request<{ user: { id: string; email: string } }>("POST", "/api/auth/sign-up/email", {
      email,
      password,
      name: "Container Test",
    });
  }

  signIn(email: string, password: string) {
    return this.request<{ user: { id: string; email: string } }>("POST", "/api/auth/sign-in/email", {
      email,
      password,
    });
  }

  session() {
    return this.request<{ user: { id: string; email: string } } | null>(
      "GET",
      "/api/auth/get-session?disableCookieCache=true",
    );
  }
}

/** Parses every line of `text` that is a JSON object; the others are returned apart. */
export function jsonLines(text: string): { objects: Array<Record<string, unknown>>; other: string[] } {
  const objects: Array<Record<string, unknown>> = [];
  const other: string[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (value && typeof value === "object" && !Array.isArray(value)) objects.push(value as Record<string, unknown>);
      else other.push(line);
    } catch {
      other.push(line);
    }
  }
  return { objects, other };
}
