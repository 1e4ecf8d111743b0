import { Badge, Button, Group, NativeSelect, Stack, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { billingLinks } from "../../billing-products/lib/links";
import { useBenefits } from "../hooks/use-benefits";
import { BENEFIT_TYPE_KEYS, BENEFIT_TYPES, type Benefit, type BenefitType, benefitSummary } from "../lib/types";

interface BenefitsSectionProps {
  organizationId: string;
  slug: string;
  canWrite: boolean;
}

const PAGE_SIZE = 20;

function asType(value: string | null): BenefitType | null {
  return (BENEFIT_TYPES as readonly string[]).includes(value ?? "") ? (value as BenefitType) : null;
}

function benefitColumns(slug: string, t: TFunction<"billing-benefits">): ResourceColumn<Benefit>[] {
  return [
    {
      header: t("list.columnDescription"),
      cell: (benefit) => <RouterLink to={billingLinks.benefit(slug, benefit.id)}>{benefit.description}</RouterLink>,
    },
    {
      header: t("list.columnType"),
      cell: (benefit) => <Badge variant="light">{t(BENEFIT_TYPE_KEYS[benefit.type])}</Badge>,
    },
    { header: t("list.columnDetails"), cell: (benefit) => benefitSummary(benefit) },
  ];
}

export function BenefitsSection({ organizationId, slug, canWrite }: BenefitsSectionProps) {
  const { t } = useTranslation("billing-benefits");
  const [params, setParams] = useSearchParams();
  const type = asType(params.get("type"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const benefits = useBenefits(organizationId, { type, page, limit: PAGE_SIZE });
  const set = (next: { type?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextType = "type" in next ? next.type : (type ?? "");
    if (nextType) search.set("type", nextType);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t("list.title")}
        </Title>
        {canWrite && (
          <Button component={Link} to={billingLinks.benefit(slug, "new")}>
            {t("list.newBenefit")}
          </Button>
        )}
      </Group>
      <NativeSelect
        label={t("list.filterByType")}
        value={type ?? ""}
        maw={280}
        data={[
          { value: "", label: t("list.allTypes") },
          ...BENEFIT_TYPES.map((value) => ({ value, label: t(BENEFIT_TYPE_KEYS[value]) })),
        ]}
        onChange={(event) => set({ type: event.currentTarget.value })}
      />
      <QueryState
        isPending={benefits.isPending}
        error={benefits.error}
        onRetry={() => void benefits.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={benefits.data?.items ?? []}
          empty={
            <EmptyState
              message={t("list.empty")}
              action={canWrite ? { label: t("list.createFirst"), to: billingLinks.benefit(slug, "new") } : null}
            />
          }
          striped
          columns={benefitColumns(slug, t)}
          rowAttributes={(benefit) => ({ "data-testid": "benefit-row", "data-type": benefit.type })}
        />
        <ListPagination page={page} onChange={(p) => set({ page: p })} list={benefits.data} noun="benefits" />
      </QueryState>
    </Stack>
  );
}
