import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AuditLogRepository } from "../../src/audit/repository.ts";
import type { AuditEntry } from "../../src/audit/schemas.ts";
import type { TestServer } from "../helpers/test-server.ts";

/** The audit-stream settings every stream test runs with: a fast worker and short retries. */
export const STREAM_ENV = {
  AUDIT_STREAM_POLL_MS: "50",
  AUDIT_STREAM_RETRY_BASE_MS: "50",
  AUDIT_STREAM_RETRY_MAX_MS: "200",
  AUDIT_STREAM_TIMEOUT_MS: "3000",
};

export type StreamView = {
  id: string;
  organizationId: string | null;
  type: string;
  name: string;
  settings: Record<string, unknown>;
  status: "active" | "failing";
  lastSuccessAt: string | null;
  lastError: string | null;
  backlog: number;
};

/** Writes `count` entries of `organizationId` straight into the log (as any recorder does); answers their ids. */
export async function appendEntries(
  server: TestServer,
  organizationId: string | null,
  count: number,
  action = "test.streamed",
): Promise<string[]> {
  const log = new AuditLogRepository(server.gatehouse.database.db);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const entry: AuditEntry = await log.append({
      organizationId,
      actor: { type: "system", id: null, email: null },
      action,
      target: { type: "test", id: String(index) },
      ipAddress: null,
      userAgent: null,
      details: { index },
    });
    ids.push(entry.id);
  }
  return ids;
}

/** Fails with the ids that came twice, or that are missing. */
export function expectEachOnce(received: string[], expected: string[]): void {
  const counts = new Map<string, number>();
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
  const doubled = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const missing = expected.filter((id) => !counts.has(id));
  if (doubled.length > 0 || missing.length > 0)
    throw new Error(`doubled: ${doubled.join(", ") || "none"}; missing: ${missing.join(", ") || "none"}`);
}

/** One request a loopback receiver got. */
export type Recorded = { method: string; path: string; headers: Record<string, string>; body: string };

/** A loopback HTTP service (a Datadog or Splunk intake stand-in): records requests, answers `status`. */
export class RecordingReceiver {
  readonly requests: Recorded[] = [];
  status = 200;
  private server: Server | null = null;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.headers)) if (typeof value === "string") headers[key] = value;
        this.requests.push({
          method: request.method ?? "",
          path: request.url ?? "",
          headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        response.writeHead(this.status, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
