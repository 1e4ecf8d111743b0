import { z } from "zod";
import { int, optionalInt } from "./parsers.ts";
import { envSection } from "./section.ts";

/** Long enough for a load balancer polling /readyz every few seconds to stop sending traffic. */
export const DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

/**
 * What this process does (docs/operations/production.md): all (HTTP and background jobs), api
 * (HTTP only), worker (jobs only, with /healthz, /readyz and /metrics). Graceful shutdown: after
 * SIGTERM, /readyz fails at once and the listener keeps serving SHUTDOWN_DELAY_MS, then in-flight
 * requests get up to SHUTDOWN_TIMEOUT_MS to finish. The intervals are how often a job process
 * looks for ended subscription periods, expired checkouts and refunds whose process stopped
 * before settling them.
 */
export const processesSection = envSection({
  title: "Processes and shutdown",
  variables: {
    SHUTDOWN_DELAY_MS: optionalInt(0, 600_000),
    SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
    GATEHOUSE_ROLE: z.enum(["all", "api", "worker"]).default("all"),
    RENEWAL_INTERVAL_MS: int(60_000, 100, 86_400_000),
    CHECKOUT_EXPIRY_INTERVAL_MS: int(60_000, 100, 86_400_000),
    REFUND_RESUME_INTERVAL_MS: int(60_000, 100, 86_400_000),
  },
  docs: {
    SHUTDOWN_DELAY_MS: {
      meaning:
        "after SIGTERM/SIGINT, how long the listener keeps serving while `/readyz` already fails, so a load balancer stops sending traffic (see [production.md](../operations/production.md))",
      default: `\`${DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS}\` in production, else \`0\``,
    },
    SHUTDOWN_TIMEOUT_MS: {
      meaning: "then, how long requests in flight may take to finish before their connections are cut",
    },
    GATEHOUSE_ROLE: {
      meaning:
        "`all`: HTTP and background jobs; `api`: HTTP only; `worker`: the jobs only (mail, webhooks, benefit grants, renewals, checkout expiry, refund and top-up resumption), serving just `/healthz`, `/readyz` and `/metrics` (see [production.md](../operations/production.md))",
    },
    RENEWAL_INTERVAL_MS: { meaning: "how often a job process renews subscriptions whose period ended" },
    CHECKOUT_EXPIRY_INTERVAL_MS: { meaning: "how often a job process expires open checkouts past their expiry" },
    REFUND_RESUME_INTERVAL_MS: {
      meaning:
        "how often a job process resumes refunds and wallet top-ups whose process stopped before settling them (each under a 60 s lease)",
    },
  },
});
