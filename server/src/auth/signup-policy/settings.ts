import type { Config } from "../../config.ts";
import type { Executor } from "../../db/transaction.ts";
import { findStoredSettings, type StoredSettings } from "./repository.ts";
import { type SignupSettingName, type SignupSettings, signupPolicySchema } from "./schemas.ts";

/** The environment's sign-up variables: each one set fixes its setting. */
export type SignupEnvironment = Pick<
  Config,
  "SIGNUP_POLICY" | "SIGNUP_ALLOWED_DOMAINS" | "SIGNUP_BLOCKED_DOMAINS" | "BLOCK_DISPOSABLE_EMAILS"
>;

/** The settings with what each is when neither the environment nor an admin set it. */
export const DEFAULT_SETTINGS: Readonly<SignupSettings> = {
  policy: "open",
  allowedDomains: [],
  blockedDomains: [],
  blockDisposable: false,
};

/** The settings in force, and which of them the environment sets (the admin page shows those read-only). */
export type EffectiveSettings = SignupSettings & { setByConfiguration: SignupSettingName[] };

const splitDomains = (text: string | null | undefined) => (text ? text.split(",").filter(Boolean) : undefined);

function fromEnvironment(env: SignupEnvironment): Partial<SignupSettings> {
  return {
    ...(env.SIGNUP_POLICY !== undefined ? { policy: env.SIGNUP_POLICY } : {}),
    ...(env.SIGNUP_ALLOWED_DOMAINS !== undefined ? { allowedDomains: env.SIGNUP_ALLOWED_DOMAINS } : {}),
    ...(env.SIGNUP_BLOCKED_DOMAINS !== undefined ? { blockedDomains: env.SIGNUP_BLOCKED_DOMAINS } : {}),
    ...(env.BLOCK_DISPOSABLE_EMAILS !== undefined ? { blockDisposable: env.BLOCK_DISPOSABLE_EMAILS } : {}),
  };
}

function fromStored(row: StoredSettings | undefined): Partial<SignupSettings> {
  if (!row) return {};
  const policy = signupPolicySchema.safeParse(row.policy);
  const allowed = row.allowed_domains === null ? undefined : (splitDomains(row.allowed_domains) ?? []);
  const blocked = row.blocked_domains === null ? undefined : (splitDomains(row.blocked_domains) ?? []);
  return {
    ...(policy.success ? { policy: policy.data } : {}),
    ...(allowed ? { allowedDomains: allowed } : {}),
    ...(blocked ? { blockedDomains: blocked } : {}),
    ...(row.block_disposable !== null ? { blockDisposable: Number(row.block_disposable) === 1 } : {}),
  };
}

/** A variable set in the environment wins; otherwise what an admin saved; otherwise the default. */
export async function effectiveSettings(db: Executor, env: SignupEnvironment): Promise<EffectiveSettings> {
  const fixed = fromEnvironment(env);
  const settings = { ...DEFAULT_SETTINGS, ...fromStored(await findStoredSettings(db)), ...fixed };
  return { ...settings, setByConfiguration: Object.keys(fixed) as SignupSettingName[] };
}
