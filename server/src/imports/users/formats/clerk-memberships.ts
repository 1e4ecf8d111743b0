import { basename } from "node:path";
import { z } from "zod";
import type { ImportedMembership } from "../imported-user.ts";
import { readCsvRows } from "./csv-rows.ts";
import { present } from "./fields.ts";
import { describeIssues } from "./read-row.ts";
import { slugFrom } from "./slug.ts";

/**
 * Clerk's organization memberships, one per row (organization_id, organization_name,
 * organization_slug, user_id, role), by user: the users' file is read after this one, so the
 * memberships are held in memory, as many as the file has.
 */

const membershipRowSchema = z.object({
  organization_id: z.string().min(1),
  organization_name: z.string().optional(),
  organization_slug: z.string().optional(),
  user_id: z.string().min(1),
  role: z.string().optional(),
});

export async function readClerkMemberships(file: string): Promise<Map<string, ImportedMembership[]>> {
  const byUser = new Map<string, ImportedMembership[]>();
  for await (const row of readCsvRows(file)) {
    if ("malformed" in row) throw new Error(`${basename(file)} ${row.position}: ${row.malformed}`);
    const parsed = membershipRowSchema.safeParse(row.record);
    if (!parsed.success) throw new Error(`${basename(file)} ${row.position}: ${describeIssues(parsed.error)}`);
    const { organization_id: organizationId, user_id: userId } = parsed.data;
    const name = present(parsed.data.organization_name) ?? present(parsed.data.organization_slug) ?? organizationId;
    const membership: ImportedMembership = {
      organization: {
        externalId: organizationId,
        name,
        slug: present(parsed.data.organization_slug) ?? slugFrom(name),
      },
      role: gatehouseRole(parsed.data.role),
      teams: [],
    };
    byUser.set(userId, [...(byUser.get(userId) ?? []), membership]);
  }
  return byUser;
}

/** Clerk's `org:admin` and `org:member` are Gatehouse's admin and member; a custom `org:<key>` keeps its key. */
function gatehouseRole(role: string | undefined): string {
  return present(role)?.replace(/^org:/, "") || "member";
}
