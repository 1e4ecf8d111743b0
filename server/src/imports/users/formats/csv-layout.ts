import type { ImportedIdentity, ImportedMembership, ImportedUserInput } from "../imported-user.ts";
import { slugFrom } from "./slug.ts";

/**
 * The `csv` format's columns, in the order `gatehouse export users --format csv` writes them. One
 * row per user, or one per membership with the user's columns repeated on each (the rows of a
 * user follow one another and share its external id).
 */
export const CSV_COLUMNS = [
  "external_id",
  "email",
  "name",
  "email_verified",
  "image",
  "created_at",
  "password_hash",
  "totp_secret",
  "platform_admin",
  "identities",
  "organization",
  "role",
  "teams",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvCells = Partial<Record<CsvColumn, string>>;

/** The columns that describe the user, as opposed to one membership of theirs. */
export const USER_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (column) => column !== "organization" && column !== "role" && column !== "teams",
);

/** Why the header cannot be read, or null: every column known, none twice, email present. */
export function headerProblem(header: readonly string[]): string | null {
  const unknown = header.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0)
    return `unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((name) => JSON.stringify(name)).join(", ")} (the columns: ${CSV_COLUMNS.join(", ")})`;
  const twice = header.find((name, index) => header.indexOf(name) !== index);
  if (twice !== undefined) return `column "${twice}" appears twice`;
  if (!header.includes("email")) return `no "email" column`;
  return null;
}

/** A cell as text, blank read as absent. */
const cell = (cells: CsvCells, column: CsvColumn): string | null => {
  const value = cells[column]?.trim();
  return value ? value : null;
};

/** The key rows of one user share: the external id, else the email. */
export const groupKeyOf = (cells: CsvCells): string =>
  cell(cells, "external_id") ?? (cell(cells, "email") ?? "").toLowerCase();

/** A cell that cannot be read; the row is refused with its message. */
class CellProblem extends Error {}

/** The user's record from their first row, or why the row cannot be one. */
export function userFromCells(cells: CsvCells): ImportedUserInput | string {
  try {
    const membership = membershipOf(cells);
    return {
      externalId: groupKeyOf(cells),
      email: cell(cells, "email") ?? "",
      emailVerified: flag(cells, "email_verified"),
      name: cell(cells, "name") ?? "",
      image: cell(cells, "image"),
      createdAt: time(cells, "created_at"),
      passwordHash: cell(cells, "password_hash"),
      totpSecret: cell(cells, "totp_secret"),
      platformAdmin: flag(cells, "platform_admin"),
      identities: identitiesOf(cells),
      memberships: membership ? [membership] : [],
    };
  } catch (error) {
    if (error instanceof CellProblem) return error.message;
    throw error;
  }
}

/** The membership a row gives, none without an organization; throws CellProblem. */
function membershipOf(cells: CsvCells): ImportedMembership | null {
  const name = cell(cells, "organization");
  const role = cell(cells, "role");
  const teams = (cells.teams ?? "")
    .split(";")
    .map((team) => team.trim())
    .filter((team) => team !== "");
  if (name === null) {
    if (role !== null || teams.length > 0) throw new CellProblem("role and teams need an organization");
    return null;
  }
  const slug = slugFrom(name);
  return { organization: { externalId: slug, name, slug }, role: role ?? "member", teams };
}

/**
 * The membership a user's follow-up row adds (none without an organization), or why it cannot:
 * the row repeats the user's columns or leaves them blank.
 */
export function followUpMembership(first: CsvCells, repeat: CsvCells): ImportedMembership | null | string {
  const differing = USER_COLUMNS.find((column) => {
    const value = cell(repeat, column);
    return value !== null && value !== cell(first, column);
  });
  if (differing) return `${differing} differs from the user's first row`;
  try {
    return membershipOf(repeat);
  } catch (error) {
    if (error instanceof CellProblem) return error.message;
    throw error;
  }
}

const FLAGS: Record<string, boolean> = { true: true, false: false, "1": true, "0": false };

function flag(cells: CsvCells, column: CsvColumn): boolean {
  const value = cell(cells, column);
  if (value === null) return false;
  const read = FLAGS[value.toLowerCase()];
  if (read === undefined) throw new CellProblem(`${column}: ${JSON.stringify(value)} is not true, false, 1 or 0`);
  return read;
}

function time(cells: CsvCells, column: CsvColumn): Date | null {
  const value = cell(cells, column);
  if (value === null) return null;
  const date = new Date(value);
  const iso = /^\d{4}-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/i.test(value);
  if (!iso || Number.isNaN(date.getTime()))
    throw new CellProblem(`${column}: ${JSON.stringify(value)} is not an ISO-8601 time`);
  return date;
}

function identitiesOf(cells: CsvCells): ImportedIdentity[] {
  const identities: ImportedIdentity[] = [];
  for (const text of (cells.identities ?? "").split(";")) {
    const item = text.trim();
    if (item === "") continue;
    const colon = item.indexOf(":");
    if (colon <= 0 || colon === item.length - 1)
      throw new CellProblem(`identities: ${JSON.stringify(item)} is not provider:accountId`);
    identities.push({ providerId: item.slice(0, colon), accountId: item.slice(colon + 1) });
  }
  return identities;
}
