import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from "kysely";
import type { DatabaseSchema } from "../../../db/schema.ts";
import type { Executor, NoSelection } from "../../../db/transaction.ts";

/** Billing tables that belong to one organization: they have an `organization_id` column. */
export type ScopedTable = {
  [T in keyof DatabaseSchema]: DatabaseSchema[T] extends { organization_id: string } ? T : never;
}[keyof DatabaseSchema];

type DB = DatabaseSchema;

/**
 * The one way to touch an organization's data. Every select, update and delete on a scoped
 * table starts here with the organization's id already in its WHERE clause, and every insert
 * gets it written in, so a query can never reach another organization's rows by omission.
 *
 * ```ts
 * const row = await scoped(db, orgId).selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
 * ```
 *
 * (Kysely cannot type a builder over a generic table name, hence the casts; callers get the
 * fully typed builder of the table they name.)
 */
export function scoped(db: Executor, organizationId: string) {
  const belongs = (table: ScopedTable) => sql<boolean>`${sql.ref(`${table}.organization_id`)} = ${organizationId}`;
  return {
    organizationId,
    selectFrom<T extends ScopedTable>(table: T): SelectQueryBuilder<DB, T, NoSelection> {
      const query = db.selectFrom(table as ScopedTable) as unknown as SelectQueryBuilder<DB, T, NoSelection>;
      return query.where(belongs(table));
    },
    updateTable<T extends ScopedTable>(table: T): UpdateQueryBuilder<DB, T, T, UpdateResult> {
      const query = db.updateTable(table as ScopedTable) as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
      return query.where(belongs(table));
    },
    deleteFrom<T extends ScopedTable>(table: T): DeleteQueryBuilder<DB, T, DeleteResult> {
      const query = db.deleteFrom(table as ScopedTable) as unknown as DeleteQueryBuilder<DB, T, DeleteResult>;
      return query.where(belongs(table));
    },
    insertInto<T extends ScopedTable>(
      table: T,
      values: Omit<Insertable<DB[T]>, "organization_id">,
    ): InsertQueryBuilder<DB, T, InsertResult> {
      const row = { ...values, organization_id: organizationId } as unknown as Insertable<DB[T]>;
      return (db.insertInto(table as ScopedTable) as unknown as InsertQueryBuilder<DB, T, InsertResult>).values(row);
    },
  };
}
