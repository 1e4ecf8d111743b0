import { type Kysely, sql } from "kysely";
import { newId } from "../../kit/ids.ts";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Team customers (Polar's member model): `customer.type` ("individual" | "team"), the members of
 * a customer (`customer_member`, one owner each, email and external ID unique per customer among
 * live members) and the member a customer session acts as (`customer_session.member_id`). Every
 * live customer gets its owner member here, made of the customer's own email, name and external
 * ID, as Polar gives every customer one. Defaulted and nullable columns and a new table, so the
 * release before runs beside this one.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .alterTable("customer")
    .addColumn("type", "text", (c) => c.notNull().defaultTo("individual"))
    .execute();
  await db.schema.alterTable("customer_session").addColumn("member_id", "text").execute();

  await db.schema
    .createTable("customer_member")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("external_id", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema
    .createIndex("customer_member_customer_idx")
    .on("customer_member")
    .columns(["organization_id", "customer_id", "created_at"])
    .execute();
  await sql`create unique index customer_member_email_unique on customer_member (customer_id, email) where deleted_at is null`.execute(
    db,
  );
  await sql`create unique index customer_member_external_id_unique on customer_member (customer_id, external_id) where deleted_at is null and external_id is not null`.execute(
    db,
  );
  await sql`create unique index customer_member_owner_unique on customer_member (customer_id) where deleted_at is null and role = 'owner'`.execute(
    db,
  );

  await backfillOwners(db as Kysely<BackfillSchema>);
}

type BackfillSchema = {
  customer: {
    id: string;
    organization_id: string;
    email: string;
    name: string | null;
    external_id: string | null;
    created_at: string;
    deleted_at: string | null;
  };
  customer_member: {
    id: string;
    organization_id: string;
    customer_id: string;
    email: string;
    name: string | null;
    external_id: string | null;
    role: string;
    created_at: string;
    modified_at: string | null;
    deleted_at: string | null;
  };
};

/** The owner member of every live customer, in pages so a large table never sits in memory. */
async function backfillOwners(db: Kysely<BackfillSchema>): Promise<void> {
  const pageSize = 500;
  let after = "";
  for (;;) {
    const customers = await db
      .selectFrom("customer")
      .select(["id", "organization_id", "email", "name", "external_id", "created_at"])
      .where("deleted_at", "is", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(pageSize)
      .execute();
    if (customers.length === 0) return;
    await db
      .insertInto("customer_member")
      .values(
        customers.map((customer) => ({
          id: newId(),
          organization_id: customer.organization_id,
          customer_id: customer.id,
          email: customer.email,
          name: customer.name,
          external_id: customer.external_id,
          role: "owner",
          created_at: customer.created_at,
          modified_at: null,
          deleted_at: null,
        })),
      )
      .execute();
    after = customers[customers.length - 1]?.id ?? after;
    if (customers.length < pageSize) return;
  }
}
