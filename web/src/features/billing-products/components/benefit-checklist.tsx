import { Checkbox, Stack, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { useBenefits } from "../../billing-benefits/hooks/use-benefits";
import { BENEFIT_TYPE_LABELS } from "../../billing-benefits/lib/types";

interface BenefitChecklistProps {
  organizationId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
  error?: string | null;
}

/** The organization's benefits as checkboxes; what is checked is granted by the product. */
export function BenefitChecklist({ organizationId, value, onChange, readOnly, error }: BenefitChecklistProps) {
  const benefits = useBenefits(organizationId, { type: null, page: 1, limit: 100 });
  return (
    <QueryState
      isPending={benefits.isPending}
      error={benefits.error}
      onRetry={() => void benefits.refetch()}
      loadingLabel="Loading the benefits"
      errorTitle="Could not load the benefits"
    >
      <Checkbox.Group
        label="Benefits"
        description="What customers get with this product"
        value={value}
        onChange={onChange}
        error={error}
      >
        <Stack gap={6} mt="xs">
          {benefits.data?.items.length === 0 && (
            <Text size="sm" c="dimmed">
              No benefits yet. Create them under Benefits.
            </Text>
          )}
          {benefits.data?.items.map((benefit) => (
            <Checkbox
              key={benefit.id}
              value={benefit.id}
              // Polar marks some benefits unselectable for new products; one already granted stays removable.
              disabled={readOnly || (!benefit.selectable && !value.includes(benefit.id))}
              label={benefit.description}
              description={BENEFIT_TYPE_LABELS[benefit.type]}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </QueryState>
  );
}
