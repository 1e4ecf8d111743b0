import { z } from "zod";
import { PasswordHashPool } from "../auth/account/password/hash-pool.ts";
import { withAdminRole } from "../auth/admin/admin-emails.ts";
import { PASSWORDLESS_EXPIRES_IN } from "../auth/passwordless/plugin.ts";
import { isPlatformAdmin, PLATFORM_ADMIN_ROLE } from "../auth/roles/platform.ts";
import { createGatehouseAuth } from "../composition/auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Logger } from "../kit/logger.ts";
import { Mailer } from "../mail/mailer.ts";
import { MailOutboxRepository } from "../mail/outbox-repository.ts";
import { withCommandContext } from "./context.ts";
import { CommandFailure, UsageError } from "./failures.ts";

type CreateAdminOptions = { email: string; name?: string; passwordStdin?: boolean };

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `gatehouse admin create`: makes a platform admin without editing ADMIN_EMAILS and restarting —
 * a new user (its address taken as verified: the operator vouches for it) or an existing one
 * promoted — and prints a one-time sign-in link, or sets the password read from standard input.
 * The database is created and migrated when no server has run there yet.
 */
export async function createAdminCommand(options: CreateAdminOptions): Promise<void> {
  const email = options.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new UsageError(`--email: "${options.email}" is not an email address`);
  const password = options.passwordStdin ? await readPassword() : undefined;
  await withCommandContext(async ({ config, logger, database }) => {
    if (password !== undefined) checkPasswordLength(password, config);
    await migrateToLatest(database);
    const hashPool = new PasswordHashPool(1, config.HASH_WORKER_NICE, config.PASSWORD_SCRYPT_N);
    try {
      await createAdmin({ config, logger, database, hashPool }, { email, name: options.name, password });
    } finally {
      await hashPool.close();
    }
  });
}

async function createAdmin(
  parts: { config: Config; logger: Logger; database: Database; hashPool: PasswordHashPool },
  wanted: { email: string; name: string | undefined; password: string | undefined },
): Promise<void> {
  let signInLink: string | undefined;
  const auth = createGatehouseAuth({
    ...parts,
    mailer: new Mailer(new MailOutboxRepository(parts.database.db), parts.config, parts.logger),
    // The link is printed here, never mailed.
    accountMail: async (kind, _to, url) => {
      if (kind === "magic-link") signInLink = url;
    },
  });
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(wanted.email);
  let userId: string;
  if (!found) {
    const created = await context.internalAdapter.createUser(
      {
        email: wanted.email,
        name: wanted.name ?? wanted.email.split("@")[0] ?? wanted.email,
        emailVerified: true,
        role: PLATFORM_ADMIN_ROLE,
      },
      // As the admin plugin's create-user: an administrator provisions this account.
      { method: "admin" },
    );
    userId = created.id;
    say(`Created ${wanted.email} as a platform admin (user ${userId}).`);
  } else {
    userId = found.user.id;
    if (isPlatformAdmin(found.user)) say(`${wanted.email} is already a platform admin (user ${userId}).`);
    else {
      await context.internalAdapter.updateUser(userId, {
        role: withAdminRole((found.user as { role?: unknown }).role),
      });
      say(`${wanted.email} is now a platform admin (user ${userId}).`);
    }
  }
  if (wanted.password !== undefined) {
    const hash = await context.password.hash(wanted.password);
    const credential = (await context.internalAdapter.findAccounts(userId)).find((a) => a.providerId === "credential");
    if (credential) await context.internalAdapter.updatePassword(userId, hash);
    else
      await context.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    say("Password set from standard input.");
    return;
  }
  await auth.api.signInMagicLink({ body: { email: wanted.email, callbackURL: "/admin" }, headers: new Headers() });
  if (!signInLink) throw new CommandFailure("no sign-in link was made");
  say(`Sign in once with this link (it works once, for ${PASSWORDLESS_EXPIRES_IN / 60} minutes):`);
  say(signInLink);
}

/** The password from standard input, without the line break that ends it. */
async function readPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
  if (password.length === 0) throw new UsageError("--password-stdin: standard input held no password");
  return password;
}

function checkPasswordLength(password: string, config: Config): void {
  if (password.length < config.PASSWORD_MIN_LENGTH)
    throw new CommandFailure(`the password is too short: at least ${config.PASSWORD_MIN_LENGTH} characters`);
  if (password.length > config.PASSWORD_MAX_LENGTH)
    throw new CommandFailure(`the password is too long: at most ${config.PASSWORD_MAX_LENGTH} characters`);
}
