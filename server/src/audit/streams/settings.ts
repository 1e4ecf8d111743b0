import type { Config } from "../../config.ts";
import type { Db } from "../../db/transaction.ts";
import { secretBox } from "../../kit/sealed-secrets.ts";
import type { SignDelivery } from "./senders/sender.ts";
import type { StreamDeps } from "./service.ts";
import type { AuditStreamWorkerOptions } from "./worker.ts";

/** The purpose the streams' secrets are sealed under (one key per purpose). */
const SEALED_PURPOSE = "audit stream secrets";

/** What the routes and the worker share: the database, the sealed secrets' box, the signing, the host named in records. */
export function auditStreamDeps(config: Config, db: Db, sign: SignDelivery): StreamDeps {
  return {
    db,
    box: secretBox(config.authSecret, SEALED_PURPOSE),
    hostname: new URL(config.baseURL).hostname,
    sign,
    timeoutMs: config.AUDIT_STREAM_TIMEOUT_MS,
  };
}

export function auditStreamWorkerOptions(config: Config): AuditStreamWorkerOptions {
  return {
    pollMs: config.AUDIT_STREAM_POLL_MS,
    batchSize: config.AUDIT_STREAM_BATCH_SIZE,
    baseMs: config.AUDIT_STREAM_RETRY_BASE_MS,
    maxMs: config.AUDIT_STREAM_RETRY_MAX_MS,
    timeoutMs: config.AUDIT_STREAM_TIMEOUT_MS,
  };
}
