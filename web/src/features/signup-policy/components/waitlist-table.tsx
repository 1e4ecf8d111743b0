import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { messageOf } from "../../../lib/errors";
import { formatDate, formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useDecideWaitlistEntry, useWaitlist, type WaitlistEntry, type WaitlistStatus } from "../hooks/use-waitlist";

const FILTERS = ["pending", "approved", "rejected", "all"] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string): value is Filter => (FILTERS as readonly string[]).includes(value);

const FILTER_LABEL = {
  pending: "waitlistAdmin.filters.pending",
  approved: "waitlistAdmin.filters.approved",
  rejected: "waitlistAdmin.filters.rejected",
  all: "waitlistAdmin.filters.all",
} as const;

const STATUS_COLOR: Record<WaitlistStatus, string> = { pending: "yellow", approved: "teal", rejected: "gray" };

/** The waitlist for platform admins: who asked to join, and their approval or rejection. */
export function WaitlistTable() {
  const { t } = useTranslation("signup-policy");
  const [filter, setFilter] = useState<Filter>("pending");
  const waitlist = useWaitlist(filter);
  const decide = useDecideWaitlistEntry();

  const onDecide = (entry: WaitlistEntry, decision: "approve" | "reject") =>
    decide.mutate(
      { id: entry.id, decision },
      {
        onSuccess: () =>
          notifySuccess(
            decision === "approve" ? t("waitlistAdmin.approved") : t("waitlistAdmin.rejected"),
            decision === "approve"
              ? t("waitlistAdmin.approvedMessage", { email: entry.email })
              : t("waitlistAdmin.rejectedMessage", { email: entry.email }),
          ),
        onError: (error) => notifyError(t("errors.decide"), messageOf(error)),
      },
    );
  const busy = (entry: WaitlistEntry, decision: "approve" | "reject") =>
    decide.isPending && decide.variables?.id === entry.id && decide.variables.decision === decision;

  const entries = waitlist.data?.entries ?? [];
  return (
    <Stack>
      <SegmentedControl
        aria-label={t("waitlistAdmin.filter")}
        value={filter}
        onChange={(value) => isFilter(value) && setFilter(value)}
        data={FILTERS.map((value) => ({ value, label: t(FILTER_LABEL[value]) }))}
        style={{ alignSelf: "flex-start" }}
      />
      <QueryState
        isPending={waitlist.isPending}
        error={waitlist.error}
        onRetry={() => void waitlist.refetch()}
        loadingLabel={t("waitlistAdmin.loading")}
        errorTitle={t("errors.loadWaitlist")}
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("waitlistAdmin.count", { count: waitlist.data?.total ?? 0 })}
        </Text>
        {entries.length > 0 && (
          <ScrollTable minWidth={640} label={t("waitlistAdmin.tableLabel")}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("waitlistAdmin.person")}</Table.Th>
                  <Table.Th>{t("waitlistAdmin.joined")}</Table.Th>
                  <Table.Th>{t("waitlistAdmin.status")}</Table.Th>
                  <Table.Th>{t("waitlistAdmin.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <Text size="sm">{entry.email}</Text>
                      {entry.name && (
                        <Text size="xs" c="dimmed">
                          {entry.name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[entry.status]} variant="light">
                        {t(FILTER_LABEL[entry.status])}
                      </Badge>
                      {entry.status === "approved" && entry.approvalExpiresAt && (
                        <Text size="xs" c="dimmed">
                          {t("waitlistAdmin.until", { date: formatDate(entry.approvalExpiresAt) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          onClick={() => onDecide(entry, "approve")}
                          loading={busy(entry, "approve")}
                          aria-label={t("waitlistAdmin.approveLabel", { email: entry.email })}
                        >
                          {entry.status === "approved" ? t("waitlistAdmin.resend") : t("waitlistAdmin.approve")}
                        </Button>
                        {entry.status !== "rejected" && (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => onDecide(entry, "reject")}
                            loading={busy(entry, "reject")}
                            aria-label={t("waitlistAdmin.rejectLabel", { email: entry.email })}
                          >
                            {t("waitlistAdmin.reject")}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
    </Stack>
  );
}
