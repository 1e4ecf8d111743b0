// `npm run bench:startup -w bench`: how long Gatehouse takes from spawn to answering
// /api/auth/ok, run from TypeScript through tsx (as `npm start` did before the production build)
// and compiled (`node server/dist/main.js`, as it does now), on an already migrated SQLite
// database, five times each, alternating. Needs `npm run build` first. Writes results/startup-latest.md.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { makeTmpDir, randomSecret, runBench } from "./servers.ts";

const benchDir = dirname(fileURLToPath(import.meta.url));
const serverDir = resolve(benchDir, "../server");
const ROUNDS = 5;
const WAYS = {
  "tsx src/main.ts": ["--import", "tsx", "src/main.ts"],
  "node dist/main.js": ["dist/main.js"],
} as const;

async function startOnce(args: readonly string[], env: Record<string, string>): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, [...args], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/auth/ok`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((done) => child.once("exit", done));
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(serverDir, "dist/main.js"))) throw new Error("server/dist/main.js is missing: npm run build");
  const env = { HOST: "127.0.0.1", DATA_DIR: makeTmpDir(), AUTH_SECRET: randomSecret(), NODE_ENV: "production" };
  // The first start migrates the database; it is not counted.
  await startOnce(WAYS["node dist/main.js"], env);
  const times: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? Object.entries(WAYS) : Object.entries(WAYS).reverse();
    for (const [name, args] of order) {
      const ms = await startOnce(args, env);
      console.log(`${name}: ${Math.round(ms)} ms`);
      times[name] = [...(times[name] ?? []), ms];
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const table = [
    "| how | median ms | runs (ms) |",
    "|---|--:|---|",
    ...Object.entries(times).map(
      ([name, ms]) => `| \`${name}\` | ${Math.round(median(ms))} | ${ms.map((m) => Math.round(m)).join(", ")} |`,
    ),
  ].join("\n");
  console.log(`\n${table}\n`);
  const file = join(benchDir, "results/startup-latest.md");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `# Start-up: spawn to first answer of /api/auth/ok\n\n${new Date().toISOString()}, ${ROUNDS} runs each, alternating.\n\n${table}\n`,
  );
  console.log(`written to ${file}`);
}

runBench(main);
