import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** Who a /v1 request acts for, once its credential is known (the audit log's actor). */
export type RequestActor = { type: "user" | "token"; id: string; ipAddress: string | null; userAgent: string | null };

/**
 * What every log line written while serving a request carries, who it acts for, and whether the
 * database failed it for want of a connection or an answer (db/availability.ts). One store for
 * all three: Node 20 visits every AsyncLocalStorage ever used on each async step.
 */
export type RequestContext = { requestId?: string; actor?: RequestActor; databaseFailed?: boolean };

const context = new AsyncLocalStorage<RequestContext>();

/** Runs a request's handling with its id in scope (logs, and the jobs it queues). */
export function withRequestContext<T>(requestContext: RequestContext, work: () => T): T {
  return context.run(requestContext, work);
}

/** Runs a queued job's work under the id of the request that queued it, when a request did. */
export function withJobContext<T>(requestId: string | null, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : work();
}

/** Records who the request being served acts for (the billing API's access middleware). */
export function setRequestActor(actor: RequestActor): void {
  const store = context.getStore();
  if (store) store.actor = actor;
}

/** Who the request being served acts for; none in background jobs and before authentication. */
export function currentRequestActor(): RequestActor | undefined {
  return context.getStore()?.actor;
}

/** Runs work and says whether the database failed it: in the request's context, or a new one outside requests. */
export async function trackDatabaseFailure(work: () => Promise<void>): Promise<{ failed: boolean }> {
  const store = context.getStore();
  if (!store) return context.run({}, () => trackDatabaseFailure(work));
  store.databaseFailed = false;
  await work();
  // Read afresh: work() may have set it (TypeScript still sees the false written above).
  return { failed: Boolean(store.databaseFailed) };
}

/** Marks the request being served, if any, as failed by the database. */
export function noteDatabaseFailure(): void {
  const store = context.getStore();
  if (store) store.databaseFailed = true;
}

/** The id of the request being served, if any (background jobs have none). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** A request id as proxies pass it: printable, short, no separators a log reader would trip on. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request's id: the one a trusted proxy set in X-Request-Id, else a new one. An untrusted
 * client's header is ignored, so nobody can make their requests look like someone else's in logs.
 */
export function requestIdFor(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && typeof header === "string" && REQUEST_ID.test(header)) return header;
  return randomUUID();
}
