import { Button, Code, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { AuditTabs } from "../../audit-streams/components/audit-tabs";
import { AllOAuthClients } from "../../oauth/components/all-oauth-clients";
import { SignupAdminSection } from "../../signup-policy/components/signup-admin-section";
import { PAGE_SIZE, type SearchField, useAdminUsers } from "../hooks/use-admin-users";
import { useUserActions } from "../hooks/use-user-actions";
import { ImportRuns } from "./import-runs";
import { type Dialog, UserDialogs } from "./user-dialogs";
import { UsersTable } from "./users-table";

const isSearchField = (value: string): value is SearchField => value === "email" || value === "name";

/** Platform administration: users, bans, roles, impersonation and sessions; OAuth applications; imports; the audit log. */
export function AdminPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation("admin");
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
          <Title order={1}>{t("page.title")}</Title>
          <Text c="dimmed">{t("page.intro")}</Text>
        </Stack>
        <Button onClick={() => setDialog({ kind: "create" })}>{t("page.createUser")}</Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t("page.searchLabel")}
          placeholder={field === "email" ? t("page.searchEmailPlaceholder") : t("page.searchNamePlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          type="search"
        />
        <SegmentedControl
          aria-label={t("page.searchIn")}
          value={field}
          onChange={(value) => {
            if (isSearchField(value)) setField(value);
            setPage(1);
          }}
          data={[
            { value: "email", label: t("page.searchByEmail") },
            { value: "name", label: t("page.searchByName") },
          ]}
        />
      </Group>
      <QueryState
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        loadingLabel={t("page.loadingUsers")}
        errorTitle={t("errors.loadUsers")}
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {debounced
            ? t("page.userCountMatching", { count: total, search: debounced })
            : t("page.userCount", { count: total })}
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
      <SignupAdminSection />
      <Title order={2} size="h3">
        {t("page.oauthTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("page.oauthIntro")}
      </Text>
      <AllOAuthClients />
      <Title order={2} size="h3">
        {t("page.importsTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="page.importsIntro"
          values={{ command: "gatehouse import" }}
          components={{ code: <Code /> }}
        />
      </Text>
      <ImportRuns />
      <Title order={2} size="h3">
        {t("page.auditTitle")}
      </Title>
      <AuditTabs scope={{ kind: "platform" }} canManage />
    </Stack>
  );
}
