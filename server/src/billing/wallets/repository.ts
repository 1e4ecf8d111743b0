import type { Selectable } from "kysely";
import type { Executor, Tx } from "../../db/transaction.ts";
import type { PageRequest } from "../common/pagination.ts";
import { listPage } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { WALLET_SORT_FIELDS } from "./schemas.ts";
import type { BillingCustomerWalletTable, BillingCustomerWalletTransactionTable } from "./tables.ts";

export type WalletRow = Selectable<BillingCustomerWalletTable>;
export type WalletTransactionRow = Selectable<BillingCustomerWalletTransactionTable>;
type SortField = (typeof WALLET_SORT_FIELDS)[number];

export async function find(db: Executor, organizationId: string, id: string): Promise<WalletRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("billing_customer_wallet")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function findByCurrency(
  db: Executor,
  organizationId: string,
  customerId: string,
  currency: string,
): Promise<WalletRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("billing_customer_wallet")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("currency", "=", currency)
    .executeTakeFirst();
}

export async function list(
  db: Executor,
  organizationId: string,
  customerIds: readonly string[] | undefined,
  sorting: readonly Sort<SortField>[],
  page: PageRequest,
) {
  let base = scoped(db, organizationId).selectFrom("billing_customer_wallet");
  if (customerIds?.length) base = base.where("customer_id", "in", customerIds);
  return listPage(base, sorting, page);
}

/** The customer's wallet in that currency, made on first use (one per customer and currency). */
export async function ensure(
  trx: Tx,
  organizationId: string,
  row: { id: string; customer_id: string; currency: string; created_at: string },
): Promise<WalletRow> {
  await scoped(trx, organizationId)
    .insertInto("billing_customer_wallet", { ...row, balance: 0, modified_at: null })
    .onConflict((conflict) => conflict.columns(["customer_id", "currency"]).doNothing())
    .execute();
  const wallet = await findByCurrency(trx, organizationId, row.customer_id, row.currency);
  if (!wallet) throw new Error("wallet vanished after its insert");
  return wallet;
}

export async function findTransaction(
  db: Executor,
  organizationId: string,
  walletId: string,
  kind: string,
  reference: string,
): Promise<WalletTransactionRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("billing_customer_wallet_transaction")
    .selectAll()
    .where("wallet_id", "=", walletId)
    .where("kind", "=", kind)
    .where("reference", "=", reference)
    .executeTakeFirst();
}

/**
 * Claims the (wallet, kind, reference) ledger slot with a zero row; false when it is taken, so a
 * change runs once even when two workers race for it (the second waits, then finds it taken).
 */
export async function claimTransaction(
  trx: Tx,
  organizationId: string,
  row: { id: string; wallet_id: string; kind: string; reference: string; created_at: string },
): Promise<boolean> {
  const inserted = await scoped(trx, organizationId)
    .insertInto("billing_customer_wallet_transaction", { ...row, amount: 0, balance_after: 0, order_id: null })
    .onConflict((conflict) => conflict.columns(["wallet_id", "kind", "reference"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function settleTransaction(
  trx: Tx,
  organizationId: string,
  id: string,
  values: { amount: number; balance_after: number },
): Promise<void> {
  await scoped(trx, organizationId)
    .updateTable("billing_customer_wallet_transaction")
    .set(values)
    .where("id", "=", id)
    .execute();
}

export async function deleteTransaction(trx: Tx, organizationId: string, id: string): Promise<void> {
  await scoped(trx, organizationId).deleteFrom("billing_customer_wallet_transaction").where("id", "=", id).execute();
}

export async function linkOrder(
  trx: Tx,
  organizationId: string,
  walletId: string,
  kind: string,
  reference: string,
  orderId: string,
): Promise<void> {
  await scoped(trx, organizationId)
    .updateTable("billing_customer_wallet_transaction")
    .set({ order_id: orderId })
    .where("wallet_id", "=", walletId)
    .where("kind", "=", kind)
    .where("reference", "=", reference)
    .execute();
}

/**
 * Moves the balance from `expected` to `expected + delta`, only if it is still `expected`: a
 * concurrent change makes it miss (undefined) and the caller reads again. The new balance.
 */
export async function swapBalance(
  trx: Tx,
  organizationId: string,
  walletId: string,
  expected: number,
  delta: number,
  at: string,
): Promise<number | undefined> {
  const row = await scoped(trx, organizationId)
    .updateTable("billing_customer_wallet")
    .set({ balance: expected + delta, modified_at: at })
    .where("id", "=", walletId)
    .where("balance", "=", expected)
    .returning("balance")
    .executeTakeFirst();
  return row?.balance;
}

export async function transactionsOf(db: Executor, organizationId: string, walletId: string) {
  return scoped(db, organizationId)
    .selectFrom("billing_customer_wallet_transaction")
    .selectAll()
    .where("wallet_id", "=", walletId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
