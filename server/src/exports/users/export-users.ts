import { isPlatformAdmin } from "../../auth/roles/platform.ts";
import { isTrue } from "../../db/column-types.ts";
import type { Db } from "../../db/transaction.ts";
import { CSV_COLUMNS, type CsvColumn } from "../../imports/users/formats/csv-layout.ts";
import type { GatehouseUserLine } from "../../imports/users/formats/gatehouse-line.ts";
import { csvRow } from "../../kit/csv-row.ts";
import { exportedTotpKey } from "./totp-key.ts";
import { type UserPage, userPages } from "./user-pages.ts";

export type UserExportFormat = "json" | "csv";

const PAGE_SIZE = 500;

/**
 * Every user as `gatehouse import users` reads them back: JSON lines (the `gatehouse` format, one
 * user a line, everything kept) or the `csv` format (a row per membership, the user's columns
 * repeated). Written a page at a time through `write`, which may wait (a slow reader).
 */
export async function exportUsers(
  db: Db,
  authSecret: string,
  format: UserExportFormat,
  write: (text: string) => Promise<void>,
): Promise<number> {
  let count = 0;
  if (format === "csv") await write(csvRow(CSV_COLUMNS));
  for await (const page of userPages(db, PAGE_SIZE)) {
    const rows = byUser(page);
    const lines = await Promise.all(page.users.map((user) => exportedUser(authSecret, user, rows(user.id))));
    await write(lines.map(format === "csv" ? csvRows : (line) => `${JSON.stringify(line)}\n`).join(""));
    count += lines.length;
  }
  return count;
}

type ExportedUser = GatehouseUserLine & { createdAt: string | null };

type UserRows = {
  accounts: UserPage["accounts"];
  twoFactor: UserPage["twoFactors"][number] | undefined;
  importedTotp: UserPage["importedTotps"][number] | undefined;
  memberships: UserPage["memberships"];
  teams: UserPage["teams"];
};

/** The page's rows of each user, grouped once (not searched for each user). */
function byUser(page: UserPage): (userId: string) => UserRows {
  const group = <Row>(rows: readonly Row[], userOf: (row: Row) => string) => {
    const groups = new Map<string, Row[]>();
    for (const row of rows) {
      const rowsOfUser = groups.get(userOf(row));
      if (rowsOfUser) rowsOfUser.push(row);
      else groups.set(userOf(row), [row]);
    }
    return (userId: string) => groups.get(userId) ?? [];
  };
  const accounts = group(page.accounts, (row) => row.userId);
  const twoFactors = group(page.twoFactors, (row) => row.userId);
  const importedTotps = group(page.importedTotps, (row) => row.user_id);
  const memberships = group(page.memberships, (row) => row.userId);
  const teams = group(page.teams, (row) => row.userId);
  return (userId) => ({
    accounts: accounts(userId),
    twoFactor: twoFactors(userId)[0],
    importedTotp: importedTotps(userId)[0],
    memberships: memberships(userId),
    teams: teams(userId),
  });
}

async function exportedUser(
  authSecret: string,
  user: UserPage["users"][number],
  { accounts, twoFactor, importedTotp, memberships, teams }: UserRows,
): Promise<ExportedUser> {
  return {
    externalId: user.id,
    email: user.email,
    emailVerified: isTrue(user.emailVerified),
    name: user.name,
    image: user.image,
    createdAt: new Date(user.createdAt).toISOString(),
    passwordHash: accounts.find((account) => account.providerId === "credential")?.password ?? null,
    totpSecret: await exportedTotpKey(authSecret, twoFactor, importedTotp),
    identities: accounts
      .filter((account) => account.providerId !== "credential")
      .map((account) => ({ providerId: account.providerId, accountId: account.accountId })),
    memberships: memberships.map((membership) => ({
      organization: { externalId: membership.organizationId, name: membership.name, slug: membership.slug },
      role: membership.role,
      teams: teams.filter((team) => team.organizationId === membership.organizationId).map((team) => team.name),
    })),
    platformAdmin: isPlatformAdmin(user),
  };
}

/** The user in the csv format: a row per membership (one without), the user's columns on each. */
function csvRows(user: ExportedUser): string {
  const cells: Record<Exclude<CsvColumn, "organization" | "role" | "teams">, string> = {
    external_id: user.externalId,
    email: user.email,
    name: user.name ?? "",
    email_verified: String(user.emailVerified ?? false),
    image: user.image ?? "",
    created_at: user.createdAt ?? "",
    password_hash: user.passwordHash ?? "",
    totp_secret: user.totpSecret ?? "",
    platform_admin: String(user.platformAdmin ?? false),
    identities: (user.identities ?? []).map((identity) => `${identity.providerId}:${identity.accountId}`).join(";"),
  };
  const memberships = user.memberships ?? [];
  const rows = memberships.length > 0 ? memberships : [null];
  return rows
    .map((membership) => {
      const row: Record<CsvColumn, string> = {
        ...cells,
        organization: membership?.organization.name ?? "",
        role: membership?.role ?? "",
        teams: (membership?.teams ?? []).join(";"),
      };
      return csvRow(CSV_COLUMNS.map((column) => row[column]));
    })
    .join("");
}
