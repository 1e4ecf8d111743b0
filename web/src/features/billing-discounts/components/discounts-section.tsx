import { Badge, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { EmptyState } from "../../../components/empty-state";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { useDeleteDiscount, useDiscount, useDiscounts } from "../hooks/use-discounts";
import { formatAmount, formatDuration } from "../lib/discount-values";
import type { Discount } from "../lib/types";
import { DiscountForm } from "./discount-form";

/** `/billing/discounts` (list), `/new`, `/:id` (edit; read-only for members). */
export function DiscountsSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-discounts");
  const navigate = useNavigate();
  const back = () => void navigate(billingPath(billing.slug, "discounts"));
  const allLink = (
    <RouterLink to={billingPath(billing.slug, "discounts")} size="sm">
      {t("list.allDiscounts")}
    </RouterLink>
  );
  if (billing.item === "new") {
    if (!billing.can.discounts.write) return <ReadOnlyNotice what="discounts" />;
    return (
      <Stack gap="md">
        {allLink}
        <Title order={2} size="h3">
          {t("list.newDiscount")}
        </Title>
        <DiscountForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={back}
          onSaved={() => {
            notifySuccess(t("list.created"));
            back();
          }}
        />
      </Stack>
    );
  }
  if (billing.item) {
    return (
      <Stack gap="md">
        {allLink}
        <EditDiscount billing={billing} id={billing.item} onDone={back} />
      </Stack>
    );
  }
  return <DiscountsList billing={billing} />;
}

function EditDiscount({ billing, id, onDone }: { billing: BillingContext; id: string; onDone: () => void }) {
  const { t } = useTranslation("billing-discounts");
  const discount = useDiscount(billing.organizationId, id);
  return (
    <QueryState
      isPending={discount.isPending}
      error={discount.error}
      onRetry={() => void discount.refetch()}
      loadingLabel={t("list.loadingOne")}
      errorTitle={t("list.loadOneError")}
    >
      {discount.data && (
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {discount.data.name}
            </Title>
            <Badge variant="light">{t("list.redeemed", { count: discount.data.redemptions_count })}</Badge>
          </Group>
          <DiscountForm
            organizationId={billing.organizationId}
            discount={discount.data}
            canWrite={billing.can.discounts.write}
            onCancel={onDone}
            onSaved={() => {
              notifySuccess(t("list.saved"));
              onDone();
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function windowOf(discount: Discount, t: TFunction<"billing-discounts">): string {
  if (!discount.starts_at && !discount.ends_at) return t("list.always");
  return t("list.window", {
    start: discount.starts_at ? formatDateTime(discount.starts_at) : "…",
    end: discount.ends_at ? formatDateTime(discount.ends_at) : "…",
  });
}

function discountColumns(slug: string, t: TFunction<"billing-discounts">): ResourceColumn<Discount>[] {
  return [
    {
      header: t("list.columnName"),
      cell: (discount) => (
        <>
          <RouterLink to={billingPath(slug, "discounts", discount.id)} size="sm">
            {discount.name}
          </RouterLink>
          {discount.products.length > 0 && (
            <Text size="xs" c="dimmed">
              {discount.products.map((product) => product.name).join(", ")}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t("list.columnCode"),
      cell: (discount) => (
        <Text size="sm" ff="monospace">
          {discount.code ?? "—"}
        </Text>
      ),
    },
    { header: t("list.columnDiscount"), cell: (discount) => <Text size="sm">{formatAmount(discount)}</Text> },
    { header: t("list.columnDuration"), cell: (discount) => <Text size="sm">{formatDuration(discount)}</Text> },
    {
      header: t("list.columnRedemptions"),
      cell: (discount) => (
        <Text size="sm">
          {discount.redemptions_count}
          {discount.max_redemptions !== null ? ` / ${discount.max_redemptions}` : ""}
        </Text>
      ),
    },
    { header: t("list.columnValid"), cell: (discount) => <Text size="sm">{windowOf(discount, t)}</Text> },
  ];
}

function DiscountsList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-discounts");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const discounts = useDiscounts(billing.organizationId, page, debounced);
  const canWrite = billing.can.discounts.write;
  const remove = useConfirmedDelete<Discount>({
    mutation: useDeleteDiscount(billing.organizationId),
    title: t("list.deleteTitle"),
    description: (discount) => t("list.deleteDescription", { name: discount?.name ?? "" }),
    confirmLabel: t("list.deleteConfirm"),
    errorTitle: t("list.deleteError"),
    notification: () => [t("list.deleted")],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, maxWidth: 420 }}
        />
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "discounts", "new")}>
            {t("list.newDiscount")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={discounts.isPending}
        error={discounts.error}
        onRetry={() => void discounts.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={discounts.data?.items ?? []}
          empty={
            debounced ? (
              t("list.noMatch")
            ) : (
              <EmptyState
                message={t("list.empty")}
                action={
                  canWrite ? { label: t("list.createOne"), to: billingPath(billing.slug, "discounts", "new") } : null
                }
              />
            )
          }
          minWidth={720}
          stale={discounts.isPlaceholderData}
          columns={discountColumns(billing.slug, t)}
          rowAttributes={(discount) => ({
            "data-testid": "discount-row",
            "data-name": discount.name,
            "data-code": discount.code ?? "",
          })}
          actions={
            canWrite
              ? (discount) => (
                  <DeleteRowButton
                    label={t("list.deleteRow", { name: discount.name })}
                    onClick={() => remove.ask(discount)}
                  />
                )
              : null
          }
        />
        <ListPagination page={page} onChange={setPage} list={discounts.data} noun="discounts" />
      </QueryState>
      {remove.modal}
    </Stack>
  );
}
