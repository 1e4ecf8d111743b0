import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; from: string; raw: string; subject: string; text: string; links: string[] };

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parseMail(raw: string, to: string[], from: string): CaughtMail {
  const unfolded = decodeQuotedPrintable(raw);
  const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? "";
  const links = [...new Set(unfolded.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, "&"));
  return { to, from, raw, subject, text: unfolded, links };
}

/**
 * A real SMTP server on loopback that keeps every mail it receives. It can be stopped and
 * started again on the same port, to prove that Gatehouse's mail queue survives an outage.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          this.mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to, from));
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves with the first mail (already received or arriving) matching the predicate. */
  async waitFor(match: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no matching mail within ${timeoutMs} ms (have: ${this.mails.map((m) => `${m.to} ${m.subject}`).join(", ")})`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The latest mail to `address` whose subject contains `subject`. */
  async mailTo(address: string, subject: string, timeoutMs?: number): Promise<CaughtMail> {
    return this.waitFor((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(subject), timeoutMs);
  }

  /** Forgets received mails so the next `mailTo` sees only new ones. */
  clear(): void {
    this.mails.length = 0;
  }
}
