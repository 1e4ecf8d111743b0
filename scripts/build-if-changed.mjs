// `npm start`'s first step: builds the web app (vite) and the server (tsc to server/dist) only
// when their sources changed since the last build, so a restart with nothing changed starts at
// once. `npm run build` builds both unconditionally.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const force = process.argv.includes("--force");

/** The newest modification time under these paths (files and directories, recursively). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  for (const path of paths) visit(path);
  return latest;
}

const built = (stamp) => (existsSync(stamp) ? statSync(stamp).mtimeMs : 0);

function run(what, command, args) {
  const started = performance.now();
  execFileSync(command, args, { cwd: root, stdio: "inherit" });
  console.log(`built ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const web = join(root, "web");
const webSources = ["src", "index.html", "vite.config.ts", "package.json", "public"].map((p) => join(web, p));
if (force || newest(webSources) > built(join(web, "dist/index.html")))
  run("the web app", npm, ["run", "build", "-w", "web"]);
else console.log("web app unchanged since its last build");

const server = join(root, "server");
const serverSources = ["src", "tsconfig.json", "tsconfig.build.json", "package.json"].map((p) => join(server, p));
const serverStamp = join(server, "dist/.built");
if (force || newest(serverSources) > built(serverStamp)) {
  run("the server", npm, ["exec", "-w", "server", "--", "tsc", "-p", "tsconfig.build.json"]);
  // Files the server reads next to its modules at run time: worker scripts, data, and the
  // catalogs its mails are written from (i18n/translator.ts reads every locale's JSON).
  const src = join(server, "src");
  cpSync(src, join(server, "dist"), {
    recursive: true,
    filter: (path) =>
      statSync(path).isDirectory() || /\.(mjs|txt)$/.test(path) || /[\\/]i18n[\\/]catalogs[\\/].+\.json$/.test(path),
  });
  writeFileSync(serverStamp, `${new Date().toISOString()}\n`);
  console.log(`server compiled to ${relative(root, join(server, "dist"))}`);
} else console.log("server unchanged since its last build");
