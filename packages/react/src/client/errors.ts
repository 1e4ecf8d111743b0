import { en } from "../i18n/en.js";
import { format } from "../i18n/format.js";

/**
 * Every failed call to Gatehouse, whatever its API: better-auth's `{ code, message }` under
 * /api/auth, Polar's `{ error, detail }` and 422 `{ detail: [{ loc, msg }] }` under /v1. `field`
 * names the input a validation error is about, so a form can show it there.
 */
export class GatehouseError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | null;

  constructor(status: number, code: string, message: string, field: string | null = null) {
    super(message);
    this.name = "GatehouseError";
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** What is said of a failed response that carries no words of its own (an empty body, a proxy's HTML page). */
function unwordedMessage(status: number): string {
  return status === 0 ? en.common.serverUnreachable : format(en.common.serverAnswered, { status });
}

/** Whether the error's message is the client's stand-in for a response without words: the components say it in their language. */
export function isUnworded(error: GatehouseError): boolean {
  return error.message === unwordedMessage(error.status);
}

type ValidationDetail = { loc?: unknown; msg?: unknown };

function firstValidationDetail(detail: unknown): ValidationDetail | null {
  if (!Array.isArray(detail) || detail.length === 0) return null;
  const first: unknown = detail[0];
  return typeof first === "object" && first !== null ? (first as ValidationDetail) : null;
}

/** The error a failed response stands for, read from whichever body shape it has. */
export function errorFromBody(status: number, body: unknown): GatehouseError {
  const fallback = unwordedMessage(status);
  if (typeof body !== "object" || body === null) return new GatehouseError(status, `HTTP_${status}`, fallback);
  const record = body as Record<string, unknown>;
  const validation = firstValidationDetail(record.detail);
  if (validation) {
    const loc = Array.isArray(validation.loc) ? validation.loc : [];
    const field = loc.length > 0 ? String(loc[loc.length - 1]) : null;
    return new GatehouseError(status, "VALIDATION_ERROR", String(validation.msg ?? fallback), field);
  }
  const code = typeof record.code === "string" ? record.code : typeof record.error === "string" ? record.error : null;
  const message =
    typeof record.message === "string" ? record.message : typeof record.detail === "string" ? record.detail : null;
  return new GatehouseError(status, code ?? `HTTP_${status}`, message ?? fallback);
}
