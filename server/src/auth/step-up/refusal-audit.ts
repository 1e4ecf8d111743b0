import { CLIENT_IP_HEADER } from "../../http/client-ip.ts";
import type { IdentityAuditSink } from "../audit-sink.ts";
import type { AuthenticationMethod } from "./authentication.ts";

/**
 * A re-authentication that did not pass (a wrong password or code), audited as
 * `user.reauthentication_failed` of the signed-in person: a stolen session guessing its person's
 * secrets shows in their log. The route's successes are the audit recorder's (the catalogue's
 * `audit`); its refusals are 400s, which the recorder leaves to the route.
 */
export async function recordRefusedReauthentication(
  recordAudit: IdentityAuditSink,
  request: { headers?: Headers | undefined },
  user: { id: string; email: string },
  refusal: { methods: AuthenticationMethod[]; reason: string },
): Promise<void> {
  await recordAudit({
    organizationId: null,
    actor: { type: "user", id: user.id, email: user.email },
    action: "user.reauthentication_failed",
    target: { type: "user", id: user.id },
    ipAddress: request.headers?.get(CLIENT_IP_HEADER) ?? null,
    userAgent: request.headers?.get("user-agent") ?? null,
    details: refusal,
  });
}
