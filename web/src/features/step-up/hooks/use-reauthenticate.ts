import { useMutation } from "@tanstack/react-query";
import { RequestError, type ServerError } from "../../../lib/errors";

/** What /reauthenticate answers: the new sign-in time and methods, and whether a second factor is still needed. */
export type Reauthenticated = { authTime: string; amr: string[]; secondFactorRequired: boolean };
export type SecondFactorMethod = "totp" | "backup-code";

/** A POST to the re-authentication routes, outside the step-up fetch (a refusal here is the dialog's own). */
async function post(path: string, body: unknown): Promise<Reauthenticated> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error: ServerError = { status: response.status, statusText: response.statusText };
    if (typeof parsed === "object" && parsed !== null) Object.assign(error, parsed);
    throw new RequestError(error);
  }
  return parsed as Reauthenticated;
}

/** Re-authenticates the signed-in person with their password. */
export function useReauthenticate() {
  return useMutation({ mutationFn: (password: string) => post("/reauthenticate", { password }) });
}

/** Gives the second factor again: a code of the authenticator app, or a backup code. */
export function useReauthenticateSecondFactor() {
  return useMutation({
    mutationFn: ({ code, method }: { code: string; method: SecondFactorMethod }) =>
      post("/reauthenticate/second-factor", { code, method }),
  });
}
