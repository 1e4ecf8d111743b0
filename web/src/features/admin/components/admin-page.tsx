import { Button, Code, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { AuditLog } from "../../audit/components/audit-log";
import { AllOAuthClients } from "../../oauth/components/all-oauth-clients";
import { PAGE_SIZE, type SearchField, useAdminUsers } from "../hooks/use-admin-users";
import { useUserActions } from "../hooks/use-user-actions";
import { ImportRuns } from "./import-runs";
import { type Dialog, UserDialogs } from "./user-dialogs";
import { UsersTable } from "./users-table";

const isSearchField = (value: string): value is SearchField => value === "email" || value === "name";

/** Platform administration: users, bans, roles, impersonation and sessions; OAuth applications; imports; the audit log. */
export function AdminPage({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState("");
  const [field, setField] = useState<SearchField>("email");
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ search: debounced, field, page });
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useUserActions((kind, user) => setDialog({ kind, user }));

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

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
            if (isSearchField(value)) setField(value);
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
        <UsersTable
          users={users.data?.users ?? []}
          stale={users.isPlaceholderData}
          currentUserId={currentUserId}
          page={page}
          pages={pages}
          onPage={setPage}
          {...actions}
        />
      </QueryState>
      <UserDialogs dialog={dialog} close={() => setDialog(null)} />
      <Title order={2} size="h3">
        Sign in with Gatehouse
      </Title>
      <Text size="sm" c="dimmed">
        Every application registered to sign people in with their Gatehouse account.
      </Text>
      <AllOAuthClients />
      <Title order={2} size="h3">
        Recent imports
      </Title>
      <Text size="sm" c="dimmed">
        The latest runs of <Code>gatehouse import</Code>: what each brought in, and the rows it refused.
      </Text>
      <ImportRuns />
      <Title order={2} size="h3">
        Audit log
      </Title>
      <AuditLog scope={{ kind: "platform" }} />
    </Stack>
  );
}
