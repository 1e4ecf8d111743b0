/**
 * The requests a sensitive action may be refused with because the sign-in (or the second factor)
 * is too old, and the one re-authentication every such refusal waits for: the API clients'
 * `stepUpFetch` asks, the dialog (components/step-up-dialog.tsx) answers.
 */
export const STEP_UP_CODES = ["SESSION_NOT_FRESH", "SECOND_FACTOR_NOT_FRESH"] as const;
export type StepUpCode = (typeof STEP_UP_CODES)[number];

const isStepUpCode = (code: unknown): code is StepUpCode =>
  typeof code === "string" && (STEP_UP_CODES as readonly string[]).includes(code);

type Pending = { code: StepUpCode; promise: Promise<boolean>; settle: (confirmed: boolean) => void };
let pending: Pending | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** What the dialog shows: the refusal it was opened for, or nothing. */
export const currentStepUp = (): StepUpCode | null => pending?.code ?? null;

export function subscribeToStepUp(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the dialog (once, however many requests were refused) and resolves whether the person re-authenticated. */
export function requestStepUp(code: StepUpCode): Promise<boolean> {
  if (pending) return pending.promise;
  let settle: (confirmed: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  pending = { code, promise, settle };
  notify();
  return promise;
}

/** The dialog closes: re-authenticated (the refused requests are sent again) or given up. */
export function settleStepUp(confirmed: boolean): void {
  const done = pending;
  pending = null;
  notify();
  done?.settle(confirmed);
}

/** The step-up code of a refusal: /api/auth's body `code`, or /v1's `Gatehouse-Error-Code` header. */
async function stepUpCodeOf(response: Response): Promise<StepUpCode | null> {
  if (response.status !== 403) return null;
  const header = response.headers.get("gatehouse-error-code");
  if (isStepUpCode(header)) return header;
  try {
    const body: unknown = await response.clone().json();
    const code = typeof body === "object" && body !== null && "code" in body ? body.code : null;
    return isStepUpCode(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * `fetch` for the API clients: a request refused for an old sign-in opens the re-authentication
 * dialog and, once the person has re-authenticated, is sent again and its answer returned; if
 * they give up, the refusal is returned as it was.
 */
export async function stepUpFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const retry = input instanceof Request ? input.clone() : input;
  const response = await fetch(input, init);
  const code = await stepUpCodeOf(response);
  if (!code || !(await requestStepUp(code))) return response;
  return fetch(retry, init);
}
