import type { Benefit } from "../benefits/schemas.ts";
import type { CustomField } from "../custom-fields/schemas.ts";
import type { ProductMediaFileRead } from "../files/schemas.ts";
import type { Executor } from "../kit/transaction.ts";

/**
 * What a product links to, resolved through the owning domains' services (files, benefits,
 * custom fields). Each returns only live rows of the organization; a missing id is absent.
 *
 * STUB until those services land: every id is unknown (so a product can't link to anything
 * yet and a create/update naming one is 422). Replace each body with the domain's resolve*.
 */
export async function resolveLinkedMedias(_db: Executor, _organizationId: string, _ids: string[]): Promise<Map<string, ProductMediaFileRead>> {
  return new Map();
}

export async function resolveLinkedBenefits(_db: Executor, _organizationId: string, _ids: string[]): Promise<Map<string, Benefit>> {
  return new Map();
}

export async function resolveLinkedCustomFields(_db: Executor, _organizationId: string, _ids: string[]): Promise<Map<string, CustomField>> {
  return new Map();
}
