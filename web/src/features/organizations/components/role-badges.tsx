import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { parseRoles, roleLabel } from "../../../lib/permissions";

/** Built-in roles in their own colours; the organization's own roles all in one, by their name. */
const ROLE_COLORS: Readonly<Record<string, string>> = { owner: "grape", admin: "indigo", member: "gray" };
const OWN_ROLE_COLOR = "teal";

export function RoleBadges({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation("organizations");
  const roles = parseRoles(role);
  return (
    <Group gap={4} data-testid="role-badges">
      {roles.length === 0 && (
        <Badge variant="light" color="gray">
          {t("roles.none")}
        </Badge>
      )}
      {roles.map((r) => (
        <Badge
          key={r}
          variant="light"
          color={ROLE_COLORS[r] ?? OWN_ROLE_COLOR}
          tt={ROLE_COLORS[r] ? undefined : "none"}
        >
          {roleLabel(r)}
        </Badge>
      ))}
    </Group>
  );
}
