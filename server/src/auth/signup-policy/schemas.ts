import * as z from "zod";
import { parseDomainList, SIGNUP_POLICIES } from "../../config/env-schema/accounts.ts";

export const signupPolicySchema = z.enum(SIGNUP_POLICIES);
export type SignupPolicy = z.infer<typeof signupPolicySchema>;

/** The four settings as the rules read them. */
export const signupSettingsSchema = z.object({
  policy: signupPolicySchema,
  allowedDomains: z.array(z.string()),
  blockedDomains: z.array(z.string()),
  blockDisposable: z.boolean(),
});
export type SignupSettings = z.infer<typeof signupSettingsSchema>;
export type SignupSettingName = keyof SignupSettings;

/** Domains as the admin page sends them: a list, or one comma-separated text. */
const domainsInput = z.union([z.array(z.string().max(253)).max(500), z.string().max(20_000)]);

/** POST /admin/signup-policy/update: the fields to change; each is refused while the configuration sets it. */
export const updateSettingsBodySchema = z.object({
  policy: signupPolicySchema.optional(),
  allowedDomains: domainsInput.optional(),
  blockedDomains: domainsInput.optional(),
  blockDisposable: z.boolean().optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

/** Domains as typed: lower-cased and de-duplicated, or the first that is no domain name. */
export const readDomains = (input: string | string[]) =>
  parseDomainList(Array.isArray(input) ? input.join(",") : input);

export const WAITLIST_STATUSES = ["pending", "approved", "rejected"] as const;
export const waitlistStatusSchema = z.enum(WAITLIST_STATUSES);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

/** POST /waitlist/join. */
export const joinWaitlistBodySchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().max(200).optional(),
});

/** GET /admin/waitlist. */
export const listWaitlistQuerySchema = z.object({
  status: waitlistStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** POST /admin/waitlist/approve and /reject. */
export const waitlistDecisionBodySchema = z.object({ id: z.string().min(1).max(100) });

/** A waitlist entry as the admin routes answer it. */
export type WaitlistEntry = {
  id: string;
  email: string;
  name: string | null;
  status: WaitlistStatus;
  createdAt: string;
  decidedAt: string | null;
  approvalExpiresAt: string | null;
};
