import { Avatar, Badge, Button, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { isPlatformAdmin } from "../../../lib/permissions";
import { type AdminUser, PLATFORM_ROLE_LABELS, PLATFORM_ROLES, type PlatformRole } from "../hooks/use-admin-users";

export type UserAction = "sessions" | "password" | "reset-two-factor" | "ban" | "unban" | "impersonate" | "remove";

interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  busy: UserAction | "role" | null;
  onAction: (action: UserAction) => void;
  onRoleChange: (role: PlatformRole) => void;
}

export function UserRow({ user, isSelf, busy, onAction, onRoleChange }: UserRowProps) {
  const { t } = useTranslation("admin");
  const labelId = useId();
  const role: PlatformRole = isPlatformAdmin(user.role) ? "admin" : "user";
  const act = (action: UserAction, label: string, props: { color?: string; variant?: string } = {}) => (
    <Button
      size="compact-xs"
      variant={props.variant ?? "default"}
      color={props.color}
      loading={busy === action}
      onClick={() => onAction(action)}
      aria-describedby={labelId}
    >
      {label}
    </Button>
  );

  return (
    <Table.Tr data-testid="user-row" data-email={user.email}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap" id={labelId}>
          <Avatar src={user.image || null} alt="" radius="xl" size="sm" name={user.name} color="initials" />
          <Stack gap={0}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {user.name}
              </Text>
              {isSelf && (
                <Badge size="xs" variant="outline">
                  {t("userRow.you")}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={t("userRow.roleOf", { email: user.email })}
          data={PLATFORM_ROLES.map((r) => ({ value: r, label: t(PLATFORM_ROLE_LABELS[r]) }))}
          value={role}
          onChange={(event) => {
            const value = event.currentTarget.value as PlatformRole;
            if (value !== role) onRoleChange(value);
          }}
          disabled={isSelf || busy === "role"}
          size="xs"
          w={110}
        />
      </Table.Td>
      <Table.Td>
        {user.banned ? (
          <Stack gap={2}>
            <Badge color="red" variant="light" size="sm">
              {t("userRow.banned")}
            </Badge>
            <Text size="xs" c="dimmed">
              {user.banReason || t("userRow.noReason")}
              {user.banExpires ? ` · ${t("userRow.bannedUntil", { date: formatDateTime(user.banExpires) })}` : ""}
            </Text>
          </Stack>
        ) : (
          <Badge color={user.emailVerified ? "teal" : "gray"} variant="light" size="sm">
            {user.emailVerified ? t("userRow.verified") : t("userRow.unverified")}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={user.twoFactorEnabled ? "teal" : "gray"} variant="light" size="sm">
          {user.twoFactorEnabled ? t("userRow.twoFactorOn") : t("userRow.twoFactorOff")}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(user.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          {act("sessions", t("userRow.sessions"))}
          {act("password", t("userRow.setPassword"))}
          {user.twoFactorEnabled && act("reset-two-factor", t("userRow.resetTwoFactor"))}
          {!isSelf &&
            (user.banned
              ? act("unban", t("userRow.unban"))
              : act("ban", t("userRow.ban"), { color: "red", variant: "light" }))}
          {!isSelf && !user.banned && act("impersonate", t("userRow.impersonate"))}
          {!isSelf && act("remove", t("userRow.remove"), { color: "red", variant: "subtle" })}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
