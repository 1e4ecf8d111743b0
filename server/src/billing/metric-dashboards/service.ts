import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import type { Db } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso, toIso, toIsoOrNull } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { MetricDashboardErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { MetricDashboard, MetricDashboardCreate, MetricDashboardUpdate } from "./schemas.ts";

const storedMetrics = z.array(z.string()).default([]);

function toResource(row: repository.MetricDashboardRow): MetricDashboard {
  return {
    id: row.id,
    created_at: toIso(row.created_at),
    modified_at: toIsoOrNull(row.modified_at),
    name: row.name,
    metrics: fromJsonColumn(storedMetrics, row.metrics),
    organization_id: row.organization_id,
  };
}

export async function list(db: Db, access: OrganizationAccess): Promise<MetricDashboard[]> {
  return (await repository.list(db, access.organizationId)).map(toResource);
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<MetricDashboard> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw MetricDashboardErrors.NOT_FOUND();
  return toResource(row);
}

export async function create(
  db: Db,
  access: OrganizationAccess,
  body: MetricDashboardCreate,
): Promise<MetricDashboard> {
  const id = newId();
  await repository.insert(db, access.organizationId, {
    id,
    name: body.name,
    metrics: toJsonColumn(body.metrics),
    created_at: nowIso(),
    modified_at: null,
  });
  return get(db, access, id);
}

/** Only the fields sent (and not null) change. */
export async function update(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: MetricDashboardUpdate,
): Promise<MetricDashboard> {
  const changed = await repository.update(db, access.organizationId, id, {
    ...(body.name == null ? {} : { name: body.name }),
    ...(body.metrics == null ? {} : { metrics: toJsonColumn(body.metrics) }),
    modified_at: nowIso(),
  });
  if (!changed) throw MetricDashboardErrors.NOT_FOUND();
  return get(db, access, id);
}

export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  if (!(await repository.remove(db, access.organizationId, id))) throw MetricDashboardErrors.NOT_FOUND();
}
