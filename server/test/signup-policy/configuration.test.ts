import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { findUser, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { expectNothingCreated, expectRefused, makePlatformAdmin, type Settings } from "./fixture.ts";

/**
 * Settings the environment sets win over the admin page's, which shows them read-only; the
 * operator's list of disposable domains is read beside the shipped one and again when it changes.
 */

let server: TestServer;
let admin: TestClient;
const dir = mkdtempSync(join(tmpdir(), "gatehouse-disposable-"));
const operatorList = join(dir, "disposable.txt");

beforeAll(async () => {
  writeFileSync(operatorList, "# our own additions\nthrowaway.test\n");
  server = await startTestServer({
    env: {
      SIGNUP_POLICY: "open",
      SIGNUP_BLOCKED_DOMAINS: "Blocked.test, other-blocked.test",
      BLOCK_DISPOSABLE_EMAILS: "true",
      DISPOSABLE_EMAIL_DOMAINS_FILE: operatorList,
    },
  });
  admin = server.client();
  await makePlatformAdmin(server, await signUpUnverified(admin, uniqueEmail("config-admin")));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("settings set in the environment", () => {
  it("are in force and shown as set by the configuration", async () => {
    const shown = await admin.get<Settings>("/admin/signup-policy");
    expect(shown.body).toEqual({
      policy: "open",
      allowedDomains: [],
      blockedDomains: ["blocked.test", "other-blocked.test"],
      blockDisposable: true,
      setByConfiguration: ["policy", "blockedDomains", "blockDisposable"],
    });
    expectRefused(await server.client().signUp("a@sub.other-blocked.test"), "SIGNUP_DOMAIN_BLOCKED");
  });

  it("cannot be changed from the admin page (400, nothing saved); the others can", async () => {
    const refused = await admin.post("/admin/signup-policy/update", { policy: "waitlist", allowedDomains: ["x.test"] });
    expectRefused(refused, "SIGNUP_SETTING_SET_BY_CONFIGURATION", 400);
    expect((refused.body as { message: string }).message).toContain("SIGNUP_POLICY");
    const policy = await server.client().get("/signup-policy");
    expect(policy.body).toEqual({ policy: "open" });

    const saved = await admin.post<Settings>("/admin/signup-policy/update", { allowedDomains: ["allowed.test"] });
    expect(saved.status).toBe(200);
    expect(saved.body.allowedDomains).toEqual(["allowed.test"]);
    expectRefused(await server.client().signUp("a@elsewhere.test"), "SIGNUP_DOMAIN_NOT_ALLOWED");
    expect((await admin.post("/admin/signup-policy/update", { allowedDomains: [] })).status).toBe(200);
  });

  it("a malformed domain or policy in the environment stops the start with the variable named", () => {
    expect(() => loadConfig({ SIGNUP_ALLOWED_DOMAINS: "good.test,not a domain" })).toThrow(
      /SIGNUP_ALLOWED_DOMAINS: "not a domain" is not a domain name/,
    );
    expect(() => loadConfig({ SIGNUP_POLICY: "everyone" })).toThrow(/SIGNUP_POLICY/);
    expect(() => loadConfig({ BLOCK_DISPOSABLE_EMAILS: "maybe" })).toThrow(/BLOCK_DISPOSABLE_EMAILS/);
  });
});

describe("the operator's disposable domains", () => {
  it("are refused beside the shipped list, subdomains included", async () => {
    expectRefused(await server.client().signUp("a@throwaway.test"), "SIGNUP_DISPOSABLE_EMAIL");
    expectRefused(await server.client().signUp("a@x.throwaway.test"), "SIGNUP_DISPOSABLE_EMAIL");
    expectRefused(await server.client().signUp("a@10minutemail.com"), "SIGNUP_DISPOSABLE_EMAIL");
    await expectNothingCreated(server, "a@throwaway.test");
  });

  it("are read again when the file changes, without a restart", async () => {
    writeFileSync(operatorList, "burner.test\n");
    expectRefused(await server.client().signUp("a@burner.test"), "SIGNUP_DISPOSABLE_EMAIL");
    expect((await server.client().signUp("b@throwaway.test")).status).toBe(200);
    expect(await findUser(server, "b@throwaway.test")).toBeDefined();
  });
});
