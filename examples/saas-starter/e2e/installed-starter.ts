import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The starter as a developer gets it: @gatehouse/react and @gatehouse/node built and packed as
 * npm would publish them, the starter copied out of the monorepo with its two Gatehouse
 * dependencies pointing at those tarballs, installed from the registry, built with Vite and
 * started with its own server. Nothing here reaches into the workspace's node_modules.
 */

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const starterDir = fileURLToPath(new URL("..", import.meta.url));

/** Left out of the copy: what npm and Vite make, and this test. */
const NOT_COPIED = new Set(["node_modules", "dist", "e2e", "vitest.config.ts"]);

const running = new Set<ChildProcess>();

/**
 * The environment of a developer's shell: none of the npm_* variables of an `npm run` that may
 * have started this test (they would point npm at the monorepo's workspace), nor vitest's own
 * (NODE_ENV=test would change what Vite builds).
 */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(npm_|VITEST)/i.test(key) && key !== "NODE_ENV" && key !== "TEST") env[key] = value;
  return { ...env, ...extra };
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: shellEnv(options.env ?? {}),
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} in ${options.cwd} failed (${code ?? signal}):\n${output}`));
    });
  });
}

export type Tarballs = { react: string; node: string };

/** Builds both packages and packs them into `into`; the tarballs' paths. */
export async function packPackages(into: string): Promise<Tarballs> {
  await run("npm", ["run", "build", "-w", "packages/react", "-w", "packages/node"], { cwd: repoRoot });
  await run("npm", ["pack", "--pack-destination", into, "-w", "packages/react", "-w", "packages/node"], {
    cwd: repoRoot,
  });
  const packed = readdirSync(into);
  const find = (prefix: string) => {
    const file = packed.find((name) => name.startsWith(prefix) && name.endsWith(".tgz"));
    if (!file) throw new Error(`npm pack made no ${prefix}*.tgz in ${into} (${packed.join(", ")})`);
    return join(into, file);
  };
  return { react: find("gatehouse-react-"), node: find("gatehouse-node-") };
}

/** Copies the starter into `into`, its Gatehouse dependencies on the tarballs. */
export function copyStarter(into: string, tarballs: Tarballs): void {
  cpSync(starterDir, into, {
    recursive: true,
    filter: (source) => {
      const [first] = relative(starterDir, source).split(sep);
      return first === undefined || !NOT_COPIED.has(first);
    },
  });
  const manifestPath = join(into, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { dependencies: Record<string, string> };
  manifest.dependencies["@gatehouse/react"] = `file:${tarballs.react}`;
  manifest.dependencies["@gatehouse/node"] = `file:${tarballs.node}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

export const install = (dir: string) =>
  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: dir });

export type ReservedPort = { port: number; release(): Promise<void> };

/**
 * A free loopback port held until `release()`: Gatehouse must trust the starter's origin before
 * the starter exists, and no other process may take the port in the minute the install takes.
 */
export function reservePort(): Promise<ReservedPort> {
  return new Promise((resolve, reject) => {
    const holder = createServer();
    holder.once("error", reject);
    holder.listen(0, "127.0.0.1", () => {
      const address = holder.address();
      if (typeof address !== "object" || !address) return reject(new Error("no port"));
      resolve({ port: address.port, release: () => new Promise((done) => holder.close(() => done())) });
    });
  });
}

export type StartedStarter = { url: string; output: () => string; stop(): Promise<void> };

/** `npm start`'s command (the built pages and the API on one port), run directly so it can be stopped. */
export async function startStarter(dir: string, env: Record<string, string>): Promise<StartedStarter> {
  const child = spawn(process.execPath, ["api/server.mjs"], {
    cwd: dir,
    env: shellEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const listening = /listening on (http:\/\/\S+)/;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code, signal) => reject(new Error(`the starter exited (${code ?? signal}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Whatever is still running when the test ends (a hook that timed out mid-install). */
export function killLeftovers(): void {
  for (const child of running) child.kill("SIGKILL");
}
