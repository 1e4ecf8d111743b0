import { useTranslation } from "react-i18next";
import { builtInPermissions, type OrganizationRole, roleLabel } from "../../../lib/permissions";
import type { Holders } from "../lib/holders";
import { RoleCard } from "./role-card";

/** What each built-in role is for, in the roles catalog. */
const BUILT_IN_DESCRIPTIONS = {
  owner: "builtIn.owner",
  admin: "builtIn.admin",
  member: "builtIn.member",
} as const satisfies Record<OrganizationRole, string>;

/** A built-in role: read-only, the same in every organization. */
export function BuiltInRoleCard({ role, holders }: { role: OrganizationRole; holders: Holders | null }) {
  const { t } = useTranslation("roles");
  return (
    <RoleCard
      name={role}
      title={roleLabel(role)}
      description={t(BUILT_IN_DESCRIPTIONS[role])}
      builtIn
      permissions={builtInPermissions(role)}
      holders={holders}
    />
  );
}
