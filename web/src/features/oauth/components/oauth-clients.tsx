import { Alert, Button, Checkbox, Code, Group, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import {
  type OAuthClient,
  useCreateOAuthClient,
  useDeleteOAuthClient,
  useOAuthClients,
} from "../hooks/use-oauth-clients";

type Values = { client_name: string; redirect_uris: string; public_client: boolean };

const redirectUrisOf = (text: string) =>
  text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * "Sign in with Gatehouse" for other applications (issue 21): the OAuth clients of this
 * organization, registered by its owners — create one (its secret is shown once),
 * delete one. Clients use the discovery document at /.well-known/openid-configuration.
 */
export function OAuthClients({ organizationId }: { organizationId: string }) {
  const clients = useOAuthClients(organizationId);
  const create = useCreateOAuthClient(organizationId);
  const remove = useDeleteOAuthClient(organizationId);
  const [created, setCreated] = useState<OAuthClient | null>(null);
  const form = useForm<Values>({
    initialValues: { client_name: "", redirect_uris: "", public_client: true },
    validate: {
      client_name: (value) => (value.trim() ? null : "Name the application"),
      redirect_uris: (value) => (redirectUrisOf(value).length > 0 ? null : "Add at least one redirect URI"),
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        client_name: values.client_name.trim(),
        redirect_uris: redirectUrisOf(values.redirect_uris),
        token_endpoint_auth_method: values.public_client ? "none" : "client_secret_basic",
      },
      {
        onSuccess: (client) => {
          setCreated(client);
          form.reset();
        },
      },
    ),
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`Applications that sign people in with their Gatehouse account discover everything at ${window.location.origin}/.well-known/openid-configuration.`}
      </Text>
      {created && (
        <Alert
          color="teal"
          title={`${created.client_name ?? "The application"} is registered`}
          onClose={() => setCreated(null)}
          withCloseButton
        >
          <Stack gap={4}>
            <span>
              Client ID: <Code data-testid="oauth-client-id">{created.client_id}</Code>
            </span>
            {created.client_secret && (
              <span>
                Client secret (shown once): <Code data-testid="oauth-client-secret">{created.client_secret}</Code>
              </span>
            )}
          </Stack>
        </Alert>
      )}
      <QueryState
        isPending={clients.isPending}
        error={clients.error}
        onRetry={() => void clients.refetch()}
        loadingLabel="Loading the applications"
        errorTitle="Could not load the applications"
      >
        {clients.data?.length === 0 ? (
          <Text size="sm">No application yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Registered applications">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Application</Table.Th>
                  <Table.Th>Client ID</Table.Th>
                  <Table.Th>Redirect URIs</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.data?.map((client) => (
                  <Table.Tr key={client.client_id} data-testid="oauth-client-row">
                    <Table.Td>{client.client_name ?? "—"}</Table.Td>
                    <Table.Td>
                      <Code>{client.client_id}</Code>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{client.redirect_uris.join(", ")}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={remove.isPending && remove.variables === client.client_id}
                        onClick={() => remove.mutate(client.client_id)}
                        aria-label={`Delete ${client.client_name ?? client.client_id}`}
                      >
                        Delete
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <FormAlert
        error={remove.error ? { status: 0, message: messageOf(remove.error) } : null}
        title="Could not delete the application"
      />
      <form onSubmit={submit} noValidate aria-label="Register an application">
        <Stack gap="sm">
          <TextInput label="Application name" required {...form.getInputProps("client_name")} />
          <Textarea
            label="Redirect URIs"
            description="Where Gatehouse sends people back with the code, one per line (https, or http on localhost)."
            autosize
            minRows={2}
            required
            {...form.getInputProps("redirect_uris")}
          />
          <Checkbox
            label="Public client (a browser or mobile app: PKCE, no secret)"
            {...form.getInputProps("public_client", { type: "checkbox" })}
          />
          <FormAlert
            error={create.error ? { status: 0, message: messageOf(create.error) } : null}
            title="Could not register the application"
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Register application
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
