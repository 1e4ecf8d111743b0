import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../kit/logger.ts";
import { PeriodicTask } from "../kit/periodic-task.ts";
import { withJobContext } from "../kit/request-context.ts";
import type { MailOutboxRepository, OutboxMail, OutboxRow } from "./outbox-repository.ts";

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
  private readonly task: PeriodicTask;

  constructor(
    outbox: MailOutboxRepository,
    private readonly config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_RETRY_BASE_MS" | "log">,
    private readonly logger: Logger,
  ) {
    this.outbox = outbox;
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
    this.task = new PeriodicTask("mail dispatch", () => this.dispatch(), logger);
  }

  async send(mail: OutboxMail): Promise<void> {
    if (!this.transport) {
      const id = await this.outbox.insert(mail, "outbox");
      this.announceOutboxMail(id, mail);
      return;
    }
    await this.outbox.insert(mail, "pending");
    this.nudge();
  }

  /**
   * A mail kept in the dev outbox. At a terminal (pretty logs) its text is printed, links and all,
   * so a developer can follow them. In JSON logs it is one line without the text: a log shipper
   * must not collect sign-in links and codes (the outbox page has them).
   */
  private announceOutboxMail(id: string, mail: OutboxMail): void {
    if (this.config.log.format === "pretty") {
      process.stderr.write(`[gatehouse] mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      return;
    }
    this.logger.warn(`mail ${id} (${mail.kind}) kept in the dev outbox, not sent: SMTP_URL is not set`);
  }

  /** Whether a dispatcher delivers the queue (only with SMTP_URL; the dev outbox keeps every row). */
  get isDispatching(): boolean {
    return !this.task.isStopped;
  }

  start(pollMs = 1000): void {
    if (!this.transport) return;
    this.task.start(pollMs);
  }

  async stop(): Promise<void> {
    await this.task.stop();
    this.transport?.close();
  }

  /** Resolves once `count` more dispatch passes have finished (see PeriodicTask.afterPasses). */
  afterPasses(count: number): Promise<void> {
    return this.task.afterPasses(count);
  }

  /** Runs a dispatch pass now (or right after the one under way). */
  nudge(): void {
    this.task.nudge();
  }

  private async dispatch(): Promise<void> {
    for (;;) {
      const batch = await this.outbox.claimDue(20, LEASE_MS);
      if (batch.length === 0 || this.task.isStopped) return;
      // The delivery's log lines carry the id of the request that queued the mail.
      for (const mail of batch) await withJobContext(mail.requestId, () => this.deliver(mail));
    }
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await this.outbox.markSent(mail.id);
      this.logger.info(`mail ${mail.id} (${mail.kind}) sent`);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryIn =
        attempts >= MAX_ATTEMPTS ? null : Math.min(this.config.MAIL_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail ${mail.id} to ${mail.to} failed (attempt ${attempts})`, reason);
      await this.outbox.reschedule(mail.id, attempts, reason, retryIn);
    }
  }
}
