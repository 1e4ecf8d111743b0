import { type Db, inTransaction } from "../../db/transaction.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { ProductErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { deleteProduct, productsInUse } from "./usage-repository.ts";

/**
 * `DELETE /v1/products/{id}` (204): a product nothing points at is deleted for good, with its
 * prices and links; one still referenced (`is_deletable` false) is refused with 409
 * ProductNotDeletable and stays as it was (archive it instead). The check and the deletion share
 * one transaction, so a purchase committed in between is never left without its product.
 */
export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  const organizationId = access.organizationId;
  await inTransaction(db, async (trx) => {
    if (!(await repository.findProduct(trx, organizationId, id))) throw ProductErrors.NOT_FOUND();
    if ((await productsInUse(trx, organizationId, [id])).size > 0) throw ProductErrors.NOT_DELETABLE();
    if (!(await deleteProduct(trx, organizationId, id))) throw ProductErrors.NOT_FOUND();
  });
}
