import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  answers,
  Browser,
  containerState,
  docker,
  dockerResult,
  eventually,
  freePort,
  healthy,
  jsonLines,
  logsOf,
} from "./docker.ts";

/** The image alone: the embedded SQLite database in a volume, as `docker run` gives it. */

const images = inject("images");
const run = randomBytes(4).toString("hex");
const volume = `gatehouse-test-${run}`;
const secret = randomBytes(32).toString("base64url");
const containers: string[] = [];

/** The drain after SIGTERM with the image's defaults: SHUTDOWN_DELAY_MS (5 s) and SHUTDOWN_TIMEOUT_MS (10 s). */
const DRAIN_LIMIT_MS = 15_000;

type ImageConfig = {
  User: string;
  Env: string[];
  Volumes: Record<string, object> | null;
  ExposedPorts: Record<string, object> | null;
  Healthcheck?: { Test: string[] };
  Entrypoint: string[] | null;
  Cmd: string[] | null;
  Labels: Record<string, string> | null;
};

const imageConfig = async (name: string): Promise<ImageConfig> =>
  JSON.parse(await docker(["image", "inspect", "--format", "{{json .Config}}", name]));
const imageSize = async (name: string) => Number(await docker(["image", "inspect", "--format", "{{.Size}}", name]));

/** Starts the image on the test's volume, published on a free loopback port; resolves once it is ready. */
async function startContainer(port: number): Promise<string> {
  const id = await docker([
    "run",
    "--detach",
    "--name",
    `gatehouse-test-${run}-${containers.length}`,
    "--publish",
    `127.0.0.1:${port}:3000`,
    "--volume",
    `${volume}:/data`,
    "--env",
    `AUTH_SECRET=${secret}`,
    "--env",
    `BASE_URL=http://127.0.0.1:${port}`,
    images.gatehouse,
  ]);
  containers.push(id);
  await answers(`http://127.0.0.1:${port}/readyz`);
  return id;
}

afterAll(async () => {
  for (const id of containers) await dockerResult(["rm", "--force", "--volumes", id]);
  await dockerResult(["volume", "rm", "--force", volume]);
});

describe("the image", () => {
  // The budget: production dependencies (about 205 MB), the compiled server and web app (11 MB),
  // and the fonts invoices are drawn in (41 MB, Noto Sans CJK 39 MB of it).
  it("is at most 270 MB larger than its base", async () => {
    const [size, base] = await Promise.all([imageSize(images.gatehouse), imageSize(images.node)]);
    process.stdout.write(
      `[container] ${images.gatehouse} ${(size / 1e6).toFixed(1)} MB, base ${images.node} ${(base / 1e6).toFixed(1)} MB: +${((size - base) / 1e6).toFixed(1)} MB\n`,
    );
    expect(size - base).toBeLessThanOrEqual(270 * 1e6);
  });

  it("runs `gatehouse start` as a non-root user under tini, with the production defaults and /data as a volume", async () => {
    const config = await imageConfig(images.gatehouse);
    expect(config.User).toBe("gatehouse");
    expect(config.Entrypoint).toEqual(["/usr/bin/tini", "--"]);
    expect(config.Cmd).toEqual(["gatehouse", "start"]);
    expect(config.Env).toEqual(
      expect.arrayContaining(["NODE_ENV=production", "HOST=0.0.0.0", "PORT=3000", "DATA_DIR=/data"]),
    );
    expect(Object.keys(config.Volumes ?? {})).toEqual(["/data"]);
    expect(Object.keys(config.ExposedPorts ?? {})).toEqual(["3000/tcp"]);
    expect(config.Healthcheck?.Test.join(" ")).toContain("/readyz");
  });

  it("is labelled with the server package's version", async () => {
    const config = await imageConfig(images.gatehouse);
    expect(config.Labels?.["org.opencontainers.image.version"]).toBe(images.version);
    expect(config.Labels?.["org.opencontainers.image.title"]).toBe("Gatehouse");
  });

  it("has the gatehouse command on PATH", async () => {
    const version = await docker(["run", "--rm", images.gatehouse, "gatehouse", "version"]);
    expect(version).toBe(images.version);
    const usage = await dockerResult(["run", "--rm", images.gatehouse, "gatehouse", "no-such-command"]);
    expect(usage.code).toBe(2);
  });

  it("carries the fonts of invoices in every language: check-config finds them", async () => {
    const result = await dockerResult([
      "run",
      "--rm",
      "-e",
      `AUTH_SECRET=${randomBytes(32).toString("hex")}`,
      images.gatehouse,
      "gatehouse",
      "check-config",
    ]);
    expect(result.stdout).toMatch(/^ok\s+fonts\s+Noto Sans, Noto Sans Arabic and Noto Sans CJK/m);
    expect(result.code, result.stdout).toBe(0);
  });

  it("refuses to start without AUTH_SECRET, saying so in a JSON line, and exits 1", async () => {
    const result = await dockerResult(["run", "--rm", images.gatehouse]);
    expect(result.code).toBe(1);
    const { objects } = jsonLines(`${result.stdout}${result.stderr}`);
    expect(objects.map((line) => String(line.msg))).toEqual(
      expect.arrayContaining([expect.stringContaining("AUTH_SECRET")]),
    );
  });
});

describe("a container on SQLite with a volume", () => {
  const email = `container-${run}@example.com`;
  const password = `pw-${randomBytes(12).toString("hex")}`;
  let port: number;
  let url: string;
  let first: string;
  let browser: Browser;

  beforeAll(async () => {
    await docker(["volume", "create", volume]);
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    first = await startContainer(port);
    browser = new Browser(url);
  });

  it("serves the API, the web app and /healthz with the version", async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", version: images.version });
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it("turns healthy by its health check", async () => {
    await healthy(first);
    expect((await containerState(first)).Health?.Status).toBe("healthy");
  });

  it("runs no process as root", async () => {
    // Every process's real and effective uid, tini (PID 1) and the server included.
    const out = await docker([
      "exec",
      first,
      "node",
      "-e",
      `const fs = require("fs");
       for (const pid of fs.readdirSync("/proc").filter((p) => /^\\d+$/.test(p))) {
         try {
           const status = fs.readFileSync("/proc/" + pid + "/status", "utf8");
           console.log(pid, status.match(/^Name:\\s*(.*)$/m)[1], status.match(/^Uid:\\s*(.*)$/m)[1].split(/\\s+/).join(","));
         } catch {}
       }`,
    ]);
    const processes = out.split("\n").map((line) => line.split(" "));
    expect(processes.map(([pid, name]) => `${pid} ${name}`)).toEqual(expect.arrayContaining(["1 tini"]));
    expect(processes.some(([, name]) => name === "node")).toBe(true);
    for (const [pid, name, uids] of processes) expect(`${pid} ${name} ${uids}`).not.toMatch(/ 0(,|$)/);
    expect(await docker(["exec", first, "id", "-u"])).not.toBe("0");
  });

  it("logs JSON lines: the start-up line with the version, an access line per request", async () => {
    await fetch(`${url}/api/auth/ok`);
    const lines = await eventually("an access line for /api/auth/ok", async () => {
      const { objects, other } = jsonLines(await logsOf(first));
      expect(other).toEqual([]);
      return objects.some((line) => line.route === "/api/auth/ok") ? objects : undefined;
    });
    for (const line of lines) expect(line).toMatchObject({ level: expect.anything(), time: expect.any(String) });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ version: images.version, msg: expect.stringContaining("listening") }),
        expect.objectContaining({ level: "info", method: "GET", route: "/api/auth/ok", status: 200 }),
      ]),
    );
  });

  it("signs a user up", async () => {
    const signUp = await browser.signUp(email, password);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect((await browser.session()).body?.user.email).toBe(email);
  });

  it("drains on docker stop: /readyz fails at once, the process exits 0 within the drain's limit", async () => {
    const startedAt = performance.now();
    const stop = docker(["stop", "--time", "60", first]);
    const draining = await eventually(
      "/readyz answering 503 while draining",
      async () => {
        const response = await fetch(`${url}/readyz`);
        return response.status === 503 ? await response.json() : undefined;
      },
      DRAIN_LIMIT_MS,
      100,
    );
    expect(draining).toMatchObject({ checks: { draining: { ok: false } } });
    await stop;
    const tookMs = performance.now() - startedAt;
    const state = await containerState(first);
    expect({ running: state.Running, exitCode: state.ExitCode }).toEqual({ running: false, exitCode: 0 });
    expect(tookMs).toBeLessThan(DRAIN_LIMIT_MS);
  });

  it("keeps the user in the volume: a new container on it signs them in, and their session still holds", async () => {
    await startContainer(port);
    expect((await browser.session()).body?.user.email).toBe(email);
    const again = new Browser(url);
    const signIn = await again.signIn(email, password);
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.user.email).toBe(email);
  });
});
