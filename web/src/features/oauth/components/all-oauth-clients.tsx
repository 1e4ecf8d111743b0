import { Badge, Table, Text, VisuallyHidden } from "@mantine/core";
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
 * Every application that signs people in with Gatehouse (issue 21), for platform admins: who
 * registered it (an organization, or a user), its redirect URIs, and Delete — which ends its
 * tokens too. Organizations manage their own in their settings.
 */
export function AllOAuthClients() {
  const clients = useAllOAuthClients();
  const remove = useConfirmedDelete<Row>({
    mutation: useAdminDeleteOAuthClient(),
    title: "Delete this application?",
    description: (row) =>
      `${row?.name ?? row?.clientId ?? "It"} can no longer sign people in; the tokens it holds stop working.`,
    confirmLabel: "Delete application",
    errorTitle: "Could not delete the application",
    notification: (row) => ["Application deleted", row.name ?? row.clientId],
  });
  const rows: Row[] = (clients.data ?? []).map((client) => ({ ...client, id: client.clientId }));
  return (
    <QueryState
      isPending={clients.isPending}
      error={clients.error}
      onRetry={() => void clients.refetch()}
      loadingLabel="Loading the applications"
      errorTitle="Could not load the applications"
    >
      {rows.length === 0 ? (
        <Text size="sm">No application signs in with Gatehouse yet.</Text>
      ) : (
        <ScrollTable minWidth={640} label="Applications">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Application</Table.Th>
                <Table.Th>Registered by</Table.Th>
                <Table.Th>Redirect URIs</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                      {row.public ? "Public" : "Confidential"}
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
                      label={`Delete application ${row.name ?? row.clientId}`}
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
