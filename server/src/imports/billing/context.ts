import type { z } from "zod";
import type { OrganizationAccess } from "../../billing/api-access/access.ts";
import { AVAILABLE_SCOPES } from "../../billing/api-access/available-scopes.ts";
import { BillingError } from "../../billing/common/errors.ts";
import { METADATA_MAX_KEYS, type Metadata } from "../../billing/common/metadata.ts";
import { ValidationFailure, zodIssuesToItems } from "../../billing/common/validation.ts";
import type { Db } from "../../db/transaction.ts";
import type { ItemMap } from "./items.ts";
import type { ImportKind, ItemKind } from "./records.ts";

/** An origin object that cannot be brought in, and why (the run goes on with the others). */
export class Refusal extends Error {
  override name = "Refusal";
}

/** What every writer works with. */
export type WriteContext = {
  db: Db;
  organizationId: string;
  /** The billing services' caller: the operator, with every right on the organization. */
  access: OrganizationAccess;
  source: "polar" | "stripe";
  items: ItemMap;
  dryRun: boolean;
  /** A line for the operator about something imported with a difference (not a refusal). */
  warn(line: string): void;
};

/**
 * The operator running the command on the server's database may do anything to the
 * organization: the import calls the billing services as an access token with every scope
 * would, so their rules (and the events they record) are the API's.
 */
export function operatorAccess(organizationId: string): OrganizationAccess {
  return {
    organizationId,
    principal: { kind: "token", tokenId: "gatehouse-import", organizationId, scopes: new Set(AVAILABLE_SCOPES) },
  };
}

/**
 * The origin's metadata with where the object came from (`imported_from`, `<source>_id`), when
 * the 50 keys allowed leave room for them; `import_item` links it either way.
 */
export function taggedMetadata(ctx: WriteContext, kind: ImportKind, originId: string, metadata: Metadata): Metadata {
  const tags = { imported_from: ctx.source, [`${ctx.source}_id`]: originId };
  const merged = { ...metadata, ...tags };
  if (Object.keys(merged).length <= METADATA_MAX_KEYS) return merged;
  ctx.warn(`${kind} ${originId}: its metadata has no room for imported_from and ${ctx.source}_id; left as it was`);
  return metadata;
}

/** The Gatehouse id of a referenced origin object, or a refusal naming it. */
export function resolve(ctx: WriteContext, kind: ItemKind, originId: string, what = kind.replace("_", " ")): string {
  const localId = ctx.items.localId(kind, originId);
  if (localId === undefined) throw new Refusal(`its ${what} ${originId} was not imported`);
  return localId;
}

/** Why the billing engine refused a write, in one line. */
export function reasonOf(error: unknown): string {
  if (error instanceof ValidationFailure)
    return error.items.map((item) => `${item.loc.filter((part) => part !== "body").join(".")}: ${item.msg}`).join("; ");
  if (error instanceof BillingError || error instanceof Error) return error.message;
  return String(error);
}

/** `body` as Gatehouse's schema for it reads it (defaults filled in), or a refusal saying what it breaks. */
export function checked<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new Refusal(reasonOf(new ValidationFailure(zodIssuesToItems("body", parsed.error.issues, body))));
}
