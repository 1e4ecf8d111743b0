import { z } from "zod";
import { int, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/** How mail leaves: SMTP, or the dev outbox without it; failed sends are retried from the queue. */
export const mailSection = envSection({
  title: "Mail",
  variables: {
    SMTP_URL: url(["smtp:", "smtps:"]),
    MAIL_FROM: z.string().min(3).default("Gatehouse <no-reply@localhost>"),
    MAIL_RETRY_BASE_MS: int(5_000, 10, 3_600_000),
  },
  docs: {
    SMTP_URL: {
      meaning:
        "`smtp://user:pass@host:port` or `smtps://…`; without it mails go to the dev outbox (with JSON logs, each is one warning line naming the mail, never its text or links)",
    },
    MAIL_FROM: { meaning: "sender of every mail" },
    MAIL_RETRY_BASE_MS: {
      meaning: "first retry delay of a failed mail; doubles per attempt (at most 1 h, 12 attempts)",
    },
  },
});
