import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server standing in for the GitHub and Discord APIs (benefit providers): it records
 * every request (method, path, authorization, JSON body) and answers 2xx, or the failures queued
 * with `failNext`. Point GITHUB_API_URL / DISCORD_API_URL at `url + "/github"` / `url + "/discord"`.
 */
export type StubRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

export class ProviderStub {
  readonly requests: StubRequest[] = [];
  private readonly failures: number[] = [];
  /** What GitHub's `GET /repos/{owner}/{repo}/invitations` answers (pending invitations). */
  invitations: Array<{ id: number; invitee: { login: string } }> = [];
  /** Awaited before answering (e.g. to use the server while its provider call is in flight). */
  onRequest: ((request: StubRequest) => Promise<void>) | null = null;
  private server: Server | null = null;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next `count` requests answer `status` (then 2xx again). */
  failNext(count: number, status = 502): void {
    for (let i = 0; i < count; i += 1) this.failures.push(status);
  }

  /** Requests received since the last call (and forgets them). */
  take(): StubRequest[] {
    return this.requests.splice(0, this.requests.length);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body?: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString("utf8");
    this.requests.push({
      method: req.method ?? "",
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    });
    if (this.onRequest) await this.onRequest(this.requests[this.requests.length - 1]!);
    const failure = this.failures.shift();
    if (failure !== undefined) return { status: failure, body: { message: "stub failure" } };
    if (req.method === "GET" && /^\/github\/repos\/[^/]+\/[^/]+\/invitations/.test(req.url ?? ""))
      return { status: 200, body: this.invitations };
    // GitHub answers a new collaborator invitation with 201 and the invitation; the rest is 204.
    if (req.method === "PUT" && req.url?.startsWith("/github/")) return { status: 201, body: { id: 1 } };
    return { status: 204 };
  }
}
