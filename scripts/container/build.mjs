// Builds Gatehouse's image from the root Dockerfile with BuildKit, its labels filled in: the
// version from server/package.json (the one place it is written), the git revision, the time.
//
//   node scripts/container/build.mjs [--base IMAGE] [--tag NAME]...
//
// --base (or GATEHOUSE_BASE) replaces the Dockerfile's node:20-bookworm-slim; the tags default to
// gatehouse:<version> and gatehouse:latest. When a CA bundle exists (NPM_CA_FILE, else
// NODE_EXTRA_CA_CERTS, else the system's), npm inside the build trusts it through the build
// secret npm_ca, so installs work behind a TLS-intercepting proxy; the file lands in no layer.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildEnv, docker, imageSize, megabytes, root, run, seconds } from "./lib.mjs";

export function serverVersion() {
  return JSON.parse(readFileSync(join(root, "server/package.json"), "utf8")).version ?? "0.0.0";
}

function revision() {
  const out = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  if (out.status !== 0) return "unknown";
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout.trim();
  return `${out.stdout.trim()}${dirty ? "-dirty" : ""}`;
}

function caBundle() {
  const candidates = [process.env.NPM_CA_FILE, process.env.NODE_EXTRA_CA_CERTS, "/etc/ssl/certs/ca-certificates.crt"];
  return candidates.find((file) => file && existsSync(file));
}

/** Builds the image; resolves to its first tag. */
export async function buildImage({ base, tags } = {}) {
  const version = serverVersion();
  const names = tags?.length ? tags : [`gatehouse:${version}`, "gatehouse:latest"];
  const ca = caBundle();
  const args = [
    "build",
    ...(base ? ["--build-arg", `BASE=${base}`] : []),
    "--build-arg",
    `VERSION=${version}`,
    "--build-arg",
    `REVISION=${revision()}`,
    "--build-arg",
    `CREATED=${new Date().toISOString()}`,
    ...(ca ? ["--secret", `id=npm_ca,src=${ca}`] : []),
    ...names.flatMap((name) => ["-t", name]),
    root,
  ];
  const started = performance.now();
  await run(docker, args, { env: buildEnv });
  console.log(`${names.join(", ")}: built in ${seconds(started)} (${megabytes(imageSize(names[0]))})`);
  return names[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { base: { type: "string" }, tag: { type: "string", multiple: true } },
  });
  buildImage({ base: values.base ?? process.env.GATEHOUSE_BASE, tags: values.tag }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
