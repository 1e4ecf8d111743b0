import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../kit/logger.ts";
import { MailOutboxRepository, type OutboxMail, type OutboxRow } from "./outbox-repository.ts";

const MAX_ATTEMPTS = 12;
const MAX_RETRY_MS = 3_600_000;
const LEASE_MS = 60_000;

/**
 * The durable mail queue. `send` only writes a row; a dispatcher loop delivers due rows over
 * SMTP and reschedules failures with exponential backoff, so an SMTP outage loses nothing.
 * Without SMTP_URL, mails land in the dev outbox (stored and logged) instead.
 */
export class Mailer {
  readonly outbox: MailOutboxRepository;
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    outbox: MailOutboxRepository,
    private readonly config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_RETRY_BASE_MS">,
    private readonly logger: Logger,
  ) {
    this.outbox = outbox;
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  }

  async send(mail: OutboxMail): Promise<void> {
    if (!this.transport) {
      await this.outbox.insert(mail, "outbox");
      process.stderr.write(`[gatehouse] mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      return;
    }
    await this.outbox.insert(mail, "pending");
    this.nudge();
  }

  start(pollMs = 1000): void {
    if (!this.transport) return;
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), pollMs);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Runs one dispatch pass unless one is already under way. */
  nudge(): void {
    if (this.running || this.stopped || !this.transport) return;
    this.running = this.dispatch()
      .catch((error) => this.logger.error("mail dispatch failed", error))
      .finally(() => {
        this.running = null;
      });
  }

  private async dispatch(): Promise<void> {
    for (;;) {
      const batch = await this.outbox.claimDue(20, LEASE_MS);
      if (batch.length === 0 || this.stopped) return;
      for (const mail of batch) await this.deliver(mail);
    }
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    try {
      await this.transport!.sendMail({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await this.outbox.markSent(mail.id);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryIn = attempts >= MAX_ATTEMPTS ? null : Math.min(this.config.MAIL_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail ${mail.id} to ${mail.to} failed (attempt ${attempts})`, reason);
      await this.outbox.reschedule(mail.id, attempts, reason, retryIn);
    }
  }
}
