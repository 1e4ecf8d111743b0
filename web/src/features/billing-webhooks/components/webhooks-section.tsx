import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { RouterLink } from "../../../components/router-link";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { EditEndpoint } from "./edit-endpoint";
import { EndpointsList } from "./endpoints-list";
import { WebhookEndpointForm } from "./webhook-endpoint-form";

/** `/billing/webhooks` (endpoints), `/new`, `/:id` (edit, secret, delivery log). */
export function WebhooksSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-webhooks");
  const navigate = useNavigate();
  const location = useLocation();
  const createdSecret = secretOf(location.state);
  const back = () => void navigate(billingPath(billing.slug, "webhooks"));
  const allLink = (
    <RouterLink to={billingPath(billing.slug, "webhooks")} size="sm">
      {t("section.allEndpoints")}
    </RouterLink>
  );
  if (billing.item === "new") {
    if (!billing.can.webhooks.write) return <ReadOnlyNotice what="webhook endpoints" />;
    return (
      <Stack gap="md">
        {allLink}
        <Title order={2} size="h3">
          {t("section.newEndpoint")}
        </Title>
        <WebhookEndpointForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={back}
          onSaved={(endpoint) => {
            notifySuccess(t("section.created"));
            // The edit page shows the secret once, from the navigation state (the section remounts per page).
            void navigate(billingPath(billing.slug, "webhooks", endpoint.id), {
              state: { createdSecret: endpoint.secret },
            });
          }}
        />
      </Stack>
    );
  }
  if (billing.item) {
    return (
      <Stack gap="md">
        {allLink}
        {createdSecret && (
          <SecretShownOnce
            title={t("section.createdSecretTitle")}
            secret={createdSecret}
            noun="signingSecret"
            testId="new-webhook-secret"
            onDismiss={() => void navigate(location.pathname, { replace: true, state: null })}
          />
        )}
        <EditEndpoint billing={billing} id={billing.item} onDone={back} />
      </Stack>
    );
  }
  return <EndpointsList billing={billing} />;
}

function secretOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("createdSecret" in state)) return null;
  return typeof state.createdSecret === "string" ? state.createdSecret : null;
}
