import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import type { UnitLabel } from "../../checkout/lib/types";
import { unitsPhrase } from "../../checkout/lib/units";
import { portalKeys } from "../hooks/keys";
import { useRefreshPortal } from "../hooks/use-portal-subscriptions";
import { previewPortalUnits, updatePortalUnits } from "../hooks/use-portal-units";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerSubscription } from "../lib/types";
import { ChangeUnitsModal } from "./change-units-modal";

/** The unit label of the subscription's unit-based price (null: "unit"/"units"). */
export function unitLabelOf(subscription: Pick<CustomerSubscription, "prices">): UnitLabel | null {
  for (const price of subscription.prices) if (price.amount_type === "unit_based") return price.unit_label;
  return null;
}

/**
 * A unit-based subscription's units in the portal: how many are paid for, a reduction waiting for
 * the period's end, and changing them where the seller lets customers change their subscription.
 */
export function SubscriptionUnits({
  auth,
  subscription,
  live,
}: {
  auth: PortalAuth;
  subscription: CustomerSubscription;
  live: boolean;
}) {
  const titleId = useId();
  const { t } = useTranslation("portal");
  const refresh = useRefreshPortal(auth);
  const [changing, setChanging] = useState(false);
  const units = subscription.units;
  if (units === null) return null;
  const label = unitLabelOf(subscription);
  const planned = subscription.pending_update?.units ?? null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={4} size="h5" id={titleId}>
            {t("units.label")}
          </Title>
          <Text size="sm" data-testid="portal-units">
            {unitsPhrase(label, units)}
          </Text>
          {planned !== null && (
            <Text size="sm" c="dimmed" data-testid="portal-units-planned">
              {t("units.planned", {
                units: unitsPhrase(label, planned),
                date: formatDate(subscription.current_period_end),
              })}
            </Text>
          )}
        </Stack>
        {live && (
          <Button variant="default" size="xs" onClick={() => setChanging(true)}>
            {t("units.change")}
          </Button>
        )}
      </Group>
      {changing && (
        <ChangeUnitsModal
          current={units}
          pending={planned}
          periodEnd={subscription.current_period_end}
          unitLabel={label}
          previewKey={[...portalKeys.resource(auth, "subscriptions"), subscription.id]}
          preview={(count) => previewPortalUnits(auth, subscription.id, count)}
          submit={(count) => updatePortalUnits(auth, subscription.id, count)}
          onDone={refresh}
          onClose={() => setChanging(false)}
        />
      )}
    </Stack>
  );
}
