import { Command, CommanderError, Option } from "commander";
import { GATEHOUSE_VERSION } from "../release/version.ts";
import { CommandFailure, EXIT_FAILURE, EXIT_USAGE, UsageError } from "./failures.ts";
import type { ExportUsersFlags, ImportBillingFlags, ImportUsersFlags } from "./import-flags.ts";

/**
 * `gatehouse`: the server and the chores around it, configured by the same environment variables
 * as the server. Each subcommand loads its module only when it runs, so `gatehouse version` or a
 * `--help` does not load the server. Wrong use exits 2, a failed chore 1 (failures.ts).
 */
function program(run: { serving: boolean }): Command {
  const gatehouse = new Command("gatehouse")
    .description("Gatehouse: accounts, organizations and billing in one service")
    .version(GATEHOUSE_VERSION, "-v, --version", "print the version")
    .addHelpText(
      "after",
      "\nEvery command reads the server's environment variables (DATA_DIR or DATABASE_URL, AUTH_SECRET, …).",
    );

  gatehouse
    .command("start")
    .description("run the server (what the container image runs); SIGTERM or SIGINT drains it and exits 0")
    .action(async () => {
      const { runServer } = await import("../main.ts");
      await runServer();
      run.serving = true;
    });

  gatehouse
    .command("migrate")
    .description("apply the pending database migrations and exit (run it before replacing processes)")
    .option("--status", "list every migration and whether it ran, change nothing")
    .action(async (options: { status?: boolean }) => {
      const { migrateCommand } = await import("./migrate.ts");
      await migrateCommand(options);
    });

  gatehouse
    .command("check-config")
    .description("validate every variable and reach the database, Redis, S3 and SMTP when configured")
    .action(async () => {
      const { checkConfigCommand } = await import("./check-config.ts");
      await checkConfigCommand();
    });

  const admin = gatehouse.command("admin").description("platform administrators");
  admin
    .command("create")
    .description("create a platform admin, or make an existing user one, and print a one-time sign-in link")
    .requiredOption("--email <email>", "the admin's email address")
    .option("--name <name>", "the name of a new user (default: the address's local part)")
    .option("--password-stdin", "set the password read from standard input instead of printing a sign-in link")
    .action(async (options: { email: string; name?: string; passwordStdin?: boolean }) => {
      const { createAdminCommand } = await import("./admin.ts");
      await createAdminCommand(options);
    });

  gatehouse
    .command("backup")
    .description("copy the embedded SQLite database to a file, consistently, while the server runs")
    .requiredOption("--to <file>", "the backup file to write")
    .option("--force", "replace the file when it exists")
    .action(async (options: { to: string; force?: boolean }) => {
      const { backupCommand } = await import("./backup.ts");
      await backupCommand(options);
    });

  gatehouse
    .command("restore")
    .description("replace the embedded SQLite database with a backup (every server using it stopped)")
    .requiredOption("--from <file>", "the backup file to restore")
    .action(async (options: { from: string }) => {
      const { restoreCommand } = await import("./restore.ts");
      await restoreCommand(options);
    });

  const keys = gatehouse.command("keys").description("the keys that sign JWTs, ID tokens and access tokens");
  keys
    .command("rotate")
    .description("publish a new signing key; it signs once relying parties have fetched it (15 minutes)")
    .option("--now", "an emergency: sign with the new key at once, without publishing it ahead")
    .action(async (options: { now?: boolean }) => {
      const { rotateKeysCommand } = await import("./keys.ts");
      await rotateKeysCommand(options);
    });
  keys
    .command("list")
    .description("the published signing keys: id, state (next, current, retiring), when each signs and retires")
    .option("--json", "one JSON object per line")
    .action(async (options: { json?: boolean }) => {
      const { listKeysCommand } = await import("./keys.ts");
      await listKeysCommand(options);
    });

  const importCommand = gatehouse.command("import").description("bring users and billing in from other systems");
  importCommand
    .command("users")
    .description("import users (password hashes, two-factor, social sign-ins, organizations) from a file")
    .argument("<file>", "the origin system's export")
    .requiredOption("--from <format>", "auth0 | clerk | firebase | supabase | keycloak | better-auth | csv | gatehouse")
    .option("--dry-run", "report what would happen, change nothing")
    .option("--memberships <file>", "clerk: its organization memberships export (CSV)")
    .option("--identities <file>", "supabase: the rows of auth.identities (JSON or CSV)")
    .option("--hash-key <base64>", "firebase: the project's password hash signer key")
    .option("--salt-separator <base64>", "firebase: the password hash salt separator")
    .option("--rounds <n>", "firebase: the password hash rounds")
    .option("--mem-cost <n>", "firebase: the password hash memory cost")
    .option("--client <clientId>", "keycloak: the client whose roles become organization roles")
    .action(async (file: string, options: ImportUsersFlags) => {
      const { importUsersCommand } = await import("./import-users.ts");
      await importUsersCommand(file, options);
    });
  importCommand
    .command("billing")
    .description("import products, customers and subscriptions into one billing organization")
    .requiredOption("--organization <idOrSlug>", "the billing organization to import into")
    .requiredOption("--from <origin>", "polar | stripe")
    .option("--api-url <url>", "polar: the server's base URL, without /v1")
    .option("--token <token>", "polar: an organization access token")
    .option("--api-key <key>", "stripe: the connected account's secret key")
    .option("--mapping <file>", "where to write the origin's ids and the Gatehouse ids they became (JSON)")
    .option("--dry-run", "report what would happen, change nothing")
    .action(async (options: ImportBillingFlags) => {
      const { importBillingCommand } = await import("./import-billing.ts");
      await importBillingCommand(options);
    });

  const exportCommand = gatehouse.command("export").description("take data out of Gatehouse");
  exportCommand
    .command("users")
    .description("write every user with their password hash, two-factor, sign-ins and memberships")
    .addOption(new Option("--format <format>", "json (JSON lines) or csv").choices(["json", "csv"]).default("json"))
    .option("--output <file>", "write to this file instead of standard output")
    .action(async (options: ExportUsersFlags) => {
      const { exportUsersCommand } = await import("./export-users.ts");
      await exportUsersCommand(options);
    });

  gatehouse
    .command("version")
    .description("print the version")
    .addOption(new Option("--json", "as JSON, with Node's version"))
    .action((options: { json?: boolean }) => {
      process.stdout.write(
        options.json
          ? `${JSON.stringify({ version: GATEHOUSE_VERSION, node: process.version })}\n`
          : `${GATEHOUSE_VERSION}\n`,
      );
    });

  // Wrong use of any subcommand throws (exit 2, below) and points at that subcommand's help.
  const groups = [admin, keys, importCommand, exportCommand];
  for (const command of [gatehouse, ...groups, ...gatehouse.commands, ...groups.flatMap((g) => g.commands)]) {
    command.exitOverride();
    command.showHelpAfterError(`(see: ${commandPath(command)} --help)`);
  }
  return gatehouse;
}

/** "gatehouse admin create" for the `create` subcommand of `admin`. */
function commandPath(command: Command): string {
  return command.parent ? `${commandPath(command.parent)} ${command.name()}` : command.name();
}

/**
 * Runs the command line; resolves with the exit code, or undefined once the server has started
 * (`start` keeps the process alive until a signal drains it).
 */
async function runCommandLine(argv: readonly string[]): Promise<number | undefined> {
  const run = { serving: false };
  try {
    await program(run).parseAsync(argv, { from: "user" });
    return run.serving ? undefined : 0;
  } catch (error) {
    // Commander has written its message (or the help) already; --help and --version exit 0.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    if (error instanceof UsageError) {
      process.stderr.write(`gatehouse: ${error.message}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof CommandFailure) {
      process.stderr.write(`gatehouse: ${error.message}\n`);
      return EXIT_FAILURE;
    }
    throw error;
  }
}

const code = await runCommandLine(process.argv.slice(2));
if (code !== undefined) process.exit(code);
