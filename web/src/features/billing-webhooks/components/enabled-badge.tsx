import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { WebhookEndpoint } from "../lib/types";

export function EnabledBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation("billing-webhooks");
  return endpoint.enabled ? (
    <Badge color="teal" variant="light">
      {t("status.enabled")}
    </Badge>
  ) : (
    <Badge color="red" variant="filled">
      {t("status.disabled")}
    </Badge>
  );
}
