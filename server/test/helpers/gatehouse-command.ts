import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * For tests that run the command: each run is a process of its own that loads the server's
 * sources, which on a loaded 2-core machine took over 30 s for a few runs in a row.
 */
export const COMMAND_TIMEOUT = { timeout: 180_000 };

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the `gatehouse` command (bin/gatehouse.mjs) as an operator would, in a process of its own,
 * with `env` on top of a bare environment (PATH, test cost settings), optionally writing `input`
 * to its standard input. Resolves once it exits.
 */
export function runGatehouse(
  args: readonly string[],
  env: Record<string, string>,
  input?: string,
): Promise<CommandResult> {
  const child = spawn(process.execPath, ["bin/gatehouse.mjs", ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      PASSWORD_SCRYPT_N: "1024",
      HASH_WORKERS: "1",
      ...env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input ?? "");
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
