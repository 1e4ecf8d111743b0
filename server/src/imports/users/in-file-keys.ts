import type { ImportedUser, RowPosition } from "./imported-user.ts";

/**
 * The keys each row of a file claims (its external id, its email, its social identities), so a
 * second row claiming one is refused as a duplicate within the file. The check is made in memory
 * and not left to the database, so a dry run (whose writes are rolled back batch by batch)
 * refuses exactly the rows a real run would. Memory grows with the distinct keys only: tens of
 * bytes per user, never the rows.
 */
export class InFileKeys {
  private readonly claimed = new Map<string, RowPosition>();

  /** Claims the row's keys; the reason it is refused when another row claimed one first. */
  claim(position: RowPosition, user: ImportedUser, email: string): string | null {
    const keys: [key: string, what: string][] = [
      [`x\0${user.externalId}`, `external id ${JSON.stringify(user.externalId)}`],
      [`e\0${email}`, `email ${email}`],
      ...user.identities.map((identity): [string, string] => [
        `i\0${identity.providerId}\0${identity.accountId}`,
        `${identity.providerId} account ${JSON.stringify(identity.accountId)}`,
      ]),
    ];
    for (const [key, what] of keys) {
      const first = this.claimed.get(key);
      if (first !== undefined) return `duplicate in the file: ${what} is also at ${first}`;
    }
    for (const [key] of keys) this.claimed.set(key, position);
    return null;
  }
}
