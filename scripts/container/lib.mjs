// Shared by the container scripts: which docker client to run, and running it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/**
 * The docker client. Debian's (/usr/bin/docker) when installed: it builds with BuildKit (build
 * secrets, `RUN --mount`) against Debian's dockerd; DOCKER names another.
 */
export const docker = process.env.DOCKER ?? (existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker");

/** Environment for `docker build`: BuildKit on, whatever the daemon's default. */
export const buildEnv = { ...process.env, DOCKER_BUILDKIT: "1" };

/** Runs a command with its output on ours; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Whether the daemon holds an image of this name. */
export function imageExists(name) {
  return spawnSync(docker, ["image", "inspect", name], { stdio: "ignore" }).status === 0;
}

/** An image's size in bytes, as `docker image inspect` counts it (all its layers). */
export function imageSize(name) {
  const out = spawnSync(docker, ["image", "inspect", "--format", "{{.Size}}", name], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`no image ${name}: ${out.stderr.trim()}`);
  return Number(out.stdout.trim());
}

export const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

export const seconds = (startedMs) => `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;
