import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import { unitsPhrase } from "../../checkout/lib/units";
import { ChangeUnitsModal } from "../../portal/components/change-units-modal";
import { unitLabelOf } from "../../portal/components/subscription-units";
import { useUpdateSubscription } from "../hooks/use-subscriptions";
import type { Subscription, SubscriptionUpdatePreview } from "../lib/types";

function previewUnits(organizationId: string, id: string, units: number): Promise<SubscriptionUpdatePreview> {
  return unwrap(
    organizationApi(organizationId).POST("/v1/subscriptions/{id}/update-preview", {
      params: { path: { id } },
      body: { units },
    }),
  );
}

/**
 * The units of a unit-based subscription on the seller's page, and changing them as the customer
 * can in the portal (the same dialog): more now with a proration, fewer at the period's end.
 */
export function SubscriptionUnits({
  organizationId,
  subscription,
  canWrite,
}: {
  organizationId: string;
  subscription: Subscription;
  canWrite: boolean;
}) {
  const { t } = useTranslation("portal");
  const update = useUpdateSubscription(organizationId, subscription.id);
  const [changing, setChanging] = useState(false);
  const units = subscription.units;
  if (units === null) return null;
  const label = unitLabelOf(subscription);
  const planned = subscription.pending_update?.units ?? null;
  return (
    <Group gap="sm" data-testid="subscription-units">
      <Text size="sm">
        {t("units.label")}: {unitsPhrase(label, units)}
        {planned !== null &&
          ` · ${t("units.planned", { units: unitsPhrase(label, planned), date: formatDate(subscription.current_period_end) })}`}
      </Text>
      {canWrite && ["active", "trialing"].includes(subscription.status) && (
        <Button variant="default" size="xs" onClick={() => setChanging(true)}>
          {t("units.change")}
        </Button>
      )}
      {changing && (
        <ChangeUnitsModal
          current={units}
          pending={planned}
          periodEnd={subscription.current_period_end}
          unitLabel={label}
          previewKey={["subscription-units", organizationId, subscription.id]}
          preview={(count) => previewUnits(organizationId, subscription.id, count)}
          submit={(count) => update.mutateAsync({ units: count })}
          onDone={() => undefined}
          onClose={() => setChanging(false)}
        />
      )}
    </Group>
  );
}
