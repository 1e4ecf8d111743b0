import { spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { docker, dockerResult, repositoryRoot } from "../docker.ts";

/** The images the container tests run, as the global setup made them. */
export type ContainerImages = {
  gatehouse: string;
  node: string;
  postgres: string;
  redis: string;
  version: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    images: ContainerImages;
  }
}

/** Where the build's output goes (printed when it fails): thousands of lines of apt, npm and vite. */
const logFile = join(tmpdir(), `gatehouse-container-build-${process.pid}.log`);

function runScript(script: string, args: string[]): Promise<string> {
  const log = createWriteStream(logFile, { flags: "a" });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repositoryRoot, "scripts/container", script), ...args], {
      cwd: repositoryRoot,
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      log.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => log.write(chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      log.end();
      if (code === 0) resolve(stdout);
      else {
        const tail = readFileSync(logFile, "utf8").split("\n").slice(-60).join("\n");
        reject(new Error(`${script} ${args.join(" ")} failed (exit ${code}); the end of ${logFile}:\n${tail}`));
      }
    });
  });
}

/** An image's id, or undefined when there is none of that name. */
async function imageId(name: string): Promise<string | undefined> {
  const result = await dockerResult(["image", "inspect", "--format", "{{.Id}}", name]);
  return result.code === 0 ? result.stdout.trim() : undefined;
}

/** Lines of the scripts' own reports ("…: built in 12.3 s (456.7 MB)"), without the build tools' output. */
const reports = (output: string) => output.split("\n").filter((line) => /: (present|built in) /.test(line));

/**
 * Before any container test: the base images made from Debian's packages when absent (kept in
 * dockerd's store between runs), then Gatehouse's image built from the repository's Dockerfile on
 * them, as tag gatehouse:test.
 */
export default async function setup(project: TestProject): Promise<void> {
  await docker(["version", "--format", "{{.Server.Version}}"]).catch((error: Error) => {
    throw new Error(`dockerd is not reachable: ${error.message}`);
  });
  const started = performance.now();
  const baseOutput = await runScript("base-images.mjs", ["--json"]);
  const base = JSON.parse(baseOutput.trim().split("\n").at(-1) ?? "{}") as Record<string, string>;
  for (const line of reports(baseOutput)) process.stdout.write(`[container] ${line}\n`);
  const gatehouse = "gatehouse:test";
  const previous = await imageId(gatehouse);
  const buildOutput = await runScript("build.mjs", ["--base", base.node ?? "", "--tag", gatehouse]);
  for (const line of reports(buildOutput)) process.stdout.write(`[container] ${line}\n`);
  // Each build is a new image (its creation time is a label): the last run's, now untagged, goes.
  if (previous && previous !== (await imageId(gatehouse))) await dockerResult(["image", "rm", previous]);
  process.stdout.write(
    `[container] images ready in ${((performance.now() - started) / 1000).toFixed(1)} s (build output: ${logFile})\n`,
  );
  const version = (JSON.parse(readFileSync(join(repositoryRoot, "server/package.json"), "utf8")) as { version: string })
    .version;
  project.provide("images", {
    gatehouse,
    node: base.node ?? "",
    postgres: base.postgres ?? "",
    redis: base.redis ?? "",
    version,
  });
}
