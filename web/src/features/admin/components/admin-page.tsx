import {
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import {
  type AdminUser,
  PAGE_SIZE,
  type PlatformRole,
  type SearchField,
  useAdminUsers,
  useRemoveUser,
  useSetRole,
  useUnbanUser,
} from "../hooks/use-admin-users";
import { useImpersonate } from "../hooks/use-impersonation";
import { BanUserForm } from "./ban-user-form";
import { CreateUserForm } from "./create-user-form";
import { SetPasswordForm } from "./set-password-form";
import { type UserAction, UserRow } from "./user-row";
import { UserSessions } from "./user-sessions";

type Dialog = { kind: "create" } | { kind: "ban" | "password" | "sessions" | "remove"; user: AdminUser } | null;

/** Platform administration: users, bans, roles, impersonation and sessions. */
export function AdminPage({ currentUserId }: { currentUserId: string }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [field, setField] = useState<SearchField>("email");
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ search: debounced, field, page });
  const [dialog, setDialog] = useState<Dialog>(null);
  const unban = useUnbanUser();
  const setRole = useSetRole();
  const remove = useRemoveUser();
  const impersonate = useImpersonate();

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const close = () => setDialog(null);

  const busyFor = (user: AdminUser): UserAction | "role" | null => {
    if (unban.isPending && unban.variables === user.id) return "unban";
    if (impersonate.isPending && impersonate.variables === user.id) return "impersonate";
    if (setRole.isPending && setRole.variables.userId === user.id) return "role";
    return null;
  };

  const onAction = (user: AdminUser, action: UserAction) => {
    switch (action) {
      case "unban":
        unban.mutate(user.id, {
          onSuccess: () => notifySuccess("User unbanned", `${user.email} can sign in again.`),
          onError: (error) => notifyError("Could not unban the user", messageOf(error)),
        });
        return;
      case "impersonate":
        // mutateAsync: this page unmounts as soon as the session becomes the (non-admin) user's.
        impersonate
          .mutateAsync(user.id)
          .then(() => {
            notifySuccess("Impersonating", `You are now signed in as ${user.email}.`);
            return navigate(paths.account);
          })
          .catch((error: unknown) => notifyError("Could not impersonate the user", messageOf(error)));
        return;
      default:
        remove.reset();
        setDialog({ kind: action, user });
    }
  };

  const onRoleChange = (user: AdminUser, role: PlatformRole) =>
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () =>
          notifySuccess("Role changed", `${user.email} is now ${role === "admin" ? "an admin" : "a user"}.`),
        onError: (error) => notifyError("Could not change the role", messageOf(error)),
      },
    );

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Administration</Title>
          <Text c="dimmed">Every user of this Gatehouse. Changes apply at once.</Text>
        </Stack>
        <Button onClick={() => setDialog({ kind: "create" })}>Create user</Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search users"
          placeholder={field === "email" ? "Part of an email address" : "Part of a name"}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          type="search"
        />
        <SegmentedControl
          aria-label="Search in"
          value={field}
          onChange={(value) => {
            setField(value as SearchField);
            setPage(1);
          }}
          data={[
            { value: "email", label: "Email" },
            { value: "name", label: "Name" },
          ]}
        />
      </Group>
      <QueryState
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        loadingLabel="Loading the users"
        errorTitle="Could not load the users"
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 1 ? "1 user" : `${total} users`}
          {debounced ? ` matching “${debounced}”` : ""}
        </Text>
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" aria-label="Users" style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data?.users ?? []).map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUserId}
                  busy={busyFor(user)}
                  onAction={(action) => onAction(user, action)}
                  onRoleChange={(role) => onRoleChange(user, role)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
            />
          </Group>
        )}
      </QueryState>

      <Modal opened={dialog?.kind === "create"} onClose={close} title="Create user" centered>
        <CreateUserForm onDone={close} />
      </Modal>
      <Modal opened={dialog?.kind === "ban"} onClose={close} title="Ban user" centered>
        {dialog?.kind === "ban" && <BanUserForm user={dialog.user} onDone={close} />}
      </Modal>
      <Modal opened={dialog?.kind === "password"} onClose={close} title="Set password" centered>
        {dialog?.kind === "password" && <SetPasswordForm user={dialog.user} onDone={close} />}
      </Modal>
      <Modal
        opened={dialog?.kind === "sessions"}
        onClose={close}
        title={dialog?.kind === "sessions" ? `Sessions of ${dialog.user.email}` : "Sessions"}
        size="lg"
        centered
      >
        {dialog?.kind === "sessions" && <UserSessions user={dialog.user} />}
      </Modal>
      <ConfirmActionModal
        opened={dialog?.kind === "remove"}
        onClose={close}
        title="Remove user?"
        description={
          dialog?.kind === "remove" && (
            <>
              {dialog.user.name} ({dialog.user.email}) is deleted with their sessions and accounts. This cannot be
              undone.
            </>
          )
        }
        confirmLabel="Yes, remove"
        loading={remove.isPending}
        error={remove.error}
        errorTitle="Could not remove the user"
        onConfirm={() => {
          if (dialog?.kind !== "remove") return;
          const { user } = dialog;
          remove.mutate(user.id, {
            onSuccess: () => {
              notifySuccess("User removed", `${user.email} is gone.`);
              close();
            },
          });
        }}
      />
    </Stack>
  );
}
