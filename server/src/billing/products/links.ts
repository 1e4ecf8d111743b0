import type { Executor } from "../../db/transaction.ts";
import type { Benefit } from "../benefits/schemas.ts";
import { resolveBenefits } from "../benefits/service.ts";
import type { CustomField } from "../custom-fields/schemas.ts";
import { resolveCustomFields } from "../custom-fields/service.ts";
import type { ProductMediaFileRead } from "../files/schemas.ts";
import { resolveProductMedias } from "../files/service.ts";

/**
 * What a product links to, resolved through the owning domains' services (files, benefits,
 * custom fields). Each returns only live rows of the organization; a missing id is absent.
 */
export function resolveLinkedMedias(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, ProductMediaFileRead>> {
  return resolveProductMedias(db, organizationId, ids);
}

export function resolveLinkedBenefits(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, Benefit>> {
  return resolveBenefits(db, organizationId, ids);
}

export function resolveLinkedCustomFields(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, CustomField>> {
  return resolveCustomFields(db, organizationId, ids);
}
