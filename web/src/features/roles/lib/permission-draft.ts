import {
  BILLING_RESOURCES,
  IDENTITY_RESOURCES,
  PERMISSION_CATALOGUE,
  type PermissionMap,
  type Resource,
} from "../../../lib/permissions";

/** A role's permissions while they are picked: resource → actions, in the catalogue's order. */
export type PermissionDraft = Record<string, string[]>;

export interface PermissionGroup {
  id: "identity" | "billing";
  resources: readonly Resource[];
}

/** The picker's groups: who is in the organization and how it is run; then billing (/v1's scopes). */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { id: "identity", resources: IDENTITY_RESOURCES },
  { id: "billing", resources: BILLING_RESOURCES },
];

const BILLING: ReadonlySet<string> = new Set(BILLING_RESOURCES);

export const actionsOf = (resource: Resource): readonly string[] => PERMISSION_CATALOGUE[resource];

const isResource = (resource: string): resource is Resource => Object.hasOwn(PERMISSION_CATALOGUE, resource);

/** Only the catalogue's permissions, in its order; resources without an action dropped. */
export function normalised(permissions: PermissionMap): PermissionDraft {
  const draft: PermissionDraft = {};
  for (const resource of Object.keys(PERMISSION_CATALOGUE)) {
    if (!isResource(resource)) continue;
    const held = actionsOf(resource).filter((action) => permissions[resource]?.includes(action));
    if (held.length > 0) draft[resource] = held;
  }
  return draft;
}

/**
 * One action ticked or unticked. On a billing resource write goes with read (a writer reads what
 * they change): ticking write ticks read, unticking read unticks write.
 */
export function toggled(draft: PermissionDraft, resource: Resource, action: string, checked: boolean): PermissionDraft {
  const current = new Set(draft[resource] ?? []);
  const billing = BILLING.has(resource);
  if (checked) {
    current.add(action);
    if (billing && action === "write") current.add("read");
  } else {
    current.delete(action);
    if (billing && action === "read") current.delete("write");
  }
  return normalised({ ...draft, [resource]: [...current] });
}

/** May the viewer give this permission? `held` null: they hold everything (owners). */
export const givable = (held: PermissionMap | null, resource: Resource, action: string): boolean =>
  held === null || (held[resource]?.includes(action) ?? false);

/** Every permission of a group the viewer may give, ticked or unticked at once. */
export function groupToggled(
  draft: PermissionDraft,
  group: PermissionGroup,
  held: PermissionMap | null,
  checked: boolean,
): PermissionDraft {
  const next: PermissionDraft = { ...draft };
  for (const resource of group.resources) {
    const givableActions = actionsOf(resource).filter((action) => givable(held, resource, action));
    const kept = (next[resource] ?? []).filter((action) => !givableActions.includes(action));
    next[resource] = checked ? [...kept, ...givableActions] : kept;
  }
  return normalised(next);
}

/** Whether every, some or none of the permissions of a group the viewer may give are ticked. */
export function groupState(
  draft: PermissionDraft,
  group: PermissionGroup,
  held: PermissionMap | null,
): "all" | "some" | "none" {
  const givableList = group.resources.flatMap((resource) =>
    actionsOf(resource)
      .filter((action) => givable(held, resource, action))
      .map((action) => draft[resource]?.includes(action) ?? false),
  );
  const ticked = givableList.filter(Boolean).length;
  return ticked === 0 ? "none" : ticked === givableList.length ? "all" : "some";
}

/** How many permissions a map holds. */
export const countOf = (permissions: PermissionMap): number =>
  Object.values(permissions).reduce((sum, actions = []) => sum + actions.length, 0);
