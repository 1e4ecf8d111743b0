import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A captcha provider's siteverify endpoint on loopback. Turnstile posts JSON, reCAPTCHA and
 * hCaptcha a form: the stub reads either, records what it got, and answers success only for the
 * expected secret and `PASSING_TOKEN`, in the provider's answer shape (`error-codes` on failure).
 */
export const PASSING_TOKEN = "passing-token";

export type SiteverifyRequest = { contentType: string; fields: Record<string, string> };

export class SiteverifyStub {
  readonly requests: SiteverifyRequest[] = [];
  private server: Server | null = null;
  url = "";

  constructor(private readonly secret: string) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const contentType = req.headers["content-type"] ?? "";
        const text = Buffer.concat(chunks).toString("utf8");
        const fields: Record<string, string> = contentType.includes("json")
          ? (JSON.parse(text) as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(text));
        this.requests.push({ contentType, fields });
        const success = fields.secret === this.secret && fields.response === PASSING_TOKEN;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(success ? { success: true } : { success: false, "error-codes": ["invalid-input-response"] }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/siteverify`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
