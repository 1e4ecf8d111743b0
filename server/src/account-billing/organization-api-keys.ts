import { z } from "zod";
import { IP_NOT_ALLOWED_CODE } from "../auth/api-keys/ip-refusal.ts";
import { ORGANIZATION_API_KEY_CONFIG } from "../auth/api-keys/key-kinds.ts";
import { ApiKeyRepository } from "../auth/api-keys/repository.ts";
import type { Auth } from "../auth/auth.ts";
import type { ApiKeyVerification, ApiKeyVerifier, OrganizationApiKeys } from "../billing/api-key-meters/verifier.ts";
import type { Db } from "../db/transaction.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";

/**
 * What `auth.api.verifyApiKey` answers when it refuses a key: the plugin's APIError body, whose
 * `message` is text (or, on one path, the error-code object) and whose rate-limit refusal carries
 * `details.tryAgainIn` in milliseconds.
 */
const refusal = z.object({
  code: z.string().optional(),
  message: z.unknown(),
  details: z.object({ tryAgainIn: z.number() }).partial().optional(),
});

const INVALID = "Invalid API key.";
const messageOf = (message: unknown): string =>
  typeof message === "string" && message !== ""
    ? message
    : typeof message === "object" && message !== null && "message" in message && typeof message.message === "string"
      ? message.message
      : INVALID;

function refused(error: unknown): ApiKeyVerification {
  const parsed = refusal.safeParse(error);
  if (!parsed.success) return { valid: false, refusal: "invalid", message: INVALID };
  const message = messageOf(parsed.data.message);
  if (parsed.data.code === "RATE_LIMITED") {
    const ms = parsed.data.details?.tryAgainIn ?? 1000;
    return { valid: false, refusal: "rate_limited", message, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  }
  if (parsed.data.code === "USAGE_EXCEEDED") return { valid: false, refusal: "usage_exceeded", message };
  if (parsed.data.code === IP_NOT_ALLOWED_CODE) return { valid: false, refusal: "ip_not_allowed", message };
  return { valid: false, refusal: "invalid", message };
}

/**
 * Organization keys verified through the api-key plugin's own server endpoint (configId
 * "organization": a user's key is invalid here), so every check of the plugin applies and a
 * verification spends one request of the key's rate limit, as a request made with it would.
 */
function organizationKeyVerifier(auth: Auth): ApiKeyVerifier {
  return async (key, clientIp) => {
    // The key's IP allowlist is checked against this address (auth/api-keys/ip-refusal.ts).
    const headers = new Headers(clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {});
    const answer = await auth.api.verifyApiKey({ body: { key, configId: ORGANIZATION_API_KEY_CONFIG }, headers });
    if (!answer.valid || !answer.key) return refused(answer.error);
    return {
      valid: true,
      key: { id: answer.key.id, organizationId: answer.key.referenceId, name: answer.key.name ?? null },
    };
  };
}

/** Identity's organization API keys for the billing API's meters: verified by the plugin, found in its table. */
export function organizationApiKeys(auth: Auth, db: Db): OrganizationApiKeys {
  const keys = new ApiKeyRepository(db);
  return { verify: organizationKeyVerifier(auth), find: (id) => keys.findOrganizationKey(id) };
}
