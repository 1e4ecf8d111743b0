/**
 * Writes docs/reference/permissions.md from the permission catalogue (server/src/auth/roles/):
 * every permission an organization role can hold, what it allows, and which built-in roles hold it.
 */
import { PERMISSION_DESCRIPTIONS } from "../../src/auth/roles/descriptions.ts";
import {
  BUILT_IN_ROLES,
  billingResources,
  identityResources,
  organizationRoles,
  organizationStatements,
  type Resource,
} from "../../src/auth/roles/organization.ts";
import { code, table } from "./markdown.ts";
import { type GeneratedPage, generatedNotice, template } from "./pages.ts";

export const permissionsPage: GeneratedPage = {
  path: "docs/reference/permissions.md",
  render: async () =>
    [
      generatedNotice("server/src/auth/roles/"),
      "",
      "# Permissions",
      "",
      template("permissions.md"),
      "",
      "## Identity",
      "",
      permissionTable(identityResources),
      "",
      "## Billing",
      "",
      "Each billing permission is also the `/v1` scope of the same name (`orders` with `read` is",
      "`orders:read`).",
      "",
      permissionTable(billingResources),
      "",
    ].join("\n"),
};

const holds = (role: (typeof BUILT_IN_ROLES)[number], resource: Resource, action: string) =>
  (organizationRoles[role].statements as Record<string, readonly string[] | undefined>)[resource]?.includes(action)
    ? "yes"
    : "";

function permissionTable(resources: readonly Resource[]): string {
  const rows = resources.flatMap((resource) => {
    const described = PERMISSION_DESCRIPTIONS[resource];
    const actions = described.actions as Record<string, string>;
    return organizationStatements[resource].map((action) => [
      code(`${resource}:${action}`),
      actions[action] ?? "",
      ...BUILT_IN_ROLES.map((role) => holds(role, resource, action)),
    ]);
  });
  return table(["permission", "allows", ...BUILT_IN_ROLES], rows);
}
