import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { parseRoles, ROLE_LABELS } from "../../../lib/permissions";

const ROLE_COLORS = { owner: "grape", admin: "indigo", member: "gray" } as const;

export function RoleBadges({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation("organizations");
  const roles = parseRoles(role);
  return (
    <Group gap={4} data-testid="role-badges">
      {roles.length === 0 && (
        <Badge variant="light" color="gray">
          {role || t("roles.none")}
        </Badge>
      )}
      {roles.map((r) => (
        <Badge key={r} variant="light" color={ROLE_COLORS[r]}>
          {ROLE_LABELS[r]}
        </Badge>
      ))}
    </Group>
  );
}
