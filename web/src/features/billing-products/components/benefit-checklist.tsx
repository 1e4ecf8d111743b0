import { Checkbox, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useBenefits } from "../../billing-benefits/hooks/use-benefits";
import { benefitTypeLabel } from "../../billing-benefits/lib/types";

interface BenefitChecklistProps {
  organizationId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
  error?: string | null;
}

/** The organization's benefits as checkboxes; what is checked is granted by the product. */
export function BenefitChecklist({ organizationId, value, onChange, readOnly, error }: BenefitChecklistProps) {
  const { t } = useTranslation("billing-products");
  const benefits = useBenefits(organizationId, { type: null, page: 1, limit: 100 });
  return (
    <QueryState
      isPending={benefits.isPending}
      error={benefits.error}
      onRetry={() => void benefits.refetch()}
      loadingLabel={t("benefitChecklist.loading")}
      errorTitle={t("benefitChecklist.loadError")}
    >
      <Checkbox.Group
        label={t("benefitChecklist.label")}
        description={t("benefitChecklist.description")}
        value={value}
        onChange={onChange}
        error={error}
      >
        <Stack gap={6} mt="xs">
          {benefits.data?.items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t("benefitChecklist.empty")}
            </Text>
          )}
          {benefits.data?.items.map((benefit) => (
            <Checkbox
              key={benefit.id}
              value={benefit.id}
              // Polar marks some benefits unselectable for new products; one already granted stays removable.
              disabled={readOnly || (!benefit.selectable && !value.includes(benefit.id))}
              label={benefit.description}
              description={benefitTypeLabel(benefit.type)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </QueryState>
  );
}
