import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { webhooks as webhooks10 } from "@polar-sh/sdk/2026-10";
import { validateEvent as validateEvent047 } from "polar-sdk-047/webhooks";
import { Webhook } from "standardwebhooks";

/** One request the receiver got, with what each verifier made of it. */
export type ReceivedWebhook = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: unknown };
  /** Error messages of the verifiers that refused it (empty: all three accepted it). */
  refusals: string[];
  at: number;
};

export type Reply = { status: number; body?: string; delayMs?: number } | "hang";
export type Responder = (request: ReceivedWebhook, index: number) => Reply;

/**
 * A merchant's app on loopback: records every delivery and verifies each one three ways, with
 * `standardwebhooks` (the secret's UTF-8 bytes, base64) and with both SDK generations'
 * `validateEvent` (0.47's strict models; 1.0's). Answers 200 unless told otherwise.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secret = "";
  respond: Responder = () => ({ status: 200, body: "ok" });
  private server: Server | null = null;
  private readonly hanging = new Set<() => void>();
  url = "";

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(async ({ record, index }) => {
        const reply = this.respond(record, index);
        if (reply === "hang") {
          await new Promise<void>((resolve) => this.hanging.add(resolve));
          response.destroy();
          return;
        }
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        response.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body ?? "");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  private async handle(request: IncomingMessage): Promise<{ record: ReceivedWebhook; index: number }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers)) if (typeof value === "string") headers[key] = value;
    const refusals: string[] = [];
    try {
      new Webhook(Buffer.from(this.secret, "utf8").toString("base64")).verify(body, headers);
    } catch (error) {
      refusals.push(`standardwebhooks: ${(error as Error).message}`);
    }
    try {
      validateEvent047(body, headers, this.secret);
    } catch (error) {
      refusals.push(`sdk 0.47: ${(error as Error).message}`);
    }
    try {
      await webhooks10.validateEvent(body, headers, this.secret);
    } catch (error) {
      refusals.push(`sdk 1.0: ${(error as Error).message}`);
    }
    const record: ReceivedWebhook = {
      id: headers["webhook-id"] ?? "",
      timestamp: headers["webhook-timestamp"] ?? "",
      signature: headers["webhook-signature"] ?? "",
      body,
      payload: JSON.parse(body) as ReceivedWebhook["payload"],
      refusals,
      at: Date.now(),
    };
    this.received.push(record);
    return { record, index: this.received.length - 1 };
  }

  /** Whether a delivery's Standard Webhooks signature verifies with `secret` (one learnt after it arrived). */
  static verifies(record: ReceivedWebhook, secret: string): boolean {
    try {
      new Webhook(Buffer.from(secret, "utf8").toString("base64")).verify(record.body, {
        "webhook-id": record.id,
        "webhook-timestamp": record.timestamp,
        "webhook-signature": record.signature,
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Waits until `predicate` holds for the received list. */
  async waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline)
        throw new Error(
          `webhook receiver: condition not met in ${timeoutMs} ms; got ${this.received.map((r) => `${r.payload.type} ${r.id}`).join(", ")}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }

  async stop(): Promise<void> {
    for (const release of this.hanging) release();
    this.hanging.clear();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Polls `check` until it returns a value (not undefined). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
