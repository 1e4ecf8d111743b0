import { APIError, createAuthEndpoint } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { requirePlatformAdmin } from "./admin-access.ts";
import { SIGNUP_DOMAIN_INVALID, SIGNUP_SETTING_SET_BY_CONFIGURATION } from "./errors.ts";
import { saveSettings } from "./repository.ts";
import { readDomains, type SignupSettingName, type UpdateSettingsBody, updateSettingsBodySchema } from "./schemas.ts";
import { effectiveSettings, type SignupEnvironment } from "./settings.ts";

type PolicyDeps = { db: Executor; env: SignupEnvironment };

/** The configuration's names of the settings, for the refusal that names one. */
const VARIABLE_OF: Readonly<Record<SignupSettingName, string>> = {
  policy: "SIGNUP_POLICY",
  allowedDomains: "SIGNUP_ALLOWED_DOMAINS",
  blockedDomains: "SIGNUP_BLOCKED_DOMAINS",
  blockDisposable: "BLOCK_DISPOSABLE_EMAILS",
};

function domainsColumn(input: string | string[] | undefined): string | undefined {
  if (input === undefined) return undefined;
  const { domains, invalid } = readDomains(input);
  if (invalid !== undefined) throw new APIError("BAD_REQUEST", { ...SIGNUP_DOMAIN_INVALID(invalid) });
  return domains.join(",");
}

/** The stored columns an update writes; refused (400) when a field is the configuration's or a domain is malformed. */
function storedChanges(body: UpdateSettingsBody, fixed: readonly SignupSettingName[]) {
  const named = (Object.keys(VARIABLE_OF) as SignupSettingName[]).filter((field) => body[field] !== undefined);
  const locked = named.find((field) => fixed.includes(field));
  if (locked) throw new APIError("BAD_REQUEST", { ...SIGNUP_SETTING_SET_BY_CONFIGURATION(VARIABLE_OF[locked]) });
  const allowed = domainsColumn(body.allowedDomains);
  const blocked = domainsColumn(body.blockedDomains);
  return {
    ...(body.policy !== undefined ? { policy: body.policy } : {}),
    ...(allowed !== undefined ? { allowed_domains: allowed } : {}),
    ...(blocked !== undefined ? { blocked_domains: blocked } : {}),
    ...(body.blockDisposable !== undefined ? { block_disposable: body.blockDisposable ? 1 : 0 } : {}),
  };
}

/** GET /signup-policy: public, the policy's name alone (the sign-up page shows the waitlist form or the invitation notice). */
export const publicPolicyEndpoint = ({ db, env }: PolicyDeps) =>
  createAuthEndpoint("/signup-policy", { method: "GET" }, async (ctx) => {
    const { policy } = await effectiveSettings(db, env);
    return ctx.json({ policy });
  });

/** GET /admin/signup-policy: the settings in force and which ones the configuration sets. */
export const adminPolicyEndpoint = ({ db, env }: PolicyDeps) =>
  createAuthEndpoint("/admin/signup-policy", { method: "GET" }, async (ctx) => {
    await requirePlatformAdmin(ctx);
    return ctx.json(await effectiveSettings(db, env));
  });

/** POST /admin/signup-policy/update: a platform admin changes the settings the configuration leaves open. */
export const updatePolicyEndpoint = ({ db, env }: PolicyDeps) =>
  createAuthEndpoint("/admin/signup-policy/update", { method: "POST", body: updateSettingsBodySchema }, async (ctx) => {
    const admin = await requirePlatformAdmin(ctx);
    const current = await effectiveSettings(db, env);
    const changes = storedChanges(ctx.body, current.setByConfiguration);
    if (Object.keys(changes).length > 0) await saveSettings(db, changes, { userId: admin.id, at: nowIso() });
    return ctx.json(await effectiveSettings(db, env));
  });
