import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { CopyUrl } from "../../billing-checkout-links/components/copy-url";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { useLiveProductChoices } from "../../billing-products/hooks/use-products";
import { formatAmount } from "../../billing-products/lib/types";
import { createCheckout, useCheckouts, useRefreshCheckouts } from "../hooks/use-checkouts";
import type { Checkout, CheckoutStatus } from "../lib/types";

const CHECKOUT_STATUS_COLORS: Record<CheckoutStatus, string> = {
  open: "blue",
  confirmed: "yellow",
  succeeded: "teal",
  failed: "red",
  expired: "gray",
};

/** Each status's name in the billing-checkouts catalog (English shows the API's own word). */
const CHECKOUT_STATUS_LABELS = {
  open: "status.open",
  confirmed: "status.confirmed",
  succeeded: "status.succeeded",
  failed: "status.failed",
  expired: "status.expired",
} as const satisfies Record<CheckoutStatus, string>;

const isCheckoutStatus = (value: string): value is CheckoutStatus => Object.hasOwn(CHECKOUT_STATUS_COLORS, value);

/** `/billing/checkouts` (list) and `/billing/checkouts/new` (create one → its URL). */
export function CheckoutsSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-checkouts");
  if (billing.item === "new") {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "checkouts")} size="sm">
          {t("section.allCheckouts")}
        </RouterLink>
        <Title order={2} size="h3">
          {t("section.newCheckout")}
        </Title>
        {billing.can.checkouts.write ? <NewCheckout billing={billing} /> : <ReadOnlyNotice what="checkouts" />}
      </Stack>
    );
  }
  return <CheckoutsList billing={billing} />;
}

function NewCheckout({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-checkouts");
  const products = useLiveProductChoices(billing.organizationId);
  const refresh = useRefreshCheckouts(billing.organizationId);
  const [created, setCreated] = useState<Checkout | null>(null);
  const [params] = useSearchParams();
  const v1form = useV1Form({
    initialValues: {
      products: params.get("product") ?? "",
      customer_email: "",
      allow_discount_codes: true,
      require_billing_address: false,
    },
    validate: { products: (value: string) => (value ? null : t("create.productRequired")) },
    fieldOf: (loc) => (loc[0] === "products" ? "products" : undefined),
    request: (values) =>
      createCheckout(billing.organizationId, {
        products: [values.products],
        customer_email: values.customer_email.trim() || null,
        allow_discount_codes: values.allow_discount_codes,
        require_billing_address: values.require_billing_address,
      }),
    onSuccess: async (checkout) => {
      setCreated(checkout);
      await refresh();
    },
  });
  const { form } = v1form;

  if (created) {
    return (
      <Alert color="teal" title={t("create.createdTitle")}>
        <Stack gap="xs">
          <Text size="sm">{t("create.sendBuyer", { expires: formatDateTime(created.expires_at) })}</Text>
          <CopyUrl url={created.url} label={t("create.copyLabel")} testId="created-checkout-url" />
          <Group>
            <Button component="a" href={created.url} size="xs">
              {t("create.open")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setCreated(null)}>
              {t("create.another")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <QueryState
      isPending={products.isPending}
      error={products.error}
      onRetry={() => void products.refetch()}
      loadingLabel={t("create.loadingProducts")}
      errorTitle={t("create.loadProductsError")}
    >
      {products.data && products.data.length === 0 ? (
        <Alert color="gray" title={t("create.noProductsTitle")}>
          {t("create.noProducts")}
        </Alert>
      ) : (
        <form onSubmit={v1form.onSubmit} noValidate>
          <Stack gap="md" maw={520}>
            <FormAlert error={v1form.formError} title={t("create.error")} onClose={v1form.clearFormError} />
            <NativeSelect
              label={t("create.product")}
              required
              data={[{ label: t("create.chooseProduct"), value: "" }, ...(products.data ?? [])]}
              {...form.getInputProps("products")}
            />
            <TextInput
              label={t("create.customerEmail")}
              description={t("create.customerEmailDescription")}
              type="email"
              {...form.getInputProps("customer_email")}
            />
            <Checkbox
              label={t("create.allowDiscountCodes")}
              {...form.getInputProps("allow_discount_codes", { type: "checkbox" })}
            />
            <Checkbox
              label={t("create.requireBillingAddress")}
              {...form.getInputProps("require_billing_address", { type: "checkbox" })}
            />
            <Group>
              <Button type="submit" loading={v1form.submitting}>
                {t("create.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}

function checkoutColumns(t: TFunction<"billing-checkouts">): ResourceColumn<Checkout>[] {
  return [
    { header: t("list.columnProduct"), cell: (checkout) => <Text size="sm">{checkout.product?.name ?? "—"}</Text> },
    {
      header: t("list.columnStatus"),
      cell: (checkout) => (
        <Badge variant="light" color={CHECKOUT_STATUS_COLORS[checkout.status]}>
          {t(CHECKOUT_STATUS_LABELS[checkout.status])}
        </Badge>
      ),
    },
    {
      header: t("list.columnAmount"),
      cell: (checkout) => <Text size="sm">{formatAmount(checkout.total_amount, checkout.currency)}</Text>,
    },
    { header: t("list.columnCustomer"), cell: (checkout) => <Text size="sm">{checkout.customer_email ?? "—"}</Text> },
    {
      header: t("list.columnCreated"),
      cell: (checkout) => <Text size="sm">{formatDateTime(checkout.created_at)}</Text>,
    },
    {
      header: t("list.columnUrl"),
      cell: (checkout) =>
        checkout.status === "open" ? (
          <CopyUrl url={checkout.url} label={t("list.copyLabel", { name: checkout.product?.name ?? checkout.id })} />
        ) : (
          <Text size="sm">—</Text>
        ),
    },
  ];
}

function CheckoutsList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-checkouts");
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CheckoutStatus | "">("");
  const checkouts = useCheckouts(billing.organizationId, page, status);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t("list.statusFilter")}
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(isCheckoutStatus(value) ? value : "");
            setPage(1);
          }}
          data={[
            { label: t("list.all"), value: "" },
            ...Object.keys(CHECKOUT_STATUS_COLORS)
              .filter(isCheckoutStatus)
              .map((value) => ({ value, label: t(CHECKOUT_STATUS_LABELS[value]) })),
          ]}
        />
        {billing.can.checkouts.write && (
          <Button component={Link} to={billingPath(billing.slug, "checkouts", "new")}>
            {t("list.newCheckout")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={checkouts.isPending}
        error={checkouts.error}
        onRetry={() => void checkouts.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={checkouts.data?.items ?? []}
          empty={status ? t("list.noMatch") : t("list.empty")}
          minWidth={820}
          stale={checkouts.isPlaceholderData}
          columns={checkoutColumns(t)}
          rowAttributes={(checkout) => ({ "data-testid": "checkout-row", "data-status": checkout.status })}
        />
        <ListPagination page={page} onChange={setPage} list={checkouts.data} noun="checkouts" />
      </QueryState>
    </Stack>
  );
}
