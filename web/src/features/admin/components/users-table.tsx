import { Group, Pagination, Table, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";
import type { AdminUser, PlatformRole } from "../hooks/use-admin-users";
import { type UserAction, UserRow } from "./user-row";

interface UsersTableProps {
  users: AdminUser[];
  stale: boolean;
  currentUserId: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  busyFor: (user: AdminUser) => UserAction | "role" | null;
  onAction: (user: AdminUser, action: UserAction) => void;
  onRoleChange: (user: AdminUser, role: PlatformRole) => void;
}

/** The pager's controls, named in the admin catalog. */
const PAGE_CONTROL_LABELS = {
  first: "usersTable.firstPage",
  previous: "usersTable.previousPage",
  next: "usersTable.nextPage",
  last: "usersTable.lastPage",
} as const;

/** One page of users, a row each with its actions, and the pager. */
export function UsersTable({ users, stale, currentUserId, page, pages, onPage, ...actions }: UsersTableProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <ScrollTable minWidth={860} label={t("usersTable.label")}>
        <Table verticalSpacing="sm" aria-label={t("usersTable.label")} style={{ opacity: stale ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("usersTable.user")}</Table.Th>
              <Table.Th>{t("usersTable.role")}</Table.Th>
              <Table.Th>{t("usersTable.status")}</Table.Th>
              <Table.Th>{t("usersTable.twoFactor")}</Table.Th>
              <Table.Th>{t("usersTable.created")}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t("usersTable.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                busy={actions.busyFor(user)}
                onAction={(action) => actions.onAction(user, action)}
                onRoleChange={(role) => actions.onRoleChange(user, role)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({ "aria-label": t(PAGE_CONTROL_LABELS[control]) })}
          />
        </Group>
      )}
    </>
  );
}
