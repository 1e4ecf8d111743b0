import { z } from "zod";
import { bool } from "./parsers.ts";
import { envSection } from "./section.ts";

/**
 * Logs (docs/operations/production.md): info (with the access log) in production, else error;
 * JSON lines in production, else pino-pretty's. Prometheus metrics at GET /metrics; with a token,
 * only for requests bearing it.
 */
export const observabilitySection = envSection({
  title: "Logs and metrics",
  variables: {
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).optional(),
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    METRICS_ENABLED: bool(true),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  },
  docs: {
    LOG_LEVEL: {
      meaning: "`debug`, `info` (adds the access log), `warn` or `error`",
      default: "`info` in production, else `error`",
    },
    LOG_FORMAT: {
      meaning: "`json`: one JSON object per line on stderr; `pretty`: readable colored lines",
      default: "`json` in production, else `pretty`",
    },
    METRICS_ENABLED: { meaning: "Prometheus metrics at `GET /metrics`" },
    METRICS_TOKEN: {
      meaning: "16+ characters: `/metrics` answers only requests with `Authorization: Bearer <token>` (401 otherwise)",
    },
  },
});
