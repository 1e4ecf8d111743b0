import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A mail as received: `raw` as sent; `text` the raw mail with its quoted-printable and base64
 * parts decoded (what tests search); `plain` and `html` its two parts alone; `subject` decoded.
 */
export type CaughtMail = {
  to: string[];
  from: string;
  raw: string;
  subject: string;
  text: string;
  plain: string;
  html: string;
  links: string[];
};

/** Quoted-printable to text: the escaped bytes are UTF-8 (a translated mail's letters). */
const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A header's value, its folded lines joined. */
function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:(.*(?:\r?\n[ \t].*)*)`, "im").exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]/g, " ").trim() ?? "";
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) to text; the space between two of them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

type Part = { type: string; encoded: boolean; body: string };

/** The leaf parts of a (possibly multipart) entity, each body decoded from its transfer encoding. */
function partsOf(entity: string): Part[] {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split === -1 ? entity : entity.slice(0, split);
  const body = split === -1 ? "" : entity.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = header(head, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary)
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => partsOf(part.replace(/^\r?\n/, "")));
  const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return [{ type: type.split(";")[0]?.trim().toLowerCase() ?? "", encoded: encoding === "base64", body: decoded }];
}

function parseMail(raw: string, to: string[], from: string): CaughtMail {
  const parts = partsOf(raw);
  // Base64 parts (nodemailer's choice for mostly non-Latin text) are searched decoded too.
  const unfolded = [decodeQuotedPrintable(raw), ...parts.filter((p) => p.encoded).map((p) => p.body)].join("\n");
  const subject = decodeWords(header(raw.slice(0, raw.search(/\r?\n\r?\n/)), "Subject"));
  const links = [...new Set(unfolded.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, "&"));
  const part = (type: string) => parts.find((p) => p.type === type)?.body ?? "";
  return { to, from, raw, subject, text: unfolded, plain: part("text/plain"), html: part("text/html"), links };
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
