import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerLaunch } from "../helpers/child-server.ts";

type PreviousRelease = { version: string; commit: string };

/** The release before this one (previous-release.json). */
export const previousRelease = (): PreviousRelease =>
  JSON.parse(readFileSync(new URL("./previous-release.json", import.meta.url), "utf8")) as PreviousRelease;

const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The previous release's server, from the repository's history: its `server/` sources at its
 * commit in a folder of their own, run with this checkout's installed packages (linked in), as
 * `node --import tsx src/main.ts`. Returns how to launch it and how to remove the folder.
 */
export function previousReleaseServer(): { launch: ServerLaunch; remove(): void } {
  const { commit, version } = previousRelease();
  // A shallow clone lacks the commit: deepen it from its origin once before giving up.
  const known = hasCommit(commit) || (fetchHistory(commit) && hasCommit(commit));
  if (!known)
    throw new Error(
      `release ${version} (commit ${commit}) is not in this clone's history; the rolling-deploy test runs that release's server from it (a full clone, or git fetch --unshallow)`,
    );
  const root = mkdtempSync(join(tmpdir(), "gatehouse-previous-"));
  const archive = execFileSync("git", ["archive", "--format=tar", commit, "server/src", "server/package.json"], {
    cwd: repositoryRoot,
    maxBuffer: 1 << 28,
  });
  execFileSync("tar", ["-x", "-C", root], { input: archive });
  // The installed packages of this checkout: the previous release's dependencies are expected
  // to resolve there (the same as this release's, or a compatible set; the test says otherwise).
  symlinkSync(join(repositoryRoot, "node_modules"), join(root, "node_modules"), "dir");
  const serverModules = join(repositoryRoot, "server", "node_modules");
  if (existsSync(serverModules)) symlinkSync(serverModules, join(root, "server", "node_modules"), "dir");
  mkdirSync(join(root, "web"), { recursive: true });
  return {
    launch: { cwd: join(root, "server"), args: ["--import", "tsx", "src/main.ts"] },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

const hasCommit = (commit: string): boolean => spawnGit(["cat-file", "-e", `${commit}^{commit}`]);

const fetchHistory = (commit: string): boolean =>
  spawnGit(["fetch", "--quiet", "--unshallow"]) || spawnGit(["fetch", "--quiet", "origin", commit]);

function spawnGit(args: readonly string[]): boolean {
  try {
    execFileSync("git", [...args], { cwd: repositoryRoot, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
