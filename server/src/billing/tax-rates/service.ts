import type { Db, Executor } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { TaxRateErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { TaxRate, TaxRateCreate, TaxRateList, TaxRateListQuery, TaxRateUpdate } from "./schemas.ts";

function toResource(row: repository.TaxRateRow): TaxRate {
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    organization_id: row.organization_id,
    name: row.name,
    country: row.country,
    state: row.state,
    basis_points: row.basis_points,
  };
}

/**
 * For checkouts: the rate (basis points) for a buyer in `country`/`state`: the state's own rate,
 * else the country-wide one, else 0 (no rate configured: no tax).
 */
export async function rateFor(
  db: Executor,
  organizationId: string,
  country: string,
  state: string | null,
): Promise<number> {
  const rows = await repository.findForCountry(db, organizationId, country);
  const region = state ? state.toUpperCase().replace(new RegExp(`^${country}-`), "") : null;
  const own = region ? rows.find((row) => row.state === region) : undefined;
  return (own ?? rows.find((row) => row.state === null))?.basis_points ?? 0;
}

export async function list(db: Db, access: OrganizationAccess, query: TaxRateListQuery): Promise<TaxRateList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { country: query.country },
    query.sorting,
    query,
  );
  return toListResource(rows.map(toResource), total, query);
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<TaxRate> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw TaxRateErrors.NOT_FOUND();
  return toResource(row);
}

export async function create(db: Db, access: OrganizationAccess, body: TaxRateCreate): Promise<TaxRate> {
  const id = newId();
  const state = body.state ?? null;
  try {
    await repository.insert(db, access.organizationId, {
      id,
      name: body.name ?? (state ? `${body.country}-${state}` : body.country),
      country: body.country,
      state,
      basis_points: body.basis_points,
      created_at: nowIso(),
      modified_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw ValidationFailure.at(["body", "country"], "A tax rate for this country and state already exists.");
    throw error;
  }
  return get(db, access, id);
}

export async function update(db: Db, access: OrganizationAccess, id: string, body: TaxRateUpdate): Promise<TaxRate> {
  await get(db, access, id);
  await repository.update(db, access.organizationId, id, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.basis_points === undefined ? {} : { basis_points: body.basis_points }),
    modified_at: nowIso(),
  });
  return get(db, access, id);
}

export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  if (!(await repository.remove(db, access.organizationId, id))) throw TaxRateErrors.NOT_FOUND();
}
