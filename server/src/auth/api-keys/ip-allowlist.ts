import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { checkIpAllowlist } from "../../kit/ip-ranges.ts";
import type { AfterHook, BeforeHook } from "../departure-table.ts";
import type { ApiKeyRepository } from "./repository.ts";

/**
 * A key's IP allowlist (`ipAllowlist`: addresses and CIDR ranges, kit/ip-ranges.ts), which the
 * plugin has no notion of: checked before create and update write anything (400
 * INVALID_IP_ALLOWLIST naming the entry), written into Gatehouse's own column once the plugin made
 * or updated the key, and shown on create, update, get and list. Enforcement: ip-refusal.ts.
 */

const WRITES = new Set(["/api-key/create", "/api-key/update"]);
const READS = new Set(["/api-key/get", "/api-key/list"]);

/** What the before hook decided, left in the request's own auth context for the after hook. */
const ALLOWLIST = "gatehouseIpAllowlist";
type WithAllowlist = { [ALLOWLIST]?: { allowlist: string[] } };

const allowlistBody = z.looseObject({ ipAllowlist: z.unknown() });
const updateBody = z.looseObject({ keyId: z.string(), configId: z.string().optional() });

/** Fields of api-key/update the plugin writes: with none, it refuses "No values to update". */
const PLUGIN_UPDATE_FIELDS = [
  "name",
  "enabled",
  "expiresIn",
  "metadata",
  "remaining",
  "refillAmount",
  "refillInterval",
  "rateLimitEnabled",
  "rateLimitTimeWindow",
  "rateLimitMax",
  "permissions",
];

const invalid = (message: string, entry?: string) =>
  APIError.fromStatus("BAD_REQUEST", { code: "INVALID_IP_ALLOWLIST", message, ...(entry ? { entry } : {}) });

/** The body's list, normalised; null lifts a list; undefined when the body names none. */
function requestedAllowlist(body: unknown): string[] | undefined {
  const parsed = allowlistBody.safeParse(body);
  if (!parsed.success || parsed.data.ipAllowlist === undefined) return undefined;
  const value = parsed.data.ipAllowlist;
  if (value === null) return [];
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string"))
    throw invalid("ipAllowlist must be a list of IP addresses and CIDR ranges.");
  const checked = checkIpAllowlist(value);
  if (!checked.ok) throw invalid(checked.message, checked.reason === "invalid_entry" ? checked.entry : undefined);
  return checked.allowlist;
}

/**
 * Before create and update: the list is checked and kept for the after hook. An update naming
 * only the list is handed to the plugin with the key's current `enabled`, which changes nothing
 * but lets the plugin's own ownership and permission checks run.
 */
export function ipAllowlistInput(apiKeys: ApiKeyRepository): BeforeHook {
  return {
    matcher: (ctx) => WRITES.has(ctx.path ?? ""),
    handler: createAuthMiddleware(async (ctx) => {
      const allowlist = requestedAllowlist(ctx.body);
      if (allowlist === undefined) return;
      // The body the plugin reads is this very object (a hook's returned body is merged, not replaced).
      Reflect.deleteProperty(ctx.body, "ipAllowlist");
      const context = { context: { context: { [ALLOWLIST]: { allowlist } } } };
      const update = updateBody.safeParse(ctx.body);
      if (ctx.path !== "/api-key/update" || !update.success) return context;
      if (PLUGIN_UPDATE_FIELDS.some((field) => ctx.body[field] !== undefined)) return context;
      // An unknown key: the plugin answers it as it does any other.
      Reflect.set(ctx.body, "enabled", (await apiKeys.enabledOf(update.data.keyId)) ?? true);
      return context;
    }),
  };
}

const writtenKey = z.looseObject({ id: z.string() });

/** After create and update succeeded: the list written onto the key, and the answer showing it. */
export function ipAllowlistRecord(apiKeys: ApiKeyRepository): AfterHook {
  return {
    matcher: (ctx) => WRITES.has(ctx.path ?? ""),
    handler: createAuthMiddleware(async (ctx) => {
      const written = writtenKey.safeParse(ctx.context.returned);
      if (!written.success) return;
      const requested = (ctx.context as WithAllowlist)[ALLOWLIST];
      if (requested) {
        try {
          await apiKeys.setIpAllowlist(written.data.id, requested.allowlist);
        } catch (error) {
          // A key whose list could not be kept must not exist without it.
          if (ctx.path === "/api-key/create") await apiKeys.deleteKey(written.data.id);
          throw error;
        }
      }
      const allowlist = requested?.allowlist ?? (await apiKeys.ipAllowlistsOf([written.data.id])).get(written.data.id);
      return ctx.json({ ...written.data, ipAllowlist: allowlist ?? [] });
    }),
  };
}

const listedKeys = z.looseObject({ apiKeys: z.array(writtenKey) });

/** After get and list: each key with its list (one read for the whole page). */
export const ipAllowlistShown = (apiKeys: ApiKeyRepository): AfterHook => ({
  matcher: (ctx) => READS.has(ctx.path ?? ""),
  handler: createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const list = listedKeys.safeParse(returned);
    if (list.success) {
      const lists = await apiKeys.ipAllowlistsOf(list.data.apiKeys.map((key) => key.id));
      const shown = list.data.apiKeys.map((key) => ({ ...key, ipAllowlist: lists.get(key.id) ?? [] }));
      return ctx.json({ ...list.data, apiKeys: shown });
    }
    const one = writtenKey.safeParse(returned);
    if (!one.success) return;
    const lists = await apiKeys.ipAllowlistsOf([one.data.id]);
    return ctx.json({ ...one.data, ipAllowlist: lists.get(one.data.id) ?? [] });
  }),
});
