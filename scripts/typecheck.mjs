// `npm run typecheck`: TypeScript over every workspace, in two lanes at once. Each `tsc` runs on
// one core, so on a machine with two or more the lanes take about half the time of one after
// another. The packages are built first: the starter is checked against their `dist/` types, as
// the people who install them get them. Each workspace's output is printed whole when it ends.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Lanes of similar length (measured side by side on a 2-core machine: ~130 s each); each runs in order. */
const lanes = [
  [
    ["typecheck", "server"],
    ["typecheck", "packages/node"],
    ["typecheck", "examples/saas-starter"],
  ],
  [
    ["typecheck", "web"],
    ["typecheck", "bench"],
    ["typecheck", "packages/react"],
  ],
];

function run([script, workspace]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script, "-w", workspace], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${output}\n${code === 0 ? "ok" : "FAILED"}: ${script} ${workspace} (${seconds} s)\n`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  let ok = true;
  for (const step of lane) ok = (await run(step)) && ok;
  return ok;
}

const built = (await run(["build", "packages/node"])) && (await run(["build", "packages/react"]));
const results = built ? await Promise.all(lanes.map(runLane)) : [false];
process.exit(results.every(Boolean) ? 0 : 1);
