import { Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { type ListedOAuthClient, useAdminDeleteOAuthClient, useAllOAuthClients } from "../hooks/use-all-oauth-clients";

type Row = ListedOAuthClient & { id: string };

const ownerOf = (client: ListedOAuthClient) =>
  client.owner === null
    ? "—"
    : client.owner.type === "organization"
      ? (client.owner.name ?? client.owner.id)
      : (client.owner.email ?? client.owner.id);

/**
 * Every application that signs people in with Gatehouse, for platform admins: who
 * registered it (an organization, or a user), its redirect URIs, and Delete — which ends its
 * tokens too. Organizations manage their own in their settings.
 */
export function AllOAuthClients() {
  const { t } = useTranslation("oauth");
  const clients = useAllOAuthClients();
  const remove = useConfirmedDelete<Row>({
    mutation: useAdminDeleteOAuthClient(),
    title: t("allClients.deleteTitle"),
    description: (row) => {
      const name = row?.name ?? row?.clientId;
      return name ? t("allClients.deleteDescription", { name }) : t("allClients.deleteDescriptionUnnamed");
    },
    confirmLabel: t("allClients.deleteConfirm"),
    errorTitle: t("allClients.deleteFailed"),
    notification: (row) => [t("allClients.deleted"), row.name ?? row.clientId],
  });
  const rows: Row[] = (clients.data ?? []).map((client) => ({ ...client, id: client.clientId }));
  return (
    <QueryState
      isPending={clients.isPending}
      error={clients.error}
      onRetry={() => void clients.refetch()}
      loadingLabel={t("allClients.loading")}
      errorTitle={t("allClients.loadFailed")}
    >
      {rows.length === 0 ? (
        <Text size="sm">{t("allClients.empty")}</Text>
      ) : (
        <ScrollTable minWidth={640} label={t("allClients.tableLabel")}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("allClients.application")}</Table.Th>
                <Table.Th>{t("allClients.registeredBy")}</Table.Th>
                <Table.Th>{t("allClients.redirectUris")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("allClients.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.name ?? row.clientId}
                    </Text>
                    <Badge size="xs" variant="light" color={row.public ? "gray" : "blue"}>
                      {row.public ? t("allClients.public") : t("allClients.confidential")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{ownerOf(row)}</Table.Td>
                  <Table.Td>
                    <Text size="xs" style={{ overflowWrap: "anywhere" }}>
                      {row.redirectUris.join(", ")}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DeleteRowButton
                      label={t("allClients.deleteLabel", { name: row.name ?? row.clientId })}
                      onClick={() => remove.ask(row)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {remove.modal}
    </QueryState>
  );
}
