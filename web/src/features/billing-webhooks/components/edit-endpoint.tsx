import { Button, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { notifySuccess } from "../../../lib/notify";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useResetWebhookSecret, useWebhookEndpoint } from "../hooks/use-webhook-endpoints";
import { EnabledBadge } from "./enabled-badge";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookEndpointForm } from "./webhook-endpoint-form";

/** One endpoint's page: its settings form, the secret reset, and its delivery log. */
export function EditEndpoint({ billing, id, onDone }: { billing: BillingContext; id: string; onDone: () => void }) {
  const { t } = useTranslation("billing-webhooks");
  const endpoint = useWebhookEndpoint(billing.organizationId, id);
  const reset = useResetWebhookSecret(billing.organizationId);
  const [confirming, setConfirming] = useState(false);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const canWrite = billing.can.webhooks.write;
  return (
    <QueryState
      isPending={endpoint.isPending}
      error={endpoint.error}
      onRetry={() => void endpoint.refetch()}
      loadingLabel={t("edit.loading")}
      errorTitle={t("edit.loadError")}
    >
      {endpoint.data && (
        <Stack gap="lg">
          <Group gap="sm">
            <Title order={2} size="h3" style={{ wordBreak: "break-all" }}>
              {endpoint.data.name ?? endpoint.data.url}
            </Title>
            <EnabledBadge endpoint={endpoint.data} />
          </Group>
          {newSecret && (
            <SecretShownOnce
              title={t("edit.newSecretTitle")}
              secret={newSecret}
              noun="signingSecret"
              testId="new-webhook-secret"
              onDismiss={() => setNewSecret(null)}
            />
          )}
          {canWrite && (
            <Group>
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t("edit.resetSecret")}
              </Button>
            </Group>
          )}
          <WebhookEndpointForm
            key={endpoint.data.modified_at ?? endpoint.data.created_at}
            organizationId={billing.organizationId}
            endpoint={endpoint.data}
            canWrite={canWrite}
            onCancel={onDone}
            onSaved={() => {
              notifySuccess(t("edit.saved"));
            }}
          />
          <WebhookDeliveries organizationId={billing.organizationId} endpointId={id} canWrite={canWrite} />
          <ConfirmActionModal
            opened={confirming}
            onClose={() => {
              setConfirming(false);
              reset.reset();
            }}
            title={t("edit.resetTitle")}
            description={t("edit.resetDescription")}
            confirmLabel={t("edit.resetConfirm")}
            loading={reset.isPending}
            error={reset.error}
            errorTitle={t("edit.resetError")}
            onConfirm={() =>
              reset.mutate(id, {
                onSuccess: (updated) => {
                  setConfirming(false);
                  setNewSecret(updated.secret);
                  notifySuccess(t("edit.secretReset"));
                },
              })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}
