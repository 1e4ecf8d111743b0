import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { CopyUrl } from "../../billing-checkout-links/components/copy-url";
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

const isCheckoutStatus = (value: string): value is CheckoutStatus => Object.hasOwn(CHECKOUT_STATUS_COLORS, value);

/** `/billing/checkouts` (list) and `/billing/checkouts/new` (create one → its URL). */
export function CheckoutsSection({ billing }: BillingSectionProps) {
  if (billing.item === "new") {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "checkouts")} size="sm">
          ← All checkouts
        </RouterLink>
        <Title order={2} size="h3">
          New checkout
        </Title>
        {billing.can.checkouts.write ? <NewCheckout billing={billing} /> : <ReadOnlyNotice what="checkouts" />}
      </Stack>
    );
  }
  return <CheckoutsList billing={billing} />;
}

function NewCheckout({ billing }: { billing: BillingContext }) {
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
    validate: { products: (value: string) => (value ? null : "Choose a product") },
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
      <Alert color="teal" title="Checkout created">
        <Stack gap="xs">
          <Text size="sm">Send the buyer to this URL (it expires {formatDateTime(created.expires_at)}):</Text>
          <CopyUrl url={created.url} label="checkout URL" testId="created-checkout-url" />
          <Group>
            <Button component="a" href={created.url} size="xs">
              Open checkout
            </Button>
            <Button size="xs" variant="default" onClick={() => setCreated(null)}>
              Create another
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
      loadingLabel="Loading the products"
      errorTitle="Could not load the products"
    >
      {products.data && products.data.length === 0 ? (
        <Alert color="gray" title="No products yet">
          Create a product first; a checkout sells one of your products.
        </Alert>
      ) : (
        <form onSubmit={v1form.onSubmit} noValidate>
          <Stack gap="md" maw={520}>
            <FormAlert error={v1form.formError} title="Could not create the checkout" onClose={v1form.clearFormError} />
            <NativeSelect
              label="Product"
              required
              data={[{ value: "", label: "Choose a product" }, ...(products.data ?? [])]}
              {...form.getInputProps("products")}
            />
            <TextInput
              label="Customer email"
              description="Optional: pre-fills the buyer's email"
              type="email"
              {...form.getInputProps("customer_email")}
            />
            <Checkbox
              label="Allow discount codes"
              {...form.getInputProps("allow_discount_codes", { type: "checkbox" })}
            />
            <Checkbox
              label="Require a billing address"
              {...form.getInputProps("require_billing_address", { type: "checkbox" })}
            />
            <Group>
              <Button type="submit" loading={v1form.submitting}>
                Create checkout
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}

function checkoutColumns(): ResourceColumn<Checkout>[] {
  return [
    { header: "Product", cell: (checkout) => <Text size="sm">{checkout.product?.name ?? "—"}</Text> },
    {
      header: "Status",
      cell: (checkout) => (
        <Badge variant="light" color={CHECKOUT_STATUS_COLORS[checkout.status]}>
          {checkout.status}
        </Badge>
      ),
    },
    {
      header: "Amount",
      cell: (checkout) => <Text size="sm">{formatAmount(checkout.total_amount, checkout.currency)}</Text>,
    },
    { header: "Customer", cell: (checkout) => <Text size="sm">{checkout.customer_email ?? "—"}</Text> },
    { header: "Created", cell: (checkout) => <Text size="sm">{formatDateTime(checkout.created_at)}</Text> },
    {
      header: "URL",
      cell: (checkout) =>
        checkout.status === "open" ? (
          <CopyUrl url={checkout.url} label={`checkout URL of ${checkout.product?.name ?? checkout.id}`} />
        ) : (
          <Text size="sm">—</Text>
        ),
    },
  ];
}

function CheckoutsList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CheckoutStatus | "">("");
  const checkouts = useCheckouts(billing.organizationId, page, status);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Status"
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(isCheckoutStatus(value) ? value : "");
            setPage(1);
          }}
          data={[
            { value: "", label: "All" },
            ...Object.keys(CHECKOUT_STATUS_COLORS).map((value) => ({ value, label: value })),
          ]}
        />
        {billing.can.checkouts.write && (
          <Button component={Link} to={billingPath(billing.slug, "checkouts", "new")}>
            New checkout
          </Button>
        )}
      </Group>
      <QueryState
        isPending={checkouts.isPending}
        error={checkouts.error}
        onRetry={() => void checkouts.refetch()}
        loadingLabel="Loading the checkouts"
        errorTitle="Could not load the checkouts"
      >
        <ResourceTable
          label="Checkouts"
          items={checkouts.data?.items ?? []}
          empty={status ? "No checkout with this status." : "No checkouts yet."}
          minWidth={820}
          stale={checkouts.isPlaceholderData}
          columns={checkoutColumns()}
          rowAttributes={(checkout) => ({ "data-testid": "checkout-row", "data-status": checkout.status })}
        />
        <ListPagination page={page} onChange={setPage} list={checkouts.data} noun="checkouts" />
      </QueryState>
    </Stack>
  );
}
