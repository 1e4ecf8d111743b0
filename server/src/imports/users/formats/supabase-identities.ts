import { basename } from "node:path";
import { z } from "zod";
import type { ImportedIdentity } from "../imported-user.ts";
import { jsonObjectSchema, present } from "./fields.ts";
import { gatehouseProviderId } from "./provider-ids.ts";
import { describeIssues } from "./read-row.ts";
import { readTableRows } from "./table-rows.ts";

/**
 * The rows of Supabase's auth.identities, by user: the users' file is read after this one, so the
 * identities are held in memory, as many as the file has.
 */

const identityRowSchema = z.object({
  id: z.string().nullish(),
  user_id: z.string().min(1),
  provider: z.string().min(1),
  /** The provider's id of the person; older projects kept it in `id` and in identity_data's `sub`. */
  provider_id: z.string().nullish(),
  identity_data: jsonObjectSchema(z.object({ sub: z.union([z.string(), z.number()]).nullish() }).nullish()),
});

/** Supabase's provider names where Gatehouse's differ. */
const PROVIDER_ALIASES: Readonly<Record<string, string>> = {
  azure: "microsoft",
  linkedin_oidc: "linkedin",
  slack_oidc: "slack",
};
/** Identities that are not a provider's: the email one is the password; phone and anonymous sign-ins. */
const NOT_PROVIDERS = new Set(["email", "phone", "anonymous"]);

export async function readSupabaseIdentities(file: string): Promise<Map<string, ImportedIdentity[]>> {
  const byUser = new Map<string, ImportedIdentity[]>();
  for await (const row of readTableRows(file, "identities")) {
    if ("malformed" in row) throw new Error(`${basename(file)} ${row.position}: ${row.malformed}`);
    const parsed = identityRowSchema.safeParse(row.value);
    if (!parsed.success) throw new Error(`${basename(file)} ${row.position}: ${describeIssues(parsed.error)}`);
    const identity = parsed.data;
    if (NOT_PROVIDERS.has(identity.provider)) continue;
    const sub = identity.identity_data?.sub;
    const accountId = present(identity.provider_id) ?? (sub == null ? null : String(sub)) ?? present(identity.id);
    if (!accountId) throw new Error(`${basename(file)} ${row.position}: no provider_id`);
    const providerId = gatehouseProviderId(identity.provider, PROVIDER_ALIASES);
    byUser.set(identity.user_id, [...(byUser.get(identity.user_id) ?? []), { providerId, accountId }]);
  }
  return byUser;
}
