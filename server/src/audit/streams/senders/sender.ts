import type { AuditEntry } from "../../schemas.ts";

/** What one delivery came to: `status` is the HTTP status when there was an answer. */
export type SendOutcome = { ok: boolean; status: number | null; error: string | null };

/** One batch as the worker hands it over: the batch id stays the same when a batch is resent. */
export type Batch = { id: string; entries: AuditEntry[] };

/** Delivers a batch to one destination; never throws (a failure is an outcome). */
export type StreamSender = (batch: Batch, signal: AbortSignal) => Promise<SendOutcome>;

/**
 * Gatehouse's webhook signing (Standard Webhooks headers of `id`, now and `body`), handed in by
 * the composition root: the streams sign exactly as the webhooks do.
 */
export type SignDelivery = (secret: string, id: string, body: string) => Record<string, string>;

/** Kept of a refusal's body for the destination's last error. */
const ERROR_EXCERPT = 300;

/** One POST, redirects not followed; a 2xx is a success, anything else the receiver's words. */
export async function post(
  url: string,
  init: { headers: Record<string, string>; body: string },
  signal: AbortSignal,
): Promise<SendOutcome> {
  try {
    const response = await fetch(url, { method: "POST", redirect: "manual", signal, ...init });
    const text = await response.text().catch(() => "");
    if (response.ok) return { ok: true, status: response.status, error: null };
    const said = text.trim().slice(0, ERROR_EXCERPT);
    return { ok: false, status: response.status, error: `HTTP ${response.status}${said ? `: ${said}` : ""}` };
  } catch (error) {
    return { ok: false, status: null, error: describe(error) };
  }
}

export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError" || error.name === "AbortError") return "The destination did not answer in time";
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, ERROR_EXCERPT);
}

/** Seconds since the epoch, with milliseconds (Splunk's `time`). */
export const epochSeconds = (iso: string) => new Date(iso).getTime() / 1000;
