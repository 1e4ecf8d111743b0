import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { freePort, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The optional breached-password check (HIBP_ENABLED) against a stand-in for Have I Been Pwned's
 * range API on loopback: a breached password is refused, only a 5-character hash prefix leaves the
 * server, an unknown one passes, and an unreachable API lets the password through.
 */
const BREACHED = "tangerine-violet-77";
const sha1 = (text: string) => createHash("sha1").update(text).digest("hex").toUpperCase();

let rangeApi: Server;
let apiURL: string;
const askedRanges: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const breachedHash = sha1(BREACHED);
  rangeApi = createServer((req, res) => {
    const prefix = (req.url ?? "").split("/range/")[1] ?? "";
    askedRanges.push(prefix);
    // The range's suffixes with counts, padded with zero-count entries as the real API does.
    const lines = ["0000000000000000000000000000000000A:0", "1111111111111111111111111111111111B:3"];
    if (breachedHash.startsWith(prefix)) lines.push(`${breachedHash.slice(5)}:42`);
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(lines.join("\r\n"));
  });
  await new Promise<void>((resolve) => rangeApi.listen(0, "127.0.0.1", () => resolve()));
  apiURL = `http://127.0.0.1:${(rangeApi.address() as AddressInfo).port}`;
  server = await startTestServer({ env: { HIBP_ENABLED: "true", HIBP_API_URL: apiURL } });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => rangeApi.close(() => resolve()));
});

describe("breached passwords (HIBP)", () => {
  it("refuses a breached password on sign-up with better-auth's PASSWORD_COMPROMISED, sending only the hash prefix", async () => {
    askedRanges.length = 0;
    const response = await server
      .client()
      .post("/sign-up/email", { name: "B", email: uniqueEmail("breached"), password: BREACHED });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: {
        code: "PASSWORD_COMPROMISED",
        message: "The password you entered has been compromised. Please choose a different password.",
      },
    });
    expect(askedRanges).toEqual([sha1(BREACHED).slice(0, 5)]);
  });

  it("accepts a password the range does not list", async () => {
    expect((await server.client().signUp(uniqueEmail("fresh"), "a-password-nobody-leaked-31")).status).toBe(200);
  });

  it("lets the password through when the API cannot be reached", async () => {
    const down = await startTestServer({
      env: { HIBP_ENABLED: "true", HIBP_API_URL: `http://127.0.0.1:${await freePort()}` },
    });
    try {
      expect((await down.client().signUp(uniqueEmail("api-down"), BREACHED)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
