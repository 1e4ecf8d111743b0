import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asBool, findUser, PASSWORD, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * `gatehouse admin create`: the first platform admin without ADMIN_EMAILS and a restart. The
 * command runs beside a running server on the same database, as an operator would run it.
 */
const SECRET = "test-secret-test-secret-test-secret-0123456789";
let database: ScratchDatabase;
let server: TestServer;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createScratchDatabase({ migrated: true });
  server = await startTestServer({ database, env: { AUTH_SECRET: SECRET } });
  env = { ...database.env, AUTH_SECRET: SECRET, BASE_URL: server.url };
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const linkIn = (stdout: string): string => {
  const link = stdout.split("\n").find((line) => line.startsWith("http"));
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
};

/** Whether the client's session may use the platform admin API. */
const reachesAdminApi = async (client: ReturnType<TestServer["client"]>) =>
  (await client.get("/admin/list-users", { query: { limit: "1" } })).status === 200;

describe("gatehouse admin create", COMMAND_TIMEOUT, () => {
  it("creates a verified admin and prints a sign-in link that works once", async () => {
    const email = uniqueEmail("first-admin");
    const result = await runGatehouse(["admin", "create", "--email", email.toUpperCase(), "--name", "Ada"], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Created ${email} as a platform admin`);
    expect(result.stdout).toContain("Sign in once with this link (it works once, for 5 minutes):");
    const link = new URL(linkIn(result.stdout));
    expect(link.pathname).toBe("/api/auth/magic-link/verify");
    expect(link.searchParams.get("callbackURL")).toBe("/admin");

    const user = await findUser(server, email);
    expect(user).toMatchObject({ name: "Ada", role: "admin" });
    expect(user && asBool(user.emailVerified)).toBe(true);

    const browser = server.client();
    const visited = await browser.visit(link.toString());
    expect(visited.status).toBe(302);
    expect(visited.headers.get("location")).toContain("/admin");
    expect((await browser.session()).body?.user.email).toBe(email);
    expect(await reachesAdminApi(browser)).toBe(true);

    const again = await server.client().visit(link.toString());
    expect(again.headers.get("location")).toContain("error=");
  });

  it("makes an existing user an admin, who keeps their password", async () => {
    const email = uniqueEmail("promoted");
    const member = server.client();
    await signUpVerified(server, member, email);
    expect(await reachesAdminApi(member)).toBe(false);

    const result = await runGatehouse(["admin", "create", "--email", email], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${email} is now a platform admin`);
    expect((await findUser(server, email))?.role).toBe("admin");
    const signedIn = server.client();
    expect((await signedIn.signIn(email, PASSWORD)).status).toBe(200);
    expect(await reachesAdminApi(signedIn)).toBe(true);

    const twice = await runGatehouse(["admin", "create", "--email", email], env);
    expect(twice.stdout).toContain(`${email} is already a platform admin`);
  });

  it("--password-stdin sets the password read from standard input instead of printing a link", async () => {
    const email = uniqueEmail("password-admin");
    const password = "a long operator passphrase";
    const result = await runGatehouse(["admin", "create", "--email", email, "--password-stdin"], env, `${password}\n`);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Password set from standard input.");
    expect(result.stdout).not.toContain("http");
    const client = server.client();
    expect((await client.signIn(email, password)).status).toBe(200);
    expect(await reachesAdminApi(client)).toBe(true);
  });

  it("a password outside the configured lengths is refused and nobody is created", async () => {
    const email = uniqueEmail("short-password");
    const result = await runGatehouse(["admin", "create", "--email", email, "--password-stdin"], env, "short\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("the password is too short: at least 8 characters");
    expect(await findUser(server, email)).toBeUndefined();

    const empty = await runGatehouse(["admin", "create", "--email", email, "--password-stdin"], env, "");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("standard input held no password");
  });

  it("creates and migrates the database itself when no server has run there", async () => {
    const fresh = await createScratchDatabase();
    try {
      const result = await runGatehouse(["admin", "create", "--email", "ops@example.com"], {
        ...fresh.env,
        AUTH_SECRET: SECRET,
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Created ops@example.com as a platform admin");
      const status = await runGatehouse(["migrate", "--status"], { ...fresh.env, AUTH_SECRET: SECRET });
      expect(status.stdout).toMatch(/\d+ applied, 0 pending/);
    } finally {
      await fresh.drop();
    }
  });
});
