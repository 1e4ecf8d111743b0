import { Badge, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
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
import { ListPagination } from "../../billing/components/list-pagination";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { useDeleteDiscount, useDiscount, useDiscounts } from "../hooks/use-discounts";
import { formatAmount, formatDuration } from "../lib/discount-values";
import type { Discount } from "../lib/types";
import { DiscountForm } from "./discount-form";

/** `/billing/discounts` (list), `/new`, `/:id` (edit; read-only for members). */
export function DiscountsSection({ billing }: BillingSectionProps) {
  const navigate = useNavigate();
  const back = () => void navigate(billingPath(billing.slug, "discounts"));
  const allLink = (
    <RouterLink to={billingPath(billing.slug, "discounts")} size="sm">
      ← All discounts
    </RouterLink>
  );
  if (billing.item === "new") {
    if (!billing.can.discounts.write) return <ReadOnlyNotice what="discounts" />;
    return (
      <Stack gap="md">
        {allLink}
        <Title order={2} size="h3">
          New discount
        </Title>
        <DiscountForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={back}
          onSaved={() => {
            notifySuccess("Discount created");
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
  const discount = useDiscount(billing.organizationId, id);
  return (
    <QueryState
      isPending={discount.isPending}
      error={discount.error}
      onRetry={() => void discount.refetch()}
      loadingLabel="Loading the discount"
      errorTitle="Could not load the discount"
    >
      {discount.data && (
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {discount.data.name}
            </Title>
            <Badge variant="light">{discount.data.redemptions_count} redeemed</Badge>
          </Group>
          <DiscountForm
            organizationId={billing.organizationId}
            discount={discount.data}
            canWrite={billing.can.discounts.write}
            onCancel={onDone}
            onSaved={() => {
              notifySuccess("Discount saved");
              onDone();
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function windowOf(discount: Discount): string {
  if (!discount.starts_at && !discount.ends_at) return "Always";
  return `${discount.starts_at ? formatDateTime(discount.starts_at) : "…"} → ${discount.ends_at ? formatDateTime(discount.ends_at) : "…"}`;
}

function discountColumns(slug: string): ResourceColumn<Discount>[] {
  return [
    {
      header: "Name",
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
      header: "Code",
      cell: (discount) => (
        <Text size="sm" ff="monospace">
          {discount.code ?? "—"}
        </Text>
      ),
    },
    { header: "Discount", cell: (discount) => <Text size="sm">{formatAmount(discount)}</Text> },
    { header: "Duration", cell: (discount) => <Text size="sm">{formatDuration(discount)}</Text> },
    {
      header: "Redemptions",
      cell: (discount) => (
        <Text size="sm">
          {discount.redemptions_count}
          {discount.max_redemptions !== null ? ` / ${discount.max_redemptions}` : ""}
        </Text>
      ),
    },
    { header: "Valid", cell: (discount) => <Text size="sm">{windowOf(discount)}</Text> },
  ];
}

function DiscountsList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const discounts = useDiscounts(billing.organizationId, page, debounced);
  const canWrite = billing.can.discounts.write;
  const remove = useConfirmedDelete<Discount>({
    mutation: useDeleteDiscount(billing.organizationId),
    title: "Delete this discount?",
    description: (discount) => <>{discount?.name} can no longer be redeemed. Orders that used it keep it.</>,
    confirmLabel: "Yes, delete",
    errorTitle: "Could not delete the discount",
    notification: () => ["Discount deleted"],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search discounts"
          placeholder="Name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, maxWidth: 420 }}
        />
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "discounts", "new")}>
            New discount
          </Button>
        )}
      </Group>
      <QueryState
        isPending={discounts.isPending}
        error={discounts.error}
        onRetry={() => void discounts.refetch()}
        loadingLabel="Loading the discounts"
        errorTitle="Could not load the discounts"
      >
        <ResourceTable
          label="Discounts"
          items={discounts.data?.items ?? []}
          empty={
            debounced ? (
              "No discount matches."
            ) : (
              <EmptyState
                message="No discounts yet. A discount takes a percentage or an amount off, once, for some months or forever, with or without a code."
                action={
                  canWrite ? { label: "Create a discount", to: billingPath(billing.slug, "discounts", "new") } : null
                }
              />
            )
          }
          minWidth={720}
          stale={discounts.isPlaceholderData}
          columns={discountColumns(billing.slug)}
          rowAttributes={(discount) => ({
            "data-testid": "discount-row",
            "data-name": discount.name,
            "data-code": discount.code ?? "",
          })}
          actions={
            canWrite
              ? (discount) => (
                  <DeleteRowButton label={`Delete discount ${discount.name}`} onClick={() => remove.ask(discount)} />
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
