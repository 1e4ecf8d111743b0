import { i18n } from "../../../i18n/i18n";
import { RequestError, type ServerError } from "../../../lib/errors";
import { worded } from "./v1-error-wording";

/**
 * A refused /v1 call (billing API, Polar-compatible) as the app shows it. Errors arrive as
 * `{ error, detail }` (a message) or, for bad input, 422 `{ detail: [{ loc, msg, type }] }`; both
 * become a thrown `V1Error` (the typed client's `unwrap`, v1-api.ts, makes them).
 */

/** One Pydantic-style validation item: `loc` starts with "body", "query" or "path". */
export interface V1ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
  /** The values in the message, and Gatehouse's `code` for refusals a buyer meets. */
  ctx?: Record<string, string | number>;
}

/** A refused /v1 request; `validation` holds the 422 items (empty for other errors). */
export class V1Error extends RequestError {
  readonly validation: V1ValidationItem[];

  constructor(error: ServerError, validation: V1ValidationItem[] = []) {
    super(error);
    this.name = "V1Error";
    this.validation = validation;
  }

  /** The `{ status, message, code }` shape FormAlert and useServerForm show. */
  toServerError(): ServerError {
    return { status: this.status, message: this.message, code: this.code };
  }
}

function isValidationItem(value: unknown): value is V1ValidationItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return Array.isArray(item.loc) && typeof item.msg === "string";
}

/** An item's message in the page's language where the catalog has its code or type (v1-error-wording.ts). */
function wordedItem(item: V1ValidationItem): string {
  const code = item.ctx?.code;
  return worded(item.msg, { code: typeof code === "string" ? code : undefined, type: item.type, values: item.ctx });
}

/** A 422's items as one readable sentence: "email: value is not a valid email address". */
export function describeValidation(items: readonly V1ValidationItem[]): string {
  return items
    .map((item) => {
      const where = item.loc.filter(
        (part, index) => !(index === 0 && (part === "body" || part === "query" || part === "path")),
      );
      return where.length > 0 ? `${where.join(".")}: ${item.msg}` : item.msg;
    })
    .join("; ");
}

/** A refused answer's parsed body (or null when it had none) as the V1Error hooks and forms expect. */
/** The header beside a refusal's body naming its reason (a card's decline code): Polar's body has no room for it. */
export const ERROR_CODE_HEADER = "Gatehouse-Error-Code";

export function v1ErrorFrom(status: number, statusText: string, body: unknown, reasonCode?: string | null): V1Error {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const detail = record.detail;
  if (Array.isArray(detail)) {
    const items = detail.filter(isValidationItem).map((item) => ({ ...item, msg: wordedItem(item) }));
    return new V1Error(
      { status, code: "VALIDATION_ERROR", message: describeValidation(items) || i18n.t("billing:form.invalidRequest") },
      items,
    );
  }
  return new V1Error({
    status,
    statusText,
    code: typeof record.error === "string" ? record.error : undefined,
    message: typeof detail === "string" ? worded(detail, { code: reasonCode ?? undefined }) : undefined,
  });
}
