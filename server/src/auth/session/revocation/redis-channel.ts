import { Redis } from "ioredis";
import { z } from "zod";
import type { Logger } from "../../../kit/logger.ts";
import type { Revocation } from "./revocation-list.ts";

/** What one message carries: the entries one revocation recorded. */
const revocationMessage = z.array(
  z.object({ kind: z.enum(["session", "user"]), subjectId: z.string().min(1), revokedAt: z.number().finite() }),
);

/** How often a Redis failure is logged while it lasts. */
const FAILURE_LOG_INTERVAL_MS = 30_000;

export type RevocationChannel = {
  publish(entries: readonly Revocation[]): Promise<void>;
  close(): Promise<void>;
};

/**
 * Revocations between processes through Redis pub/sub (REDIS_URL): a process publishes the
 * entries it records, every process (itself included) adds what it receives. A message is not
 * stored: one sent while a process was disconnected is read from the table instead — `onReady`
 * runs on every (re)connection, and the table is followed at a slower pace meanwhile.
 */
export function redisRevocationChannel(options: {
  url: string;
  prefix: string;
  logger: Pick<Logger, "error">;
  onEntries: (entries: Revocation[]) => void;
  onReady: () => void;
}): RevocationChannel {
  const channel = `${options.prefix}session-revocations`;
  const settings = { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 };
  const publisher = new Redis(options.url, settings);
  // A subscribed connection runs no other command; ioredis subscribes it again after a reconnect.
  const subscriber = new Redis(options.url, { ...settings, commandTimeout: undefined });
  let lastFailureLog = Number.NEGATIVE_INFINITY;
  const logFailure = (error: unknown) => {
    const now = performance.now();
    if (now - lastFailureLog < FAILURE_LOG_INTERVAL_MS) return;
    lastFailureLog = now;
    options.logger.error("session revocations: Redis unavailable; followed through the database meanwhile", error);
  };
  publisher.on("error", () => undefined);
  subscriber.on("error", logFailure);
  subscriber.on("ready", options.onReady);
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const entries = revocationMessage.safeParse(parsed);
    if (entries.success) options.onEntries(entries.data);
  });
  subscriber.subscribe(channel).catch(logFailure);
  return {
    async publish(entries) {
      try {
        await publisher.publish(channel, JSON.stringify(entries));
      } catch (error) {
        logFailure(error);
      }
    },
    async close() {
      await Promise.all([publisher, subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
