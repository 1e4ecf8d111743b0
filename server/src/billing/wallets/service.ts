import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { toListResource } from "../common/pagination.ts";
import * as customers from "../customers/service.ts";
import { WalletErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { CustomerWallet, PortalWalletListQuery, WalletCreditCreate, WalletListQuery } from "./schemas.ts";

/**
 * Customer wallets (Polar's billing wallet): one balance per customer and currency, changed only
 * through a ledger row written in the same transaction as the change. A debit is a
 * compare-and-swap on the balance, so concurrent spends never take it below zero.
 */

export type CustomerRef = { organizationId: string; customerId: string };

/** How many times a debit re-reads a balance that changed under it before giving up. */
const SWAP_ATTEMPTS = 20;

/** A wallet row as Polar's CustomerWallet (the top-ups answer it too). */
export function toResource(row: repository.WalletRow): CustomerWallet {
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    customer_id: row.customer_id,
    balance: row.balance,
    currency: row.currency,
  };
}

export async function listOfCustomer(db: Executor, who: CustomerRef, query: PortalWalletListQuery) {
  const page = await repository.list(db, who.organizationId, [who.customerId], query.sorting, query);
  return toListResource(page.rows.map(toResource), page.total, query);
}

export async function getOfCustomer(db: Executor, who: CustomerRef, id: string): Promise<CustomerWallet> {
  const row = await repository.find(db, who.organizationId, id);
  if (!row || row.customer_id !== who.customerId) throw WalletErrors.NOT_FOUND();
  return toResource(row);
}

export async function list(db: Executor, access: OrganizationScope, query: WalletListQuery) {
  const page = await repository.list(db, access.organizationId, query.customer_id, query.sorting, query);
  return toListResource(page.rows.map(toResource), page.total, query);
}

export async function get(db: Executor, access: OrganizationScope, id: string): Promise<CustomerWallet> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw WalletErrors.NOT_FOUND();
  return toResource(row);
}

/** Adds to a customer's wallet, made on first credit; `reference` makes the credit happen once. */
export async function creditIn(
  trx: Tx,
  organizationId: string,
  change: { customerId: string; currency: string; amount: number; kind: string; reference: string },
): Promise<repository.WalletRow> {
  const at = nowIso();
  const wallet = await repository.ensure(trx, organizationId, {
    id: newId(),
    customer_id: change.customerId,
    currency: change.currency,
    created_at: at,
  });
  const entry = { id: newId(), wallet_id: wallet.id, kind: change.kind, reference: change.reference, created_at: at };
  if (!(await repository.claimTransaction(trx, organizationId, entry))) return wallet;
  const balance = await swap(trx, organizationId, wallet.id, () => change.amount, at);
  await repository.settleTransaction(trx, organizationId, entry.id, { amount: change.amount, balance_after: balance });
  return { ...wallet, balance, modified_at: at };
}

/** A seller's credit to a customer (Gatehouse extension): the wallet after it. */
export async function credit(db: Db, access: OrganizationScope, body: WalletCreditCreate): Promise<CustomerWallet> {
  try {
    await customers.get(db, access, body.customer_id);
  } catch (error) {
    if (isNotFoundError(error)) throw WalletErrors.CUSTOMER_NOT_FOUND();
    throw error;
  }
  const row = await inTransaction(db, (trx) =>
    creditIn(trx, access.organizationId, {
      customerId: body.customer_id,
      currency: body.currency,
      amount: body.amount,
      kind: "credit",
      reference: newId(),
    }),
  );
  return toResource(row);
}

/** Re-reads and swaps until the balance moved by `delta(balance)`; the new balance. */
async function swap(
  trx: Tx,
  organizationId: string,
  walletId: string,
  delta: (balance: number) => number,
  at: string,
): Promise<number> {
  for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
    const current = await repository.find(trx, organizationId, walletId);
    if (!current) throw WalletErrors.NOT_FOUND();
    const next = await repository.swapBalance(
      trx,
      organizationId,
      walletId,
      current.balance,
      delta(current.balance),
      at,
    );
    if (next !== undefined) return next;
  }
  throw new Error(`wallet ${walletId}: balance kept changing`);
}

export type RenewalSpend = { organizationId: string; customerId: string; currency: string; reference: string };

/**
 * Takes up to `amount` from the customer's wallet for one renewal attempt (`reference`), in its
 * own transaction, before the card is charged for the rest; what was taken. Called again for the
 * same attempt (a retry after a crash), it answers what that attempt already took.
 */
export async function spendForRenewal(db: Db, spend: RenewalSpend, amount: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const wallet = await repository.findByCurrency(trx, spend.organizationId, spend.customerId, spend.currency);
    if (!wallet) return 0;
    const done = await repository.findTransaction(trx, spend.organizationId, wallet.id, "renewal", spend.reference);
    if (done) return -done.amount;
    if (wallet.balance <= 0 || amount <= 0) return 0;
    const at = nowIso();
    const entry = { id: newId(), wallet_id: wallet.id, kind: "renewal", reference: spend.reference, created_at: at };
    if (!(await repository.claimTransaction(trx, spend.organizationId, entry))) {
      const raced = await repository.findTransaction(trx, spend.organizationId, wallet.id, "renewal", spend.reference);
      return raced ? -raced.amount : 0;
    }
    let taken = 0;
    const balance = await swap(
      trx,
      spend.organizationId,
      wallet.id,
      (current) => {
        taken = Math.min(current, amount);
        return -taken;
      },
      at,
    );
    if (taken === 0) {
      await repository.deleteTransaction(trx, spend.organizationId, entry.id);
      return 0;
    }
    await repository.settleTransaction(trx, spend.organizationId, entry.id, { amount: -taken, balance_after: balance });
    return taken;
  });
}

/** Gives back what a declined renewal attempt took, in the transaction that records the decline. */
export async function releaseRenewal(trx: Tx, spend: RenewalSpend): Promise<void> {
  const wallet = await repository.findByCurrency(trx, spend.organizationId, spend.customerId, spend.currency);
  if (!wallet) return;
  const taken = await repository.findTransaction(trx, spend.organizationId, wallet.id, "renewal", spend.reference);
  if (!taken || taken.amount === 0) return;
  await creditIn(trx, spend.organizationId, {
    customerId: spend.customerId,
    currency: spend.currency,
    amount: -taken.amount,
    kind: "release",
    reference: spend.reference,
  });
}

/** Ties a renewal attempt's debit to the order it paid. */
export async function linkRenewalOrder(trx: Tx, spend: RenewalSpend, orderId: string): Promise<void> {
  const wallet = await repository.findByCurrency(trx, spend.organizationId, spend.customerId, spend.currency);
  if (wallet) await repository.linkOrder(trx, spend.organizationId, wallet.id, "renewal", spend.reference, orderId);
}

/** The ledger of a wallet, oldest first (tests and support read it). */
export async function transactionsOf(db: Executor, organizationId: string, walletId: string) {
  return repository.transactionsOf(db, organizationId, walletId);
}
