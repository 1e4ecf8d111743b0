import { Alert, Button, Checkbox, Code, Group, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
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
 * "Sign in with Gatehouse" for other applications: the OAuth clients of this
 * organization, registered by its owners — create one (its secret is shown once),
 * delete one. Clients use the discovery document at /.well-known/openid-configuration.
 */
export function OAuthClients({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("oauth");
  const clients = useOAuthClients(organizationId);
  const create = useCreateOAuthClient(organizationId);
  const remove = useDeleteOAuthClient(organizationId);
  const [created, setCreated] = useState<OAuthClient | null>(null);
  const form = useForm<Values>({
    initialValues: { client_name: "", redirect_uris: "", public_client: true },
    validate: {
      client_name: (value) => (value.trim() ? null : t("clients.nameRequired")),
      redirect_uris: (value) => (redirectUrisOf(value).length > 0 ? null : t("clients.redirectUrisRequired")),
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
        {t("clients.discovery", { url: `${window.location.origin}/.well-known/openid-configuration` })}
      </Text>
      {created && (
        <Alert
          color="teal"
          title={
            created.client_name
              ? t("clients.registeredTitle", { name: created.client_name })
              : t("clients.registeredTitleUnnamed")
          }
          onClose={() => setCreated(null)}
          withCloseButton
        >
          <Stack gap={4}>
            <span>
              <Trans
                t={t}
                i18nKey="clients.clientId"
                values={{ id: created.client_id }}
                components={{ code: <Code data-testid="oauth-client-id" /> }}
              />
            </span>
            {created.client_secret && (
              <span>
                <Trans
                  t={t}
                  i18nKey="clients.clientSecret"
                  values={{ secret: created.client_secret }}
                  components={{ code: <Code data-testid="oauth-client-secret" /> }}
                />
              </span>
            )}
          </Stack>
        </Alert>
      )}
      <QueryState
        isPending={clients.isPending}
        error={clients.error}
        onRetry={() => void clients.refetch()}
        loadingLabel={t("clients.loading")}
        errorTitle={t("clients.loadFailed")}
      >
        {clients.data?.length === 0 ? (
          <Text size="sm">{t("clients.empty")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t("clients.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("clients.application")}</Table.Th>
                  <Table.Th>{t("clients.clientIdHeader")}</Table.Th>
                  <Table.Th>{t("clients.redirectUris")}</Table.Th>
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
                        aria-label={t("clients.deleteLabel", { name: client.client_name ?? client.client_id })}
                      >
                        {t("clients.delete")}
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
        title={t("clients.deleteFailed")}
      />
      <form onSubmit={submit} noValidate aria-label={t("clients.formLabel")}>
        <Stack gap="sm">
          <TextInput label={t("clients.nameLabel")} required {...form.getInputProps("client_name")} />
          <Textarea
            label={t("clients.redirectUris")}
            description={t("clients.redirectUrisHint")}
            autosize
            minRows={2}
            required
            {...form.getInputProps("redirect_uris")}
          />
          <Checkbox label={t("clients.publicClient")} {...form.getInputProps("public_client", { type: "checkbox" })} />
          <FormAlert
            error={create.error ? { status: 0, message: messageOf(create.error) } : null}
            title={t("clients.registerFailed")}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t("clients.register")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
