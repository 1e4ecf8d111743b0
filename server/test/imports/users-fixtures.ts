import { randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import bcryptjs from "bcryptjs";
import { SQLITE_FILE_NAME } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { type CommandResult, runGatehouse } from "../helpers/gatehouse-command.ts";
import type { ScratchDatabase } from "../helpers/test-database.ts";

/** What the users import and export tests share. */

/** The scratch database opened in the test's own process, as the command and the server open it. */
export function openScratchDatabase(scratch: ScratchDatabase): Database {
  const url = scratch.env.DATABASE_URL;
  return openDatabase({
    database: url ? { kind: "postgres", url } : { kind: "sqlite", file: join(scratch.dataDir, SQLITE_FILE_NAME) },
  });
}

/** A password in Gatehouse's own stored form at the test servers' cost (scrypt N=1024, r=16, 64-byte key). */
export function scryptHash(password: string): string {
  const salt = randomBytes(16).toString("hex");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 1024, r: 16, p: 1 }).toString("hex");
  return `scrypt-1024:${salt}:${key}`;
}

/** A password as a system using bcrypt stored it. */
export const bcryptHash = (password: string): string => bcryptjs.hashSync(password, 4);

export const tempDir = (): string => mkdtempSync(join(tmpdir(), "gatehouse-users-"));

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A CSV file with the columns of every row (missing cells empty). */
export function writeCsv(dir: string, name: string, rows: readonly Record<string, string>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))];
  const file = join(dir, name);
  writeFileSync(file, lines.map((line) => `${line.map(csvField).join(",")}\n`).join(""));
  return file;
}

/** `gatehouse import users <file> --from <format> [flags]` with the test's environment. */
export const importUsers = (
  env: Record<string, string>,
  file: string,
  format: string,
  ...flags: string[]
): Promise<CommandResult> => runGatehouse(["import", "users", file, "--from", format, ...flags], env);

/** The summary line the command prints last. */
export const summaryOf = (result: CommandResult): string => result.stdout.trim().split("\n").at(-1) ?? "";

/** The `refused <position>: <reason>` lines, in order. */
export const refusalsOf = (result: CommandResult): string[] =>
  result.stdout.split("\n").filter((line) => line.startsWith("refused "));
