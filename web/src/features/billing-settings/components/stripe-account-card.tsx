import { Badge, Button, Code, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { PasswordInput } from "../../../components/password-input";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { notifySuccess } from "../../../lib/notify";
import { useV1Form } from "../../billing/lib/use-v1-form";
import {
  connectStripeAccount,
  type StripeAccountConnect,
  useDisconnectStripeAccount,
  useRefreshStripeAccount,
  useStripeAccount,
} from "../hooks/use-stripe-account";

type StripeAccount = NonNullable<ReturnType<typeof useStripeAccount>["data"]>;

/** Payments: test mode, or the organization's own Stripe account (issue 20). */
export function StripeAccountCard({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const account = useStripeAccount(organizationId);
  const [replacing, setReplacing] = useState(false);
  return (
    <SectionCard
      title="Payments"
      description="Where your customers' money goes: Gatehouse's test mode, or your own Stripe account."
    >
      <QueryState
        isPending={account.isPending}
        error={account.error}
        onRetry={() => void account.refetch()}
        loadingLabel="Loading the payment settings"
        errorTitle="Could not load the payment settings"
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
            Payments run in test mode: Stripe's test cards, no money moves.
            {canEdit && " Connect your Stripe account to take real payments."}
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
  const disconnect = useDisconnectStripeAccount(organizationId);
  const [confirming, setConfirming] = useState(false);
  const rows: Array<[string, string]> = [
    ["Stripe account", account.account_id ?? "not readable with this key"],
    ["Publishable key", account.publishable_key],
    ["Secret key", account.secret_key_hint],
    ["Webhook signing secret", account.webhook_secret_hint],
  ];
  return (
    <Stack gap="sm" data-testid="stripe-connected">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Connected to Stripe
        </Text>
        <Badge color={account.livemode ? "teal" : "orange"} variant="light">
          {account.livemode ? "Live" : "Stripe test mode"}
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
        In Stripe's dashboard, send these events to this webhook URL:{" "}
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
            Replace keys
          </Button>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Disconnect Stripe
          </Button>
        </Group>
      )}
      <ConfirmActionModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          disconnect.reset();
        }}
        title="Disconnect Stripe?"
        description="The keys are deleted. New checkouts run in test mode and take no real payments; payments already made through Stripe stay in Stripe."
        confirmLabel="Disconnect"
        loading={disconnect.isPending}
        error={disconnect.error}
        errorTitle="Could not disconnect Stripe"
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess("Stripe disconnected", "Payments run in test mode.");
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
  const refresh = useRefreshStripeAccount(organizationId);
  const connect = useV1Form<StripeAccountConnect & Record<string, unknown>, unknown>({
    initialValues: { secret_key: "", publishable_key: "", webhook_secret: "" },
    validate: {
      secret_key: (value: string) => (value.trim() ? null : "Enter the secret key"),
      publishable_key: (value: string) => (value.trim() ? null : "Enter the publishable key"),
      webhook_secret: (value: string) => (value.trim() ? null : "Enter the webhook signing secret"),
    },
    request: (values) =>
      connectStripeAccount(organizationId, {
        secret_key: values.secret_key.trim(),
        publishable_key: values.publishable_key.trim(),
        webhook_secret: values.webhook_secret.trim(),
      }),
    onSuccess: async () => {
      notifySuccess("Stripe connected", "New checkouts take payments through your Stripe account.");
      connect.form.reset();
      await refresh();
      onDone();
    },
  });
  return (
    <form onSubmit={connect.onSubmit} noValidate aria-label="Connect Stripe">
      <Stack gap="sm">
        <FormAlert error={connect.formError} title="Could not connect Stripe" onClose={connect.clearFormError} />
        <PasswordInput
          label="Secret key"
          description="From Stripe's dashboard: sk_live_…, sk_test_…, or a restricted key rk_…. Stored encrypted, never shown again."
          autoComplete="off"
          required
          {...connect.form.getInputProps("secret_key")}
        />
        <TextInput
          label="Publishable key"
          autoComplete="off"
          required
          {...connect.form.getInputProps("publishable_key")}
        />
        <PasswordInput
          label="Webhook signing secret"
          description="whsec_…, from the webhook endpoint you add in Stripe for this organization."
          autoComplete="off"
          required
          {...connect.form.getInputProps("webhook_secret")}
        />
        <Group gap="sm">
          <Button type="submit" loading={connect.submitting}>
            {replacing ? "Save new keys" : "Connect Stripe"}
          </Button>
          {replacing && (
            <Button variant="subtle" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
