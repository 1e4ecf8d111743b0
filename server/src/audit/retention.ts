import type { Db } from "../db/transaction.ts";
import type { Logger } from "../kit/logger.ts";
import { PeriodicTask } from "../kit/periodic-task.ts";
import { now } from "../kit/time.ts";
import { AuditLogRepository } from "./repository.ts";

const DAY_MS = 86_400_000;

/**
 * Forgets audit entries older than AUDIT_LOG_RETENTION_DAYS (0: keeps everything), hourly. Any
 * number of workers may run it: a delete of what is past the line is the same from any of them.
 */
export function startAuditRetention(db: Db, logger: Logger, retentionDays: number): { stop(): Promise<void> } {
  if (retentionDays === 0) return { stop: async () => {} };
  const log = new AuditLogRepository(db);
  const task = new PeriodicTask(
    "audit log retention",
    async () => {
      const forgotten = await log.forgetBefore(new Date(now().getTime() - retentionDays * DAY_MS));
      if (forgotten > 0) logger.info("audit entries past retention deleted", { forgotten, retentionDays });
    },
    logger,
  );
  task.start(3_600_000);
  return { stop: () => task.stop() };
}
