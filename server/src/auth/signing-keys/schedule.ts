import type { Db } from "../../db/transaction.ts";
import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { PUBLISH_LEAD_MS } from "./policy.ts";
import { forgetRetiredKeys, rotateIfDue } from "./service.ts";

export type SigningKeyScheduleSettings = {
  /** AUTH_SECRET: new private keys are stored encrypted with it, as the JWT plugin stores them. */
  secret: string;
  /** SIGNING_KEY_ROTATION_DAYS; 0: no scheduled rotation (retired keys are still deleted). */
  rotationDays: number;
  /** SIGNING_KEY_CHECK_INTERVAL_MS. */
  intervalMs: number;
};

/**
 * The signing keys' job, in every job process: rotates the key when it is due and deletes keys
 * past their grace period. Any number of processes may run it: the database decides which one
 * rotates (service.ts, rotateIfDue), so each key is rotated once.
 */
export function startSigningKeySchedule(db: Db, logger: Logger, settings: SigningKeyScheduleSettings) {
  const task = new PeriodicTask(
    "signing key rotation",
    async () => {
      const kid = await rotateIfDue(db, settings.secret, settings.rotationDays);
      if (kid) logger.info("signing key rotated", { kid, signsInSeconds: PUBLISH_LEAD_MS / 1000 });
      const forgotten = await forgetRetiredKeys(db);
      if (forgotten > 0) logger.info("signing keys past their grace period deleted", { forgotten });
    },
    logger,
  );
  task.start(settings.intervalMs);
  return task;
}
