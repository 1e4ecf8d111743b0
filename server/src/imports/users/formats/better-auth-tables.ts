import { basename } from "node:path";
import { z } from "zod";
import { flagSchema, timestampSchema } from "./fields.ts";
import { readArrayItems } from "./json-stream.ts";
import { describeIssues } from "./read-row.ts";

/**
 * better-auth's tables as its database holds them (camelCase columns), from one JSON object of
 * arrays. The keys may come in any order, so every row is read before the first user is written:
 * memory grows with the file (only the columns below are kept).
 */

const text = z.string().nullish();

export const userRowSchema = z.object({
  id: z.string().min(1),
  name: text,
  email: text,
  emailVerified: flagSchema.nullish(),
  image: text,
  createdAt: timestampSchema.nullish(),
  /** The admin plugin's: comma-separated roles, the ban and its end. */
  role: text,
  banned: flagSchema.nullish(),
  banExpires: timestampSchema.nullish(),
});

const accountRowSchema = z.object({
  userId: z.string().min(1),
  providerId: z.string().min(1),
  accountId: z.string().min(1),
  password: text,
});
const organizationRowSchema = z.object({ id: z.string().min(1), name: z.string().min(1), slug: z.string().min(1) });
const memberRowSchema = z.object({
  userId: z.string().min(1),
  organizationId: z.string().min(1),
  role: z.string().min(1),
  teamId: text,
});
const teamRowSchema = z.object({ id: z.string().min(1), name: z.string().min(1), organizationId: z.string().min(1) });
const teamMemberRowSchema = z.object({ userId: z.string().min(1), teamId: z.string().min(1) });

export type AccountRow = z.infer<typeof accountRowSchema>;
export type OrganizationRow = z.infer<typeof organizationRowSchema>;
export type MemberRow = z.infer<typeof memberRowSchema>;
export type TeamRow = z.infer<typeof teamRowSchema>;

/** A user row as read: checked later, so that a bad one refuses that user alone. */
export type UserEntry = { position: string; value: unknown };

export type BetterAuthTables = {
  users: UserEntry[];
  accounts: Map<string, AccountRow[]>;
  members: Map<string, MemberRow[]>;
  teamIdsByUser: Map<string, string[]>;
  organizations: Map<string, OrganizationRow>;
  teams: Map<string, TeamRow>;
};

const TABLES = new Set(["user", "account", "organization", "member", "team", "teamMember"]);

export async function readBetterAuthTables(file: string): Promise<BetterAuthTables> {
  const tables: BetterAuthTables = {
    users: [],
    accounts: new Map(),
    members: new Map(),
    teamIdsByUser: new Map(),
    organizations: new Map(),
    teams: new Map(),
  };
  for await (const { key, index, value } of readArrayItems(file, TABLES)) {
    const position = `${key}[${index}]`;
    const row = <T>(schema: z.ZodType<T>): T => checkedRow(file, position, schema, value);
    if (key === "user") tables.users.push({ position, value });
    else if (key === "account") {
      const account = row(accountRowSchema);
      listOf(tables.accounts, account.userId).push(account);
    } else if (key === "member") {
      const member = row(memberRowSchema);
      listOf(tables.members, member.userId).push(member);
    } else if (key === "teamMember") {
      const { userId, teamId } = row(teamMemberRowSchema);
      listOf(tables.teamIdsByUser, userId).push(teamId);
    } else if (key === "organization") {
      const organization = row(organizationRowSchema);
      tables.organizations.set(organization.id, organization);
    } else if (key === "team") {
      const team = row(teamRowSchema);
      tables.teams.set(team.id, team);
    }
  }
  return tables;
}

/** A row of a table other than users that cannot be read stops the import: the file is not what it should be. */
function checkedRow<T>(file: string, position: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${basename(file)} ${position}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

function listOf<V>(map: Map<string, V[]>, userId: string): V[] {
  const list = map.get(userId) ?? [];
  map.set(userId, list);
  return list;
}
