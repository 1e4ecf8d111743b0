import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import type { Db, Executor } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { CustomFieldErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldList,
  type CustomFieldListQuery,
  type CustomFieldType,
  type CustomFieldUpdate,
  customField,
  customFieldProperties,
} from "./schemas.ts";

const SLUG_TAKEN = "A custom field with this slug already exists.";

export function toResource(row: repository.CustomFieldRow): CustomField {
  const type = row.type as CustomFieldType;
  // Parsed through the resource schema so the union is checked against the stored type.
  return customField.parse({
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    slug: row.slug,
    name: row.name,
    organization_id: row.organization_id,
    type,
    properties: fromJsonColumn(customFieldProperties[type], row.properties),
  });
}

/**
 * The organization's live custom fields among `ids`, by id (cross-domain contract: products
 * attach custom fields through this). Unknown, deleted and foreign ids are simply absent.
 */
export async function resolveCustomFields(
  executor: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, CustomField>> {
  const rows = await repository.findMany(executor, organizationId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toResource(row)]));
}

export async function list(db: Db, access: OrganizationAccess, query: CustomFieldListQuery): Promise<CustomFieldList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { query: query.query, types: query.type, metadata: query.metadata },
    query.sorting,
    query,
  );
  return toListResource(rows.map(toResource), total, query);
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<CustomField> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw CustomFieldErrors.NOT_FOUND();
  return toResource(row);
}

export async function create(db: Db, access: OrganizationAccess, body: CustomFieldCreate): Promise<CustomField> {
  checkProperties(body.type, body.properties);
  const organizationId = access.organizationId;
  if (await repository.slugTaken(db, organizationId, body.slug)) throw slugTaken();
  const now = nowIso();
  const id = newId();
  await uniqueSlug(() =>
    repository.insert(db, organizationId, {
      id,
      type: body.type,
      slug: body.slug,
      name: body.name,
      properties: toJsonColumn(body.properties),
      metadata: toJsonColumn(body.metadata ?? {}),
      created_at: now,
      modified_at: null,
      deleted_at: null,
    }),
  );
  return get(db, access, id);
}

export async function update(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: CustomFieldUpdate,
): Promise<CustomField> {
  const organizationId = access.organizationId;
  const current = await repository.find(db, organizationId, id);
  if (!current) throw CustomFieldErrors.NOT_FOUND();
  // Polar: the type of a custom field is fixed; the body names it so properties can be validated.
  if (body.type !== current.type)
    throw ValidationFailure.at(["body", "type"], "The type of a custom field can't be changed.");
  if (body.properties) checkProperties(body.type, body.properties);
  if (
    body.slug != null &&
    body.slug !== current.slug &&
    (await repository.slugTaken(db, organizationId, body.slug, id))
  )
    throw slugTaken();
  await uniqueSlug(() =>
    repository.update(db, organizationId, id, {
      ...(body.name == null ? {} : { name: body.name }),
      ...(body.slug == null ? {} : { slug: body.slug }),
      ...(body.properties == null ? {} : { properties: toJsonColumn(body.properties) }),
      ...(body.metadata === undefined ? {} : { metadata: toJsonColumn(body.metadata) }),
      modified_at: nowIso(),
    }),
  );
  return get(db, access, id);
}

/** Soft delete: products that attached the field keep their rows; resolveCustomFields no longer returns it. */
export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  if (!(await repository.softDelete(db, access.organizationId, id, nowIso()))) throw CustomFieldErrors.NOT_FOUND();
}

const slugTaken = () => ValidationFailure.at(["body", "slug"], SLUG_TAKEN);

/** The read before the write gives the usual answer; the unique index settles a race the same way. */
async function uniqueSlug(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

type Properties = CustomFieldCreate["properties"];

/** Rules across properties that the schema can't express: bounds in order. */
function checkProperties(type: CustomFieldType, properties: Properties): void {
  const loc = (key: string) => ["body", "properties", key];
  if ((type === "number" || type === "date") && "ge" in properties && "le" in properties) {
    const { ge, le } = properties;
    if (ge != null && le != null && ge > le)
      throw ValidationFailure.at(loc("le"), "Must be greater than or equal to ge.");
  }
  if (type === "text" && "min_length" in properties && "max_length" in properties) {
    const { min_length: min, max_length: max } = properties;
    if (min != null && max != null && min > max)
      throw ValidationFailure.at(loc("max_length"), "Must be greater than or equal to min_length.");
  }
  if (type === "select" && "options" in properties) {
    const values = properties.options.map((option) => option.value);
    if (new Set(values).size !== values.length)
      throw ValidationFailure.at(loc("options"), "Option values must be unique.");
  }
}
