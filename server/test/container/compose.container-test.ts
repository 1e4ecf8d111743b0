import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  answers,
  Browser,
  containerState,
  docker,
  dockerClient,
  dockerResult,
  eventually,
  exec,
  freePort,
  healthy,
  repositoryRoot,
} from "./docker.ts";

/**
 * compose.yaml as an operator runs it: the API and a worker on PostgreSQL and Redis, with images
 * built here (the file's image variables), a project name of its own, and `down -v` at the end.
 */

const images = inject("images");
const project = `gatehouse-test-${randomBytes(4).toString("hex")}`;
const SERVICES = ["gatehouse", "worker", "postgres", "redis"] as const;
type Service = (typeof SERVICES)[number];

/** docker-compose 1.29 where installed (the only Compose here), else Compose v2 (`docker compose`); COMPOSE names another. */
const composeCommand: string[] = process.env.COMPOSE
  ? process.env.COMPOSE.split(" ")
  : existsSync("/usr/bin/docker-compose")
    ? ["/usr/bin/docker-compose"]
    : [dockerClient, "compose"];

let port: number;
let url: string;
let env: NodeJS.ProcessEnv;
const ids = {} as Record<Service, string>;

function compose(args: string[], timeoutMs = 300_000) {
  const [command = "docker-compose", ...prefix] = composeCommand;
  return exec(
    command,
    [...prefix, "--project-name", project, "--file", join(repositoryRoot, "compose.yaml"), ...args],
    {
      env,
      cwd: repositoryRoot,
      timeoutMs,
    },
  );
}

async function composeOk(args: string[], timeoutMs?: number): Promise<string> {
  const result = await compose(args, timeoutMs);
  if (result.code !== 0)
    throw new Error(`compose ${args.join(" ")} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/** A service's metrics as the process itself serves them (the worker publishes no port). */
async function metricsOf(service: Service): Promise<string> {
  return docker([
    "exec",
    ids[service],
    "node",
    "-e",
    "fetch('http://127.0.0.1:3000/metrics').then((r) => r.text()).then((t) => process.stdout.write(t))",
  ]);
}

const succeededAttempts = (metrics: string) =>
  Number(metrics.match(/^gatehouse_webhook_attempts_total\{outcome="succeeded"\} (\d+)/m)?.[1] ?? 0);

beforeAll(async () => {
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  env = {
    ...process.env,
    GATEHOUSE_IMAGE: images.gatehouse,
    POSTGRES_IMAGE: images.postgres,
    REDIS_IMAGE: images.redis,
    GATEHOUSE_ADDRESS: "127.0.0.1",
    GATEHOUSE_PORT: String(port),
    BASE_URL: url,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    POSTGRES_PASSWORD: randomBytes(16).toString("hex"),
  };
  await composeOk(["up", "--detach"]);
  for (const service of SERVICES) ids[service] = await composeOk(["ps", "--quiet", service]);
}, 300_000);

afterAll(async () => {
  // Also after a failure: nothing of the project is left behind.
  await compose(["down", "--volumes", "--remove-orphans", "--timeout", "30"]);
});

describe("compose.yaml", () => {
  it("starts all four services healthy, the API ready on its loopback port", async () => {
    await Promise.all(SERVICES.map((service) => healthy(ids[service], 180_000)));
    await answers(`${url}/readyz`);
    expect(await docker(["port", ids.gatehouse, "3000/tcp"])).toBe(`127.0.0.1:${port}`);
    expect(await docker(["port", ids.worker])).toBe("");
    const roles = await Promise.all(
      (["gatehouse", "worker"] as const).map(async (service) =>
        (await docker(["inspect", "--format", "{{json .Config.Env}}", ids[service]]))
          .match(/GATEHOUSE_ROLE=(\w+)/)
          ?.at(1),
      ),
    );
    expect(roles).toEqual(["api", "worker"]);
  });

  it("signs a user up through the API: the user is in PostgreSQL, the rate limits in Redis", async () => {
    const email = `compose-${randomBytes(4).toString("hex")}@example.com`;
    const browser = new Browser(url);
    const signUp = await browser.signUp(email, `pw-${randomBytes(12).toString("hex")}`);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const stored = await composeOk([
      "exec",
      "-T",
      "postgres",
      "psql",
      "--username=gatehouse",
      "--dbname=gatehouse",
      "--tuples-only",
      "--no-align",
      "--command",
      `SELECT email FROM "user" WHERE email = '${email}'`,
    ]);
    expect(stored).toBe(email);
    const keys = await composeOk(["exec", "-T", "redis", "redis-cli", "--scan", "--pattern", "gatehouse:rate:*"]);
    expect(keys.split("\n").filter(Boolean).length).toBeGreaterThan(0);
  });

  it("delivers, from the worker, a signed webhook the API queued", async () => {
    // The receiver listens on the project network's gateway: the host, as the containers reach it.
    const networks = JSON.parse(
      await docker(["inspect", "--format", "{{json .NetworkSettings.Networks}}", ids.worker]),
    ) as Record<string, { Gateway: string }>;
    const gateway = Object.values(networks)[0]?.Gateway;
    expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const received: Array<{ headers: Record<string, string>; body: string }> = [];
    const receiver: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.headers)) if (typeof value === "string") headers[key] = value;
        received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, gateway, resolve));
    try {
      const address = receiver.address();
      const hookUrl = `http://${gateway}:${typeof address === "object" && address ? address.port : 0}/hook`;

      const owner = new Browser(url);
      const signUp = await owner.signUp(
        `seller-${randomBytes(4).toString("hex")}@example.com`,
        `pw-${randomBytes(12).toString("hex")}`,
      );
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
      const organization = await owner.request<{ id: string }>("POST", "/api/auth/organization/create", {
        name: "Compose Test",
        slug: `compose-${randomBytes(4).toString("hex")}`,
      });
      expect(organization.status, JSON.stringify(organization.body)).toBe(200);
      const token = await owner.request<{ token: string }>("POST", "/v1/organization-access-tokens/", {
        organization_id: organization.body.id,
        comment: "compose test",
        scopes: ["webhooks:read", "webhooks:write", "customers:read", "customers:write"],
      });
      expect(token.status, JSON.stringify(token.body)).toBe(201);
      const bearer = { authorization: `Bearer ${token.body.token}` };
      const endpoint = await owner.request<{ id: string; secret: string }>(
        "POST",
        "/v1/webhooks/endpoints",
        { url: hookUrl, format: "raw", events: ["customer.created"] },
        bearer,
      );
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
      const customerEmail = `customer-${randomBytes(4).toString("hex")}@example.com`;
      const customer = await owner.request<{ id: string }>(
        "POST",
        "/v1/customers/",
        { email: customerEmail, name: "Compose Customer" },
        bearer,
      );
      expect(customer.status, JSON.stringify(customer.body)).toBe(201);

      const delivery = await eventually("the customer.created webhook", async () => received[0], 60_000);
      const payload = new Webhook(Buffer.from(endpoint.body.secret, "utf8").toString("base64")).verify(
        delivery.body,
        delivery.headers,
      ) as { type: string; data: { id: string; email: string } };
      expect(payload).toMatchObject({ type: "customer.created", data: { id: customer.body.id, email: customerEmail } });

      // The worker made the attempt (it counts it once the answer is in); the API process
      // (GATEHOUSE_ROLE=api) runs no jobs.
      await eventually("the worker counting a succeeded attempt", async () =>
        succeededAttempts(await metricsOf("worker")) >= 1 ? true : undefined,
      );
      expect(succeededAttempts(await metricsOf("gatehouse"))).toBe(0);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it("runs `gatehouse migrate --status` inside the API container: every migration applied", async () => {
    const status = await composeOk(["exec", "-T", "gatehouse", "gatehouse", "migrate", "--status"]);
    const lines = status.split("\n");
    expect(lines[0]).toContain(images.version);
    expect(lines.at(-1)).toMatch(/^\d+ applied, 0 pending$/);
    expect(Number(lines.at(-1)?.split(" ")[0])).toBeGreaterThan(0);
  });

  it("stops the Gatehouse processes gracefully (exit 0), then `down -v` removes containers and volumes", async () => {
    await composeOk(["stop", "--timeout", "30", "gatehouse", "worker"]);
    for (const service of ["gatehouse", "worker"] as const)
      expect({ service, exitCode: (await containerState(ids[service])).ExitCode }).toEqual({ service, exitCode: 0 });
    await composeOk(["down", "--volumes", "--remove-orphans", "--timeout", "30"]);
    const left = await dockerResult([
      "ps",
      "--all",
      "--quiet",
      "--filter",
      `label=com.docker.compose.project=${project}`,
    ]);
    expect(left.stdout.trim()).toBe("");
    const volumes = await docker([
      "volume",
      "ls",
      "--quiet",
      "--filter",
      `label=com.docker.compose.project=${project}`,
    ]);
    expect(volumes).toBe("");
  });
});
