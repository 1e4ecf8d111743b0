import { Avatar, Badge, Button, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { useId } from "react";
import { formatDateTime } from "../../../lib/format";
import { isPlatformAdmin } from "../../../lib/permissions";
import { type AdminUser, PLATFORM_ROLES, type PlatformRole } from "../hooks/use-admin-users";

export type UserAction = "sessions" | "password" | "reset-two-factor" | "ban" | "unban" | "impersonate" | "remove";

interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  busy: UserAction | "role" | null;
  onAction: (action: UserAction) => void;
  onRoleChange: (role: PlatformRole) => void;
}

export function UserRow({ user, isSelf, busy, onAction, onRoleChange }: UserRowProps) {
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
                  You
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
          aria-label={`Platform role of ${user.email}`}
          data={PLATFORM_ROLES.map((r) => ({ value: r, label: r === "admin" ? "Admin" : "User" }))}
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
              Banned
            </Badge>
            <Text size="xs" c="dimmed">
              {user.banReason || "No reason given"}
              {user.banExpires ? ` · until ${formatDateTime(user.banExpires)}` : ""}
            </Text>
          </Stack>
        ) : (
          <Badge color={user.emailVerified ? "teal" : "gray"} variant="light" size="sm">
            {user.emailVerified ? "Verified" : "Unverified"}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={user.twoFactorEnabled ? "teal" : "gray"} variant="light" size="sm">
          {user.twoFactorEnabled ? "On" : "Off"}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(user.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          {act("sessions", "Sessions")}
          {act("password", "Set password")}
          {user.twoFactorEnabled && act("reset-two-factor", "Reset two-factor")}
          {!isSelf && (user.banned ? act("unban", "Unban") : act("ban", "Ban", { color: "red", variant: "light" }))}
          {!isSelf && !user.banned && act("impersonate", "Impersonate")}
          {!isSelf && act("remove", "Remove user", { color: "red", variant: "subtle" })}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
