// `npm run bench:import -w bench`: how fast `gatehouse import users --from csv` imports a large
// file into a fresh embedded SQLite database, and how much memory it takes doing it. Writes
// results/import-latest.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { makeTmpDir, randomSecret, runBench } from "./servers.ts";

const benchDir = dirname(fileURLToPath(import.meta.url));
const serverDir = resolve(benchDir, "../server");
const USERS = Number(process.env.BENCH_IMPORT_USERS ?? 100_000);
/** A smaller file beside it: peak memory that does not grow with the file is what "bounded" means. */
const SMALL_USERS = Math.max(1, Math.floor(USERS / 10));
const ORGANIZATIONS = 20;

const BCRYPT_ALPHABET = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A string in bcrypt's stored form: importing stores it as it is, so it need not be a real password's. */
function bcryptShapedHash(): string {
  const bytes = randomBytes(53);
  let text = "$2b$10$";
  for (const byte of bytes) text += BCRYPT_ALPHABET[byte % 64];
  return text;
}

/**
 * The file: every user with a bcrypt hash, a name and a creation time; one in ten also a member of
 * one of 20 organizations (with a team), one in five with a Google identity.
 */
async function writeCsv(file: string, users: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, "drain");
  };
  await write("email,name,email_verified,created_at,password_hash,identities,organization,role,teams\n");
  for (let n = 0; n < users; n++) {
    const member = n % 10 === 0;
    const organization = member ? `Organization ${n % ORGANIZATIONS}` : "";
    const cells = [
      `user${n}@example.com`,
      `User ${n}`,
      n % 3 === 0 ? "false" : "true",
      new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString(),
      bcryptShapedHash(),
      n % 5 === 0 ? `google:${100_000_000 + n}` : "",
      organization,
      member ? "member" : "",
      member ? "Everyone" : "",
    ];
    await write(`${cells.join(",")}\n`);
  }
  out.end();
  await once(out, "finish");
}

type Measured = { seconds: number; cpuSeconds: number; peakRssMb: number; stdout: string };

/** The process's own CPU time so far (utime + stime, clock ticks of 1/100 s) and peak memory. */
function sample(pid: number): { cpuSeconds: number; peakKb: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return { cpuSeconds: ticks / 100, peakKb: Number(peak?.[1] ?? 0) };
  } catch {
    return null;
  }
}

/**
 * Runs the command: its wall time, its CPU time and its peak resident memory (VmHWM), sampled
 * until it exits. On a machine shared with other work, CPU time is the steadier figure.
 */
async function gatehouse(args: readonly string[], env: Record<string, string>): Promise<Measured> {
  const started = performance.now();
  const child = spawn(process.execPath, ["bin/gatehouse.mjs", ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  let last = { cpuSeconds: 0, peakKb: 0 };
  // An exited process not yet reaped still has its CPU times but no memory figures: keep the highest.
  const poll = setInterval(() => {
    const now = child.pid === undefined ? null : sample(child.pid);
    if (now)
      last = { cpuSeconds: Math.max(last.cpuSeconds, now.cpuSeconds), peakKb: Math.max(last.peakKb, now.peakKb) };
  }, 50);
  const [code] = (await once(child, "exit")) as [number | null];
  clearInterval(poll);
  if (code !== 0) throw new Error(`gatehouse ${args.join(" ")} exited with ${code}: ${stdout}`);
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: last.cpuSeconds,
    peakRssMb: last.peakKb / 1024,
    stdout: stdout.trim(),
  };
}

const rate = (users: number, seconds: number) =>
  users > 0 && seconds > 0 ? Math.round(users / seconds).toLocaleString("en") : "–";

async function main(): Promise<void> {
  const dir = makeTmpDir();
  const large = join(dir, "users.csv");
  const small = join(dir, "users-small.csv");
  const empty = join(dir, "users-empty.csv");
  await writeCsv(large, USERS);
  await writeCsv(small, SMALL_USERS);
  await writeCsv(empty, 0);
  const env = (name: string) => ({ DATA_DIR: join(dir, name), AUTH_SECRET: randomSecret() });
  const run = async (label: string, users: number, args: string[], runEnv: Record<string, string>) => {
    const measured = await gatehouse(args, runEnv);
    console.log(
      `${label}: ${measured.seconds.toFixed(1)} s, ${measured.cpuSeconds.toFixed(1)} CPU s, ${measured.stdout}`,
    );
    return { label, users, measured };
  };

  // What every run pays before its first row: loading the sources (tsx) and migrating a new database.
  const startUp = await run(
    "start-up (a file with no rows)",
    0,
    ["import", "users", empty, "--from", "csv"],
    env("empty"),
  );
  const largeEnv = env("large");
  const rows = [
    startUp,
    await run(
      `import, ${USERS.toLocaleString("en")} new users`,
      USERS,
      ["import", "users", large, "--from", "csv"],
      largeEnv,
    ),
    await run("the same file again (all unchanged)", USERS, ["import", "users", large, "--from", "csv"], largeEnv),
    await run(
      "dry run of it on an empty database",
      USERS,
      ["import", "users", large, "--from", "csv", "--dry-run"],
      env("dry"),
    ),
    await run(
      `import, ${SMALL_USERS.toLocaleString("en")} new users`,
      SMALL_USERS,
      ["import", "users", small, "--from", "csv"],
      env("small"),
    ),
    await run(
      `export --format json of the ${USERS.toLocaleString("en")}`,
      USERS,
      ["export", "users", "--format", "json", "--output", join(dir, "export.jsonl")],
      largeEnv,
    ),
  ];
  const base = startUp.measured;
  const report = [
    "# gatehouse import users: bench",
    "",
    `${USERS.toLocaleString("en")} users in a CSV file (${(statSync(large).size / 1e6).toFixed(1)} MB): each with a`,
    "bcrypt hash (stored as it is), a name and a creation time; one in ten a member of one of",
    `${ORGANIZATIONS} organizations with a team, one in five with a Google identity. Embedded SQLite`,
    "in a fresh DATA_DIR; each run is one `gatehouse` process from spawn to exit. Its start-up",
    "(loading the sources through tsx, migrating the new database) is the first row; the",
    '"after start-up" rates leave it out. CPU: the process\'s own user + system time, steadier',
    "than wall time on a machine shared with other work. Peak memory: the process's VmHWM.",
    "",
    "| run | wall s | users/s | users/s after start-up | CPU s | users per CPU s | peak memory (MB) | printed |",
    "|---|--:|--:|--:|--:|--:|--:|---|",
    ...rows.map(({ label, users, measured }) => {
      const cells = [
        label,
        measured.seconds.toFixed(1),
        rate(users, measured.seconds),
        rate(users, measured.seconds - base.seconds),
        measured.cpuSeconds.toFixed(1),
        rate(users, measured.cpuSeconds - base.cpuSeconds),
        Math.round(measured.peakRssMb),
        measured.stdout.split("\n").at(-1) ?? "",
      ];
      return `| ${cells.join(" | ")} |`;
    }),
    "",
    `Node ${process.version}, ${cpus().length} cores, load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end, ${new Date().toISOString().slice(0, 10)}.`,
    "",
  ].join("\n");
  const out = join(benchDir, "results", "import-latest.md");
  writeFileSync(out, report);
  console.log(`\n${report}\nwritten to ${out}`);
}

runBench(main);
