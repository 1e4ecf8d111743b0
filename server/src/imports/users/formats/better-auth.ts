import { now } from "../../../kit/time.ts";
import type { ImportedMembership, ReadRow } from "../imported-user.ts";
import { type BetterAuthTables, readBetterAuthTables, type UserEntry, userRowSchema } from "./better-auth-tables.ts";
import { normalizedEmail, present } from "./fields.ts";
import type { UserFormatReader } from "./format.ts";
import { checkedUser, describeIssues } from "./read-row.ts";
import { isStoredAsIs } from "./stored-hash.ts";

/**
 * better-auth: its tables as JSON (better-auth-tables.ts). Its scrypt hashes are Gatehouse's own
 * and move as they are; two-factor secrets are encrypted with the origin's BETTER_AUTH_SECRET, so
 * two-factor is set up again.
 */
export const readBetterAuthUsers: UserFormatReader = async function* (file) {
  const tables = await readBetterAuthTables(file);
  for (const entry of tables.users) yield betterAuthRow(entry, tables);
};

function betterAuthRow({ position, value }: UserEntry, tables: BetterAuthTables): ReadRow {
  const parsed = userRowSchema.safeParse(value);
  if (!parsed.success) return { position, refused: describeIssues(parsed.error) };
  const user = parsed.data;
  if (user.banned && (!user.banExpires || user.banExpires.getTime() > now().getTime())) {
    return { position, refused: "banned in better-auth" };
  }
  const email = normalizedEmail(user.email);
  if (!email) return { position, refused: "no email address" };
  const accounts = tables.accounts.get(user.id) ?? [];
  const password = present(accounts.find((account) => account.providerId === "credential")?.password);
  if (password && !isStoredAsIs(password))
    return { position, refused: "password hash: not better-auth's scrypt (salt:key)" };
  const memberships = membershipsOf(user.id, tables);
  if (typeof memberships === "string") return { position, refused: memberships };
  return checkedUser(position, {
    externalId: user.id,
    email,
    emailVerified: user.emailVerified ?? false,
    name: present(user.name) ?? "",
    image: present(user.image),
    createdAt: user.createdAt ?? null,
    passwordHash: password,
    identities: accounts
      .filter((account) => account.providerId !== "credential")
      .map((account) => ({ providerId: account.providerId, accountId: account.accountId })),
    memberships,
    platformAdmin: (user.role ?? "").split(",").some((role) => role.trim() === "admin"),
  });
}

/** The user's memberships with the teams they are in; why not, when a row names an organization the file lacks. */
function membershipsOf(userId: string, tables: BetterAuthTables): ImportedMembership[] | string {
  const memberships: ImportedMembership[] = [];
  for (const member of tables.members.get(userId) ?? []) {
    const organization = tables.organizations.get(member.organizationId);
    if (!organization) return `member of organization ${member.organizationId}, which the file does not have`;
    const teamIds = [...(tables.teamIdsByUser.get(userId) ?? []), ...(member.teamId ? [member.teamId] : [])];
    const teams = teamIds
      .map((teamId) => tables.teams.get(teamId))
      .filter((team) => team?.organizationId === organization.id)
      .map((team) => team!.name);
    memberships.push({
      organization: { externalId: organization.id, name: organization.name, slug: organization.slug },
      role: member.role,
      teams: [...new Set(teams)],
    });
  }
  return memberships;
}
