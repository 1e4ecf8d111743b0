import { Group, Pagination, Table, VisuallyHidden } from "@mantine/core";
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

/** One page of users, a row each with its actions, and the pager. */
export function UsersTable({ users, stale, currentUserId, page, pages, onPage, ...actions }: UsersTableProps) {
  return (
    <>
      <ScrollTable minWidth={860} label="Users">
        <Table verticalSpacing="sm" aria-label="Users" style={{ opacity: stale ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Two-factor</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
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
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        </Group>
      )}
    </>
  );
}
