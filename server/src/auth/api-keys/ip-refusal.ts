import { defaultKeyHasher } from "@better-auth/api-key";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { CLIENT_IP_HEADER } from "../../http/client-ip.ts";
import { ipAllowed } from "../../kit/ip-ranges.ts";
import type { IdentityAuditRecord, IdentityAuditSink } from "../audit-sink.ts";
import type { AfterHook, BeforeHook } from "../departure-table.ts";
import { API_KEY_HEADER, ORGANIZATION_API_KEY_CONFIG, USER_API_KEY_CONFIG } from "./key-kinds.ts";
import type { ApiKeyRepository } from "./repository.ts";

/** A key used from outside its IP allowlist. */
type ApiKeyIpRefusal = {
  keyId: string;
  configId: string;
  /** The key's owner: a user's id, or an organization's for organization keys. */
  referenceId: string;
  address: string;
  userAgent: string | null;
};

/**
 * `api_key.ip_refused`, with the address: an organization key's entry belongs to its
 * organization; a user's key's to no organization, with the user in its details.
 */
function refusalRecord(refusal: ApiKeyIpRefusal): IdentityAuditRecord {
  const organizationKey = refusal.configId === ORGANIZATION_API_KEY_CONFIG;
  return {
    organizationId: organizationKey ? refusal.referenceId : null,
    actor: { type: "token", id: refusal.keyId, email: null },
    action: "api_key.ip_refused",
    target: { type: "api_key", id: refusal.keyId },
    ipAddress: refusal.address === "unknown" ? null : refusal.address,
    userAgent: refusal.userAgent,
    details: { address: refusal.address, ...(organizationKey ? {} : { userId: refusal.referenceId }) },
  };
}

export const IP_NOT_ALLOWED_CODE = "IP_NOT_ALLOWED";

const ipNotAllowed = (address: string) => ({
  code: IP_NOT_ALLOWED_CODE,
  message: `Requests from ${address} are not allowed for this key.`,
});

/** The client address `http/client-ip.ts` decided for this request ("unknown" when it could not). */
const clientAddress = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? "unknown";

/**
 * A request carrying a user's key from outside the key's list is refused (403 IP_NOT_ALLOWED)
 * ahead of the plugin's session hook, which would otherwise act as the key's owner. An unknown
 * key passes on to the plugin, which answers it as unknown.
 */
export function ipAllowlistRequestCheck(apiKeys: ApiKeyRepository, recordAudit: IdentityAuditSink): BeforeHook {
  return {
    matcher: (ctx) => typeof ctx.headers?.get(API_KEY_HEADER) === "string",
    handler: createAuthMiddleware(async (ctx) => {
      const key = ctx.headers?.get(API_KEY_HEADER);
      if (!key) return;
      const found = await apiKeys.findAllowlistByHash(USER_API_KEY_CONFIG, await defaultKeyHasher(key));
      const address = clientAddress(ctx.headers);
      if (!found || ipAllowed(address, found.ipAllowlist)) return;
      await recordAudit(refusalRecord({ ...found, address, userAgent: ctx.headers?.get("user-agent") ?? null }));
      throw APIError.fromStatus("FORBIDDEN", ipNotAllowed(address));
    }),
  };
}

const verifiedKey = z.looseObject({
  valid: z.literal(true),
  key: z.looseObject({ id: z.string(), configId: z.string(), referenceId: z.string() }),
});

/**
 * On `auth.api.verifyApiKey` (the meters' verification of organization keys): a key the plugin
 * accepted is refused as `valid: false` with IP_NOT_ALLOWED when the address the caller gives
 * (the `x-gatehouse-client-ip` header of the call) is outside its list; a call naming no address
 * is refused by any list.
 */
export function ipAllowlistVerifyCheck(apiKeys: ApiKeyRepository, recordAudit: IdentityAuditSink): AfterHook {
  return {
    // Verification is a server-only endpoint, which has no path; the answer's shape picks it out.
    matcher: (ctx) => ctx.path === undefined,
    handler: createAuthMiddleware(async (ctx) => {
      const verified = verifiedKey.safeParse(ctx.context.returned);
      if (!verified.success) return;
      const { key } = verified.data;
      const allowlist = (await apiKeys.ipAllowlistsOf([key.id])).get(key.id);
      const address = clientAddress(ctx.headers);
      if (ipAllowed(address, allowlist)) return;
      await recordAudit(
        refusalRecord({
          keyId: key.id,
          configId: key.configId,
          referenceId: key.referenceId,
          address,
          userAgent: null,
        }),
      );
      return ctx.json({ valid: false, error: ipNotAllowed(address), key: null });
    }),
  };
}
