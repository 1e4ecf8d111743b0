import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { nowIso } from "../../kit/time.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { mailsFor } from "./compose.ts";
import { disputeNotices } from "./dispute-notices.ts";
import { claimEvent, unmailedEvents } from "./mail-repository.ts";
import type { ComposeContext } from "./seller.ts";
import { trialReminders } from "./trial-reminders.ts";

const BATCH = 50;

/**
 * Billing mails from the event outbox (the webhooks' `billing_event`), so a mail goes out for
 * exactly the changes that committed. Each event is claimed by one conditional update of its
 * `mailed_at` — whichever process wins mails it, once — and its mails are queued in the durable
 * mail queue, which delivers them through SMTP outages. A crash between the claim and the queue
 * loses that event's mails rather than sending them twice. Trial-ends reminders are claimed the
 * same way, per subscription.
 */
export async function mailDueEvents(ctx: ComposeContext & { mailer: Mailer }, logger: Logger): Promise<number> {
  const due = await unmailedEvents(ctx.db, BATCH);
  let mailed = 0;
  for (const event of due) {
    if (!(await claimEvent(ctx.db, event.id, nowIso()))) continue;
    try {
      for (const mail of await mailsFor(ctx, event)) {
        await ctx.mailer.send(mail);
        mailed += 1;
      }
    } catch (error) {
      logger.error(`billing mail for event ${event.id} (${event.type}) failed`, error);
    }
  }
  for (const mail of [...(await trialReminders(ctx)), ...(await disputeNotices(ctx))]) {
    await ctx.mailer.send(mail);
    mailed += 1;
  }
  return mailed;
}

export function startBillingMails(ctx: ComposeContext & { mailer: Mailer }, logger: Logger, pollMs: number) {
  const task = new PeriodicTask("billing mails", () => mailDueEvents(ctx, logger).then(() => undefined), logger);
  task.start(pollMs);
  return task;
}
