import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { refreshHeldGrants, revokeOpenGrants } from "../benefit-grants/jobs.ts";
import { recordEvent } from "../common/events.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { BenefitErrors } from "./errors.ts";
import { type BenefitPropertiesInput, storedProperties } from "./properties.ts";
import * as repository from "./repository.ts";
import {
  type Benefit,
  type BenefitCreate,
  type BenefitList,
  type BenefitListQuery,
  type BenefitUpdate,
  benefit as benefitSchema,
  benefitType,
} from "./schemas.ts";
import { initialVisibility, isVisibilityConfigurable, resolveVisibility } from "./visibility.ts";

/**
 * Benefits of every type (`BENEFIT_TYPES`). Benefits made through the API are selectable and deletable, as
 * Polar's organization-made benefits are; deleting is soft (deleted_at), after which the benefit
 * is gone from reads and lists. benefit.created / benefit.updated (also on delete, with
 * is_deleted true) are recorded in the same transaction as the change.
 */

/** Benefit types whose grants are granted again when their properties change. */
const REGRANTED_ON_CHANGE = new Set<string>(["github_repository", "discord", "downloadables"]);

export function toResource(row: repository.BenefitRow): Benefit {
  // The stored properties were validated on the way in; parsing through the resource schema
  // checks the row's type and properties agree and fills keys a later version adds.
  return benefitSchema.parse({
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    type: row.type,
    description: row.description,
    selectable: Boolean(row.selectable),
    deletable: Boolean(row.deletable),
    is_deleted: row.deleted_at !== null,
    organization_id: row.organization_id,
    metadata: fromJsonColumn(metadataOutputSchema, row.metadata),
    visibility: row.visibility,
    visibility_configurable: isVisibilityConfigurable(benefitType.parse(row.type)),
    properties: JSON.parse(row.properties) as unknown,
  });
}

/** Live benefits of the organization among `ids`; absent ids are left out. */
export async function resolveBenefits(
  executor: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, Benefit>> {
  const rows = await repository.findMany(executor, organizationId, ids);
  return new Map(rows.map((row) => [row.id, toResource(row)]));
}

/** A benefit deleted since (is_deleted true), or undefined. */
export async function resolveDeletedBenefit(
  executor: Executor,
  organizationId: string,
  id: string,
): Promise<Benefit | undefined> {
  const row = await repository.findAny(executor, organizationId, id);
  return row && row.deleted_at !== null ? toResource(row) : undefined;
}

export async function get(db: Executor, access: OrganizationAccess, id: string): Promise<Benefit> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw BenefitErrors.NOT_FOUND();
  return toResource(row);
}

export async function list(db: Executor, access: OrganizationAccess, query: BenefitListQuery): Promise<BenefitList> {
  const filter = {
    types: query.type,
    ids: query.id,
    excludeIds: query.exclude_id,
    query: query.query,
    metadata: query.metadata,
  };
  const { rows, total } = await repository.list(db, access.organizationId, filter, query.sorting, query);
  return toListResource(rows.map(toResource), total, query);
}

export async function create(db: Db, access: OrganizationAccess, body: BenefitCreate): Promise<Benefit> {
  return inTransaction(db, async (trx) => {
    const properties = await storedProperties(trx, access.organizationId, body, ["body", "properties"]);
    const row: repository.BenefitRow = {
      id: newId(),
      organization_id: access.organizationId,
      type: body.type,
      description: body.description,
      selectable: 1,
      deletable: 1,
      visibility: initialVisibility(body.type, body.visibility),
      properties: toJsonColumn(properties),
      metadata: toJsonColumn(body.metadata ?? {}),
      created_at: nowIso(),
      modified_at: null,
      deleted_at: null,
    };
    const { organization_id: _org, ...values } = row;
    await repository.insert(trx, access.organizationId, values);
    const resource = toResource(row);
    await recordEvent(trx, access.organizationId, "benefit.created", resource);
    return resource;
  });
}

/** `type` selects the update's shape and must be the benefit's own; properties are replaced whole. */
export async function update(db: Db, access: OrganizationAccess, id: string, body: BenefitUpdate): Promise<Benefit> {
  return inTransaction(db, async (trx) => {
    const current = await repository.find(trx, access.organizationId, id);
    if (!current) throw BenefitErrors.NOT_FOUND();
    if (body.type !== current.type)
      throw ValidationFailure.at(["body", "type"], `The benefit is of type ${current.type}`);
    const properties =
      body.properties == null
        ? null
        : await storedProperties(
            trx,
            access.organizationId,
            { type: body.type, properties: body.properties } as BenefitPropertiesInput,
            ["body", "properties"],
          );
    const visibility = resolveVisibility(body.type, body.visibility);
    await repository.update(trx, access.organizationId, id, {
      ...(body.description == null ? {} : { description: body.description }),
      ...(visibility === undefined ? {} : { visibility }),
      ...(body.metadata === undefined ? {} : { metadata: toJsonColumn(body.metadata) }),
      ...(properties === null ? {} : { properties: toJsonColumn(properties) }),
      modified_at: nowIso(),
    });
    const updated = await repository.find(trx, access.organizationId, id);
    if (!updated) throw BenefitErrors.NOT_FOUND();
    const resource = toResource(updated);
    await recordEvent(trx, access.organizationId, "benefit.updated", resource);
    // What was granted follows (license keys keep theirs: a re-grant would move their expiry).
    if (properties !== null && updated.properties !== current.properties && REGRANTED_ON_CHANGE.has(current.type))
      await refreshHeldGrants(trx, access.organizationId, id);
    return resource;
  });
}

export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const current = await repository.find(trx, access.organizationId, id);
    if (!current) throw BenefitErrors.NOT_FOUND();
    if (!current.deletable) throw BenefitErrors.NOT_DELETABLE();
    const now = nowIso();
    await repository.update(trx, access.organizationId, id, { deleted_at: now, modified_at: now });
    await recordEvent(
      trx,
      access.organizationId,
      "benefit.updated",
      toResource({ ...current, deleted_at: now, modified_at: now }),
    );
    // Its grants are revoked by the worker (provider access and license keys taken back).
    await revokeOpenGrants(trx, access.organizationId, { benefitId: id });
  });
}
