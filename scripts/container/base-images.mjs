// Base images for building and testing Gatehouse's image on a machine that cannot pull from a
// registry, made from Debian's packages and this machine's own Node:
//
//   local/debian:bookworm            debootstrap's minbase, slimmed as Debian's -slim images are
//   local/node:<major>-bookworm-slim this machine's node binary, npm and headers on it
//   local/postgres:15                Debian's PostgreSQL, with the official image's variables
//   local/redis:7                    Debian's Redis
//
// An image that already exists is kept (they stay in dockerd's store between runs); --force
// rebuilds them all. Needs root, debootstrap and a running dockerd.
//
//   node scripts/container/base-images.mjs [--force] [--json]
//
// --json: the last line of the output is the images' names as JSON (the container tests read it).
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildEnv, docker, imageExists, imageSize, megabytes, root, run, seconds } from "./lib.mjs";

const NODE_MAJOR = process.versions.node.split(".")[0];

export const BASE_IMAGES = {
  debian: "local/debian:bookworm",
  node: `local/node:${NODE_MAJOR}-bookworm-slim`,
  postgres: "local/postgres:15",
  redis: "local/redis:7",
};

const here = join(root, "scripts/container");

/** The Debian mirror apt on this machine already uses (deb.debian.org unless it says otherwise). */
function debianMirror() {
  if (process.env.DEBIAN_MIRROR) return process.env.DEBIAN_MIRROR;
  for (const file of ["/etc/apt/sources.list.d/debian.sources", "/etc/apt/sources.list"]) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    const uri =
      text.match(/^URIs:\s*(\S+\/debian)\/?\s*$/m)?.[1] ??
      text.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s/m)?.[1];
    if (uri) return uri;
  }
  return "http://deb.debian.org/debian";
}

// What Debian's official -slim images leave out of every package installed later, and apt's
// caches they never keep.
const DPKG_EXCLUDES = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
`;
const APT_CLEAN = `DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
`;

/** Paths mounted under `dir` (debootstrap mounts /proc and /sys while it works). */
function mountsUnder(dir) {
  return readFileSync("/proc/mounts", "utf8")
    .split("\n")
    .map((line) => line.split(" ")[1])
    .filter((path) => path?.startsWith(`${dir}/`));
}

async function buildDebian(work) {
  if (spawnSync("debootstrap", ["--version"], { stdio: "ignore" }).status !== 0)
    throw new Error("debootstrap is not installed (apt-get install -y debootstrap)");
  const rootfs = join(work, "rootfs");
  const mirror = debianMirror();
  await run("debootstrap", ["--variant=minbase", "bookworm", rootfs, mirror]);
  for (const mount of mountsUnder(rootfs).reverse()) await run("umount", ["-l", mount]);
  for (const path of [
    "var/cache/apt/archives",
    "var/lib/apt/lists",
    "usr/share/doc",
    "usr/share/man",
    "usr/share/info",
  ])
    rmSync(join(rootfs, path), { recursive: true, force: true });
  for (const path of ["var/cache/apt/archives/partial", "var/lib/apt/lists/partial", "usr/share/doc", "usr/share/man"])
    mkdirSync(join(rootfs, path), { recursive: true });
  const locales = join(rootfs, "usr/share/locale");
  for (const entry of readdirSync(locales))
    if (entry !== "locale.alias") rmSync(join(locales, entry), { recursive: true, force: true });
  writeFileSync(join(rootfs, "etc/dpkg/dpkg.cfg.d/docker"), DPKG_EXCLUDES);
  writeFileSync(join(rootfs, "etc/apt/apt.conf.d/docker-clean"), APT_CLEAN);
  writeFileSync(
    join(rootfs, "etc/apt/sources.list"),
    `deb ${mirror} bookworm main\ndeb ${mirror} bookworm-updates main\ndeb ${mirror}-security bookworm-security main\n`,
  );
  // The container runtime supplies these.
  for (const file of ["etc/hostname", "etc/resolv.conf"]) writeFileSync(join(rootfs, file), "");
  rmSync(join(rootfs, "etc/machine-id"), { force: true });
  chmodSync(join(rootfs, "tmp"), 0o1777);

  await new Promise((resolve, reject) => {
    const tar = spawn("tar", ["--numeric-owner", "-C", rootfs, "-c", "."], { stdio: ["ignore", "pipe", "inherit"] });
    const imported = spawn(
      docker,
      [
        "import",
        "--change",
        "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "--change",
        'CMD ["bash"]',
        "-",
        BASE_IMAGES.debian,
      ],
      { stdio: ["pipe", "inherit", "inherit"] },
    );
    tar.stdout.pipe(imported.stdin);
    let pending = 2;
    const done = (what) => (code) => {
      if (code !== 0) reject(new Error(`${what} failed (exit ${code})`));
      else if (--pending === 0) resolve();
    };
    tar.once("exit", done("tar"));
    imported.once("exit", done("docker import"));
  });
}

async function buildNode(work) {
  // This machine's installation: <prefix>/bin/node, <prefix>/lib/node_modules/npm, <prefix>/include/node.
  const prefix = dirname(dirname(realpathSync(process.execPath)));
  const context = join(work, "node");
  mkdirSync(context);
  cpSync(realpathSync(process.execPath), join(context, "node"));
  cpSync(join(prefix, "lib/node_modules/npm"), join(context, "npm"), { recursive: true });
  cpSync(join(prefix, "include/node"), join(context, "include"), { recursive: true });
  await build(BASE_IMAGES.node, "node.Dockerfile", context, ["--build-arg", `NODE_VERSION=${process.versions.node}`]);
}

function build(tag, dockerfile, context, args = []) {
  return run(
    docker,
    ["build", "--build-arg", `DEBIAN=${BASE_IMAGES.debian}`, ...args, "-f", join(here, dockerfile), "-t", tag, context],
    { env: buildEnv },
  );
}

const steps = [
  ["debian", buildDebian],
  ["node", buildNode],
  ["postgres", () => build(BASE_IMAGES.postgres, "postgres.Dockerfile", here)],
  ["redis", () => build(BASE_IMAGES.redis, "redis.Dockerfile", here)],
];

export async function ensureBaseImages({ force = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), "gatehouse-base-"));
  try {
    // A new Debian base means new images on it too.
    let rebuild = force;
    for (const [key, make] of steps) {
      const name = BASE_IMAGES[key];
      if (!rebuild && imageExists(name)) {
        console.log(`${name}: present (${megabytes(imageSize(name))}), kept`);
        continue;
      }
      const started = performance.now();
      console.log(`${name}: building`);
      await make(work);
      if (key === "debian") rebuild = true;
      console.log(`${name}: built in ${seconds(started)} (${megabytes(imageSize(name))})`);
    }
  } finally {
    for (const mount of mountsUnder(work).reverse()) spawnSync("umount", ["-l", mount]);
    rmSync(work, { recursive: true, force: true });
  }
  return BASE_IMAGES;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBaseImages({ force: process.argv.includes("--force") })
    .then((images) => {
      if (process.argv.includes("--json")) console.log(JSON.stringify(images));
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
