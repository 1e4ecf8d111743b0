import type { AuthContext } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { AfterHook } from "../departure-table.ts";
import {
  findUnsetAttributes,
  nameUserByEmail,
  recordUnsetChanges,
  type UnsetChanges,
} from "./unset-attributes-repository.ts";

const CORE_USER_PREFIX = "urn:ietf:params:scim:schemas:core:2.0:user:";
const USER_PATH = "/scim/v2/Users/:userId";
/** The attributes whose removal the library answers with a derived value, lower-cased as paths are matched. */
const UNSETTABLE: Record<string, "displayName" | "name"> = { displayname: "displayName", name: "name" };

const operationsSchema = z.object({
  Operations: z.array(
    z.object({ op: z.string().default("replace"), path: z.string().optional(), value: z.unknown().optional() }),
  ),
});
const resourceSchema = z.looseObject({ id: z.string(), schemas: z.array(z.string()) });
const listSchema = z.looseObject({ Resources: z.array(resourceSchema) });
type Resource = z.infer<typeof resourceSchema>;

/** `displayName`, `name` or `name.x` (with or without the core schema's prefix) as the attribute it sets or unsets. */
function unsettableOf(path: string): { attribute: "displayName" | "name"; whole: boolean } | undefined {
  const lower = path.trim().toLowerCase();
  const relative = lower.startsWith(CORE_USER_PREFIX) ? lower.slice(CORE_USER_PREFIX.length) : lower;
  const [head = "", ...rest] = relative.split(".");
  const attribute = UNSETTABLE[head];
  return attribute ? { attribute, whole: rest.length === 0 } : undefined;
}

/**
 * What a PATCH does to `displayName` and `name`, operation by operation (the last one wins): a
 * `remove` of the whole attribute unsets it; giving it or a part of it a value sets it again.
 * Removing a part (`name.givenName`) unsets that part alone, which the library already does.
 */
export function patchUnsetChanges(body: unknown): UnsetChanges {
  const changes = new Map<string, boolean>();
  const parsed = operationsSchema.safeParse(body);
  if (!parsed.success) return changes;
  for (const { op, path, value } of parsed.data.Operations) {
    const remove = op.toLowerCase() === "remove";
    const paths = path ? [path] : value && typeof value === "object" ? Object.keys(value) : [];
    for (const one of paths) {
      const target = unsettableOf(one);
      if (!target) continue;
      if (!remove) changes.set(target.attribute, false);
      else if (target.whole) changes.set(target.attribute, true);
    }
  }
  return changes;
}

/** A PUT replaces the resource: an attribute it gives a value is set again; one it leaves out stays as it was. */
function putUnsetChanges(body: unknown): UnsetChanges {
  const given = body && typeof body === "object" ? Object.keys(body) : [];
  const changes = new Map<string, boolean>();
  for (const key of given) {
    const target = unsettableOf(key);
    if (target) changes.set(target.attribute, false);
  }
  return changes;
}

const withoutUnset = (resource: Resource, unset: Set<string> | undefined): Resource =>
  unset ? (Object.fromEntries(Object.entries(resource).filter(([key]) => !unset.has(key))) as Resource) : resource;

/** A User answer from the plugin (not a refusal), as the hook sees it. */
function answeredUser(context: AuthContext & { returned?: unknown }) {
  const returned = context.returned;
  if (returned instanceof Response || returned instanceof Error) return undefined;
  const user = resourceSchema.safeParse(returned);
  return user.success ? user.data : undefined;
}

async function recordAndName(
  db: Kysely<DatabaseSchema>,
  context: AuthContext,
  scimUserId: string,
  changes: UnsetChanges,
) {
  const unset = await recordUnsetChanges(db, scimUserId, changes);
  if (changes.size > 0 && unset.has("displayName") && unset.has("name")) {
    const row = await context.adapter.findOne<{ userId: string }>({
      model: "scimUser",
      where: [{ field: "id", value: scimUserId }],
    });
    if (row) await nameUserByEmail(db, row.userId);
  }
  return unset;
}

/**
 * RFC 7644 §3.5.2.2: a `remove` leaves the attribute unassigned. The plugin puts a derived value
 * in its place (`displayName` ← `name.formatted`, `name.formatted` ← `displayName` or the email),
 * which it needs: the Gatehouse user must keep a name. Gatehouse records the unset attribute and
 * leaves it out of every answer until the directory gives it a value again; a person left with
 * neither is called by their email. Written after the plugin's change committed, and only then.
 */
export function unsetAttributeHooks(db: Kysely<DatabaseSchema>): AfterHook[] {
  const writes: AfterHook = {
    matcher: (ctx) => ctx.path === USER_PATH && (ctx.method === "PATCH" || ctx.method === "PUT"),
    handler: createAuthMiddleware(async (ctx) => {
      const user = answeredUser(ctx.context);
      if (!user) return;
      const changes = ctx.method === "PATCH" ? patchUnsetChanges(ctx.body) : putUnsetChanges(ctx.body);
      const unset = await recordAndName(db, ctx.context, user.id, changes);
      if (unset.size > 0) return ctx.json(withoutUnset(user, unset));
    }),
  };
  const reads: AfterHook = {
    matcher: (ctx) => ctx.method === "GET" && (ctx.path === USER_PATH || ctx.path === "/scim/v2/Users"),
    handler: createAuthMiddleware(async (ctx) => {
      const user = answeredUser(ctx.context);
      if (user) {
        const unset = (await findUnsetAttributes(db, [user.id])).get(user.id);
        return unset ? ctx.json(withoutUnset(user, unset)) : undefined;
      }
      const list = listSchema.safeParse(ctx.context.returned);
      if (!list.success) return;
      const unset = await findUnsetAttributes(
        db,
        list.data.Resources.map((resource) => resource.id),
      );
      if (unset.size === 0) return;
      const Resources = list.data.Resources.map((resource) => withoutUnset(resource, unset.get(resource.id)));
      return ctx.json({ ...list.data, Resources });
    }),
  };
  return [writes, reads];
}
