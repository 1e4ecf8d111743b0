import { randomBytes } from "node:crypto";
import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { SecretBox } from "../../kit/sealed-secrets.ts";
import { nowIso } from "../../kit/time.ts";
import { AuditLogRepository } from "../repository.ts";
import type { AuditEntry } from "../schemas.ts";
import { AuditStreamErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { AuditStreamView, StreamTestResult } from "./schemas.ts";
import type { SenderContext } from "./senders/index.ts";
import { checkStream } from "./validation.ts";
import { sendOrRefuse } from "./worker.ts";

/** What the routes hand the service: the database, the secrets' box, the senders' needs, a request's timeout. */
export type StreamDeps = SenderContext & { db: Db; box: SecretBox; timeoutMs: number };

/** Who changes a destination, from where: the audit entry's actor. */
export type StreamActor = { id: string; email: string; ipAddress: string | null; userAgent: string | null };

type Body = Record<string, unknown>;

/** The shape of Gatehouse's webhook secrets (`whsec_` and 32 random bytes, base64). */
const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

function viewOf(row: repository.DestinationRow & { backlog?: number | string }): AuditStreamView {
  return {
    id: row.id,
    organizationId: row.organization_id,
    type: row.type,
    name: row.name,
    settings: JSON.parse(row.settings) as Record<string, unknown>,
    status: row.status,
    lastSuccessAt: row.last_success_at,
    lastError: row.last_error,
    lastErrorAt: row.last_error_at,
    backlog: Number(row.backlog ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function audit(
  trx: Tx,
  scope: repository.StreamScope,
  actor: StreamActor,
  action: "created" | "updated" | "deleted",
  row: Pick<repository.DestinationRow, "id" | "type" | "name">,
): Promise<void> {
  await new AuditLogRepository(trx).append(
    {
      organizationId: scope.organizationId,
      actor: { type: "user", id: actor.id, email: actor.email },
      action: `audit_stream.${action}`,
      target: { type: "audit_stream", id: row.id },
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      details: { type: row.type, name: row.name },
    },
    trx,
  );
}

export async function listStreams(deps: StreamDeps, scope: repository.StreamScope): Promise<AuditStreamView[]> {
  return (await repository.listDestinations(deps.db, scope)).map(viewOf);
}

async function viewById(deps: StreamDeps, scope: repository.StreamScope, id: string): Promise<AuditStreamView> {
  const found = (await repository.listDestinations(deps.db, scope)).find((row) => row.id === id);
  if (!found) throw AuditStreamErrors.notFound();
  return viewOf(found);
}

/** A new destination; an https one's signing secret is answered here, and never again. */
export async function createStream(
  deps: StreamDeps,
  scope: repository.StreamScope,
  body: Body,
  actor: StreamActor,
): Promise<{ stream: AuditStreamView; secret: string | null }> {
  const checked = checkStream(body, { requireSecret: true });
  const secret = checked.type === "https" ? newSigningSecret() : (checked.secret as string);
  const at = nowIso();
  const row = {
    id: newId(),
    organization_id: scope.organizationId,
    type: checked.type,
    name: checked.name,
    settings: toJsonColumn(checked.settings),
    sealed_secret: deps.box.seal(secret),
    status: "active" as const,
    consecutive_failures: 0,
    next_attempt_at: at,
    lease_token: null,
    lease_until: null,
    current_batch_id: null,
    last_success_at: null,
    last_error: null,
    last_error_at: null,
    created_at: at,
    updated_at: null,
  };
  await inTransaction(deps.db, async (trx) => {
    await repository.insertDestination(trx, row);
    await audit(trx, scope, actor, "created", row);
  });
  return { stream: await viewById(deps, scope, row.id), secret: checked.type === "https" ? secret : null };
}

/** Changes the name and settings; a secret field given replaces the stored secret. The type stays. */
export async function updateStream(
  deps: StreamDeps,
  scope: repository.StreamScope,
  id: string,
  body: Body,
  actor: StreamActor,
): Promise<AuditStreamView> {
  const stored = await repository.findDestination(deps.db, scope, id);
  if (!stored) throw AuditStreamErrors.notFound();
  const merged = { ...(JSON.parse(stored.settings) as Body), name: stored.name, ...body, type: stored.type };
  const checked = checkStream(merged, { requireSecret: false });
  await inTransaction(deps.db, async (trx) => {
    const updated = await repository.updateDestination(trx, scope, id, {
      name: checked.name,
      settings: toJsonColumn(checked.settings),
      ...(checked.secret === undefined ? {} : { sealed_secret: deps.box.seal(checked.secret) }),
      updated_at: nowIso(),
    });
    if (!updated) throw AuditStreamErrors.notFound();
    await audit(trx, scope, actor, "updated", { id, type: stored.type, name: checked.name });
  });
  return viewById(deps, scope, id);
}

/** Deletes the destination and what it had still to deliver. */
export async function deleteStream(
  deps: StreamDeps,
  scope: repository.StreamScope,
  id: string,
  actor: StreamActor,
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const stored = await repository.findDestination(trx, scope, id);
    if (!stored || !(await repository.deleteDestination(trx, scope, id))) throw AuditStreamErrors.notFound();
    await audit(trx, scope, actor, "deleted", stored);
  });
}

/** A record that is no audit entry, to see the destination take one: `audit_stream.test`. */
function testRecord(scope: repository.StreamScope, actor: StreamActor): AuditEntry {
  return {
    id: `test_${newId()}`,
    occurredAt: nowIso(),
    organizationId: scope.organizationId,
    actor: { type: "user", id: actor.id, email: actor.email },
    action: "audit_stream.test",
    target: null,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    requestId: null,
    details: { test: true },
  };
}

/** Sends one test record there and then, and answers how it went; the queue is left alone. */
export async function testStream(
  deps: StreamDeps,
  scope: repository.StreamScope,
  id: string,
  actor: StreamActor,
): Promise<StreamTestResult> {
  const stored = await repository.findDestination(deps.db, scope, id);
  if (!stored) throw AuditStreamErrors.notFound();
  const record = testRecord(scope, actor);
  const started = performance.now();
  const outcome = await sendOrRefuse(
    stored,
    deps,
    { id: record.id, entries: [record] },
    AbortSignal.timeout(deps.timeoutMs),
  );
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}
