import { Badge, Button, Code, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { PasswordInput } from "../../../components/password-input";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import {
  connectStripeAccount,
  type StripeAccountConnect,
  useDisconnectStripeAccount,
  useRefreshStripeAccount,
  useStripeAccount,
} from "../hooks/use-stripe-account";

type StripeAccount = NonNullable<ReturnType<typeof useStripeAccount>["data"]>;

/** Payments: test mode, or the organization's own Stripe account. */
export function StripeAccountCard({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t } = useTranslation("billing-settings");
  const account = useStripeAccount(organizationId);
  const [replacing, setReplacing] = useState(false);
  return (
    <SectionCard title={t("payments.title")} description={t("payments.description")}>
      <QueryState
        isPending={account.isPending}
        error={account.error}
        onRetry={() => void account.refetch()}
        loadingLabel={t("payments.loading")}
        errorTitle={t("payments.loadError")}
      >
        {account.data ? (
          <Connected
            account={account.data}
            organizationId={organizationId}
            canEdit={canEdit}
            onReplace={() => setReplacing(true)}
          />
        ) : (
          <Text size="sm" data-testid="payments-test-mode">
            {canEdit ? t("payments.testModeCanConnect") : t("payments.testMode")}
          </Text>
        )}
        {canEdit && (!account.data || replacing) && (
          <ConnectForm
            organizationId={organizationId}
            replacing={Boolean(account.data)}
            onDone={() => setReplacing(false)}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

function Connected({
  account,
  organizationId,
  canEdit,
  onReplace,
}: {
  account: StripeAccount;
  organizationId: string;
  canEdit: boolean;
  onReplace: () => void;
}) {
  const { t } = useTranslation("billing-settings");
  const disconnect = useDisconnectStripeAccount(organizationId);
  const [confirming, setConfirming] = useState(false);
  const rows: Array<[string, string]> = [
    [t("connected.account"), account.account_id ?? t("connected.accountUnreadable")],
    [t("connected.publishableKey"), account.publishable_key],
    [t("connected.secretKey"), account.secret_key_hint],
    [t("connected.webhookSecret"), account.webhook_secret_hint],
  ];
  return (
    <Stack gap="sm" data-testid="stripe-connected">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("connected.title")}
        </Text>
        <Badge color={account.livemode ? "teal" : "orange"} variant="light">
          {account.livemode ? t("connected.live") : t("connected.testMode")}
        </Badge>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500} w="40%">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {t("connected.webhookUrl")}{" "}
        <Code data-testid="stripe-webhook-url" style={{ overflowWrap: "anywhere" }}>
          {account.webhook_url}
        </Code>
      </Text>
      <Text size="xs" c="dimmed" data-testid="stripe-webhook-events" style={{ overflowWrap: "anywhere" }}>
        {account.webhook_events.join(", ")}
      </Text>
      {canEdit && (
        <Group gap="sm">
          <Button variant="default" onClick={onReplace}>
            {t("connected.replaceKeys")}
          </Button>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t("connected.disconnect")}
          </Button>
        </Group>
      )}
      <ConfirmActionModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          disconnect.reset();
        }}
        title={t("connected.disconnectTitle")}
        description={t("connected.disconnectDescription")}
        confirmLabel={t("connected.disconnectConfirm")}
        loading={disconnect.isPending}
        error={disconnect.error}
        errorTitle={t("connected.disconnectError")}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t("connected.disconnected"), t("connected.disconnectedMessage"));
            },
          })
        }
      />
    </Stack>
  );
}

function ConnectForm({
  organizationId,
  replacing,
  onDone,
}: {
  organizationId: string;
  replacing: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("billing-settings");
  const refresh = useRefreshStripeAccount(organizationId);
  const connect = useV1Form<StripeAccountConnect & Record<string, unknown>, unknown>({
    initialValues: { secret_key: "", publishable_key: "", webhook_secret: "" },
    validate: {
      secret_key: (value: string) => (value.trim() ? null : t("connect.enterSecretKey")),
      publishable_key: (value: string) => (value.trim() ? null : t("connect.enterPublishableKey")),
      webhook_secret: (value: string) => (value.trim() ? null : t("connect.enterWebhookSecret")),
    },
    request: (values) =>
      connectStripeAccount(organizationId, {
        secret_key: values.secret_key.trim(),
        publishable_key: values.publishable_key.trim(),
        webhook_secret: values.webhook_secret.trim(),
      }),
    onSuccess: async () => {
      notifySuccess(t("connect.connected"), t("connect.connectedMessage"));
      connect.form.reset();
      await refresh();
      onDone();
    },
  });
  return (
    <form onSubmit={connect.onSubmit} noValidate aria-label={t("connect.label")}>
      <Stack gap="sm">
        <FormAlert error={connect.formError} title={t("connect.error")} onClose={connect.clearFormError} />
        <PasswordInput
          label={t("connect.secretKey")}
          description={t("connect.secretKeyDescription")}
          autoComplete="off"
          required
          {...connect.form.getInputProps("secret_key")}
        />
        <TextInput
          label={t("connect.publishableKey")}
          autoComplete="off"
          required
          {...connect.form.getInputProps("publishable_key")}
        />
        <PasswordInput
          label={t("connect.webhookSecret")}
          description={t("connect.webhookSecretDescription")}
          autoComplete="off"
          required
          {...connect.form.getInputProps("webhook_secret")}
        />
        <Group gap="sm">
          <Button type="submit" loading={connect.submitting}>
            {replacing ? t("connect.saveNewKeys") : t("connect.submit")}
          </Button>
          {replacing && (
            <Button variant="subtle" onClick={onDone}>
              {t("connect.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
