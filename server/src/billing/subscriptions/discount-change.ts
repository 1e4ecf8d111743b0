import { fromJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { DISCOUNT_REFUSALS, discountAmount } from "../checkouts/pricing.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import * as discounts from "../discounts/service.ts";
import { anyProductPrice } from "../products/price-schemas.ts";
import { SubscriptionErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { SubscriptionResource } from "./schemas.ts";
import { load } from "./service.ts";

/**
 * Polar's SubscriptionUpdateDiscount: sets (or, with null, removes) the subscription's discount.
 * As Polar, the change applies from the next billing cycle: the discount's duration counts from
 * the next period (`discount_start_period`). A new discount must be redeemable for the
 * subscription's product now, and is redeemed once (max_redemptions).
 */
export async function changeDiscount(
  db: Db,
  access: OrganizationAccess,
  id: string,
  discountId: string | null,
): Promise<SubscriptionResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw SubscriptionErrors.NOT_FOUND();
    if (!(repository.ACTIVE_STATUSES as readonly string[]).includes(row.status))
      throw SubscriptionErrors.ALREADY_CANCELED();
    const at = nowIso();
    let changes: repository.SubscriptionChanges = {
      discount_id: null,
      renewal_discount_amount: 0,
      discount_duration: null,
      discount_duration_in_months: null,
      discount_start_period: null,
      modified_at: at,
    };
    if (discountId !== null) {
      const loc = ["body", "discount_id"];
      const discount = await discounts.findForCheckout(trx, organizationId, { id: discountId });
      if (!discount) throw ValidationFailure.at(loc, "Discount does not exist.");
      const reason = discounts.unavailableReason(discount, row.product_id, at);
      if (reason) throw ValidationFailure.at(loc, DISCOUNT_REFUSALS[reason]);
      if (!(await discounts.redeem(trx, organizationId, discount.id)))
        throw ValidationFailure.at(loc, DISCOUNT_REFUSALS.used_up);
      const [snapshot] = (await repository.prices(trx, organizationId, [row.id])).get(row.id) ?? [];
      const price = snapshot ? fromJsonColumn(anyProductPrice, snapshot.price_snapshot) : null;
      changes = {
        discount_id: discount.id,
        renewal_discount_amount: price ? discountAmount(discount, price, row.amount) : 0,
        discount_duration: discount.duration,
        discount_duration_in_months: discount.duration === "repeating" ? discount.duration_in_months : null,
        discount_start_period: row.period_number + 1,
        modified_at: at,
      };
    }
    if (!(await repository.updateIf(trx, organizationId, row.id, repository.ACTIVE_STATUSES, changes)))
      throw SubscriptionErrors.ALREADY_CANCELED();
    const resource = await load(trx, organizationId, row.id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    return resource;
  });
}
