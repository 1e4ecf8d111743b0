import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { startChildServer, stopChild } from "../helpers/child-server.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";

/**
 * With LOG_FORMAT=json a log collector can read a server's output from its first line to its
 * last: every line on standard output and standard error, from start to the exit after SIGTERM,
 * is one JSON object with level, time and msg — the start-up line, access lines, the dev outbox's
 * note, Node's own warnings (the AWS SDK's, loaded for STORAGE=s3), and a refused configuration.
 */
type Line = { level: string; time: string; msg: string } & Record<string, unknown>;

const linesOf = (text: string): string[] => text.split("\n").filter((line) => line.length > 0);

function expectJsonLines(text: string): Line[] {
  return linesOf(text).map((raw) => {
    let line: Line;
    try {
      line = JSON.parse(raw) as Line;
    } catch {
      throw new Error(`not a JSON line: ${raw}`);
    }
    expect(line, raw).toMatchObject({
      level: expect.stringMatching(/^(debug|info|warn|error)$/),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: expect.any(String),
    });
    return line;
  });
}

let database: ScratchDatabase;
let s3rver: S3rver;
let s3Directory: string;
let s3Endpoint: string;
beforeAll(async () => {
  database = await createScratchDatabase({ migrated: true });
  s3Directory = mkdtempSync(join(tmpdir(), "gatehouse-s3rver-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: s3Directory,
    silent: true,
    configureBuckets: [{ name: "json-logs" }],
  });
  s3Endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
});
afterAll(async () => {
  await database?.drop();
  await s3rver?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

describe("LOG_FORMAT=json", COMMAND_TIMEOUT, () => {
  it("every line a server writes from start to SIGTERM is a JSON object with level, time and msg", async () => {
    const started = await startChildServer(database, {
      NODE_ENV: "production",
      LOG_FORMAT: "json",
      LOG_LEVEL: "debug",
      SHUTDOWN_DELAY_MS: "0",
      STORAGE: "s3",
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: "json-logs",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
    const client = started.server.client();
    expect((await client.signUp(uniqueEmail("json-logs"))).status).toBe(200);
    expect((await fetch(`${started.url}/api/auth/no-such-route`)).status).toBe(404);
    const product = await fetch(`${started.url}/v1/products/`, { headers: { authorization: "Bearer nope" } });
    expect(product.status).toBe(401);
    const exited = new Promise<number | null>((resolve) => started.child.once("exit", (code) => resolve(code)));
    await stopChild(started.child, "SIGTERM");
    expect(await exited).toBe(0);

    const { stdout, stderr } = started.streams();
    const out = expectJsonLines(stdout);
    const err = expectJsonLines(stderr);
    expect(out).toEqual([
      expect.objectContaining({
        level: "info",
        msg: expect.stringMatching(/^Gatehouse listening on http:\/\/127\.0\.0\.1:\d+ /),
      }),
    ]);
    const messages = err.map((line) => line.msg);
    expect(messages).toContain("request");
    expect(messages).toContainEqual(expect.stringMatching(/kept in the dev outbox, not sent: SMTP_URL is not set$/));
    expect(messages).toContainEqual(expect.stringMatching(/^NodeVersionSupportWarning: The AWS SDK/));
    expect(err.find((line) => line.warning === "Warning")).toMatchObject({ level: "warn" });
  });

  it("a refused configuration is one JSON line on standard error, and the process exits 1", async () => {
    const refused = await runGatehouse(["start"], { NODE_ENV: "production", LOG_FORMAT: "json", PORT: "port" });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(expectJsonLines(refused.stderr)).toEqual([
      expect.objectContaining({ level: "error", msg: expect.stringContaining("PORT: must be a whole number") }),
    ]);
  });
});
