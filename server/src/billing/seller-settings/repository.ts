import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingOrganizationTable } from "./tables.ts";

export type BillingRow = Selectable<BillingOrganizationTable>;
export type IdentityRow = { id: string; name: string; slug: string; logo: string | null; createdAt: Date | string };

/**
 * The Gatehouse organization (name, slug, logo, creation time): the identity half of the
 * billing organization, owned by the auth side and looked up by its own id.
 */
export function findIdentity(db: Executor, organizationId: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom("organization")
    .select(["id", "name", "slug", "logo", "createdAt"])
    .where("id", "=", organizationId)
    .executeTakeFirst();
}

/** Name and avatar are Polar's organization fields but Gatehouse's organization columns (name, logo). */
export async function updateIdentity(
  db: Executor,
  organizationId: string,
  values: { name?: string; logo?: string | null },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable("organization").set(values).where("id", "=", organizationId).execute();
}

/**
 * Whether the organization's members must sign in through its SSO provider: it has a verified,
 * mandatory one (auth/sso/mandatory.ts enforces it). Booleans are 0/1 on SQLite: compared here.
 */
export async function hasMandatorySso(db: Executor, organizationId: string): Promise<boolean> {
  const providers = await db
    .selectFrom("ssoProvider")
    .select(["domainVerified", "mandatory"])
    .where("organizationId", "=", organizationId)
    .execute();
  return providers.some((row) => Boolean(row.domainVerified) && Boolean(row.mandatory));
}

/** The billing half; absent until the organization's first update (the defaults stand in for it). */
export function findBilling(db: Executor, organizationId: string): Promise<BillingRow | undefined> {
  return scoped(db, organizationId).selectFrom("billing_organization").selectAll().executeTakeFirst();
}

export async function upsertBilling(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingOrganizationTable>, "organization_id">,
): Promise<void> {
  const { created_at: _createdAt, ...changes } = row;
  await scoped(db, organizationId)
    .insertInto("billing_organization", row)
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(changes))
    .execute();
}
