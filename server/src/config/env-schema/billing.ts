import { z } from "zod";
import { int, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/**
 * Stripe's API base, webhook delivery and benefit grants.
 *
 * Webhook delivery (docs/reference/webhooks.md): Standard Webhooks' retry schedule (5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, ...) is multiples of the base, each delay capped by the max. Benefit
 * grant jobs are polled every BENEFIT_GRANT_POLL_MS; a failed job is retried after base * 2^attempts
 * (capped).
 *
 * Benefit providers (docs/guides/billing.md): github_repository grants add the customer's GitHub
 * account as a collaborator with GITHUB_TOKEN (a token that may administer the repositories);
 * discord grants give the role with the bot of DISCORD_BOT_TOKEN. Without a token those grants
 * fail and are retried. The API URLs are settable for GitHub Enterprise and for tests.
 */
export const billingSection = envSection({
  title: "Billing, webhooks and benefit grants",
  variables: {
    // Stripe's API base for every organization's Stripe account (tests, proxies); Stripe's own by default.
    STRIPE_API_URL: url(["http:", "https:"]),
    WEBHOOK_RETRY_BASE_MS: int(5_000, 1, 3_600_000),
    WEBHOOK_RETRY_MAX_MS: int(36_000_000, 1, 86_400_000),
    WEBHOOK_TIMEOUT_MS: int(10_000, 100, 120_000),
    WEBHOOK_POLL_MS: int(1_000, 10, 60_000),
    BENEFIT_GRANT_POLL_MS: int(1_000, 10, 60_000),
    BENEFIT_GRANT_RETRY_BASE_MS: int(10_000, 1, 3_600_000),
    BENEFIT_GRANT_RETRY_MAX_MS: int(3_600_000, 1, 86_400_000),
    GITHUB_API_URL: url(["https:", "http:"]),
    GITHUB_TOKEN: z.string().min(1).optional(),
    DISCORD_API_URL: url(["https:", "http:"]),
    DISCORD_BOT_TOKEN: z.string().min(1).optional(),
    BENEFIT_PROVIDER_TIMEOUT_MS: int(10_000, 100, 120_000),
  },
  docs: {
    STRIPE_API_URL: {
      meaning:
        "Stripe's API base for every organization's Stripe account (tests point it at a stand-in, operators at a proxy)",
      default: "Stripe's",
    },
    WEBHOOK_RETRY_BASE_MS: {
      meaning:
        "first retry delay of a failed webhook delivery; later delays follow Standard Webhooks' schedule as multiples of it (×60 = 5 min, ×360 = 30 min, … ×7200 = 10 h)",
    },
    WEBHOOK_RETRY_MAX_MS: { meaning: "cap of each webhook retry delay (10 h)" },
    WEBHOOK_TIMEOUT_MS: { meaning: "timeout of one webhook request; an attempt's lease is this plus 5 s" },
    WEBHOOK_POLL_MS: { meaning: "how often the delivery worker looks for new events and due retries" },
    BENEFIT_GRANT_POLL_MS: {
      meaning: "how often the benefit-grant worker looks for due grant, revoke and cycle jobs",
    },
    BENEFIT_GRANT_RETRY_BASE_MS: { meaning: "first retry delay of a failed grant job; doubles per attempt" },
    BENEFIT_GRANT_RETRY_MAX_MS: { meaning: "cap of each grant retry delay (1 h)" },
    GITHUB_API_URL: {
      meaning: "GitHub API base of github_repository grants (GitHub Enterprise; a local stand-in in tests)",
      default: "`https://api.github.com`",
    },
    GITHUB_TOKEN: {
      meaning:
        "token allowed to manage collaborators of the sellers' repositories; without it those grants fail (recorded on the grant) and are retried",
    },
    DISCORD_API_URL: { meaning: "Discord API base of discord grants", default: "`https://discord.com/api/v10`" },
    DISCORD_BOT_TOKEN: {
      meaning:
        "bot token (the bot in the guild, with Manage Roles, and Kick Members for `kick_member`); without it those grants fail and are retried",
    },
    BENEFIT_PROVIDER_TIMEOUT_MS: { meaning: "timeout of one GitHub or Discord call" },
  },
});
