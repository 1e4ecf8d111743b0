import type { PermissionGroup } from "./permission-draft";

/** Each permission group's name in the roles catalog. */
export const GROUP_LEGENDS = {
  identity: "groups.identity",
  billing: "groups.billing",
} as const satisfies Record<PermissionGroup["id"], string>;
