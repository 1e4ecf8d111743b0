import { Alert, Badge, Button, Checkbox, Group, MultiSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { EmptyState } from "../../../components/empty-state";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { useLiveProductChoices } from "../../billing-products/hooks/use-products";
import {
  createCheckoutLink,
  useCheckoutLinks,
  useDeleteCheckoutLink,
  useRefreshCheckoutLinks,
} from "../hooks/use-checkout-links";
import type { CheckoutLink } from "../lib/types";
import { CopyUrl } from "./copy-url";

/** `/billing/checkout-links` (list) and `/billing/checkout-links/new?product=<id>` (create). */
export function CheckoutLinksSection({ billing }: BillingSectionProps) {
  if (billing.item === "new") {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "checkout-links")} size="sm">
          ← All checkout links
        </RouterLink>
        <Title order={2} size="h3">
          New checkout link
        </Title>
        {billing.can.checkout_links.write ? (
          <NewCheckoutLink billing={billing} />
        ) : (
          <ReadOnlyNotice what="checkout links" />
        )}
      </Stack>
    );
  }
  return <CheckoutLinksList billing={billing} />;
}

function NewCheckoutLink({ billing }: { billing: BillingContext }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const products = useLiveProductChoices(billing.organizationId);
  const refresh = useRefreshCheckoutLinks(billing.organizationId);
  const preselected = params.get("product");
  const v1form = useV1Form({
    initialValues: {
      products: preselected ? [preselected] : ([] as string[]),
      label: "",
      success_url: "",
      allow_discount_codes: true,
      require_billing_address: false,
    },
    validate: { products: (value: string[]) => (value.length > 0 ? null : "Choose at least one product") },
    fieldOf: (loc) => (loc[0] === "products" ? "products" : undefined),
    request: (values) =>
      createCheckoutLink(billing.organizationId, {
        payment_processor: "stripe",
        products: values.products,
        label: values.label.trim() || null,
        success_url: values.success_url.trim() || null,
        allow_discount_codes: values.allow_discount_codes,
        require_billing_address: values.require_billing_address,
      }),
    onSuccess: async () => {
      await refresh();
      notifySuccess("Checkout link created");
      void navigate(billingPath(billing.slug, "checkout-links"));
    },
  });
  const { form } = v1form;
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
          Create a product first; a checkout link sells your products.
        </Alert>
      ) : (
        <form onSubmit={v1form.onSubmit} noValidate>
          <Stack gap="md" maw={560}>
            <FormAlert
              error={v1form.formError}
              title="Could not create the checkout link"
              onClose={v1form.clearFormError}
            />
            <MultiSelect
              label="Products"
              required
              searchable
              data={products.data ?? []}
              {...form.getInputProps("products")}
            />
            <TextInput label="Label" description="Only you see it" {...form.getInputProps("label")} />
            <TextInput
              label="Success URL"
              description="Optional: where buyers land after paying"
              type="url"
              {...form.getInputProps("success_url")}
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
                Create checkout link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}

function linkColumns(): ResourceColumn<CheckoutLink>[] {
  return [
    {
      header: "Label",
      cell: (link, row) => (
        <Text size="sm" id={row.labelId}>
          {link.label ?? link.products.map((product) => product.name).join(", ")}
        </Text>
      ),
    },
    {
      header: "Products",
      cell: (link) => (
        <Group gap={4}>
          {link.products.map((product) => (
            <Badge key={product.id} variant="light" color={product.is_archived ? "gray" : "blue"}>
              {product.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { header: "URL", cell: (link) => <CopyUrl url={link.url} label={`checkout link ${link.label ?? link.id}`} /> },
    { header: "Created", cell: (link) => <Text size="sm">{formatDateTime(link.created_at)}</Text> },
  ];
}

function CheckoutLinksList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const links = useCheckoutLinks(billing.organizationId, page);
  const canWrite = billing.can.checkout_links.write;
  const remove = useConfirmedDelete<CheckoutLink>({
    mutation: useDeleteCheckoutLink(billing.organizationId),
    title: "Delete this checkout link?",
    description: (link) => (
      <>{link?.label ?? "The link"} stops working. Checkouts already started through it stay payable.</>
    ),
    confirmLabel: "Yes, delete",
    errorTitle: "Could not delete the checkout link",
    notification: () => ["Checkout link deleted"],
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          A checkout link is a permanent URL: each visit opens a new checkout for its products.
        </Text>
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "checkout-links", "new")}>
            New checkout link
          </Button>
        )}
      </Group>
      <QueryState
        isPending={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
        loadingLabel="Loading the checkout links"
        errorTitle="Could not load the checkout links"
      >
        <ResourceTable
          label="Checkout links"
          items={links.data?.items ?? []}
          empty={
            <EmptyState
              message="No checkout links yet. A checkout link is a lasting URL to share or put behind a Buy button: each visit opens a fresh checkout."
              action={
                canWrite
                  ? { label: "Create a checkout link", to: billingPath(billing.slug, "checkout-links", "new") }
                  : null
              }
            />
          }
          minWidth={760}
          stale={links.isPlaceholderData}
          columns={linkColumns()}
          rowAttributes={(link) => ({ "data-testid": "checkout-link-row", "data-label": link.label ?? "" })}
          actions={
            canWrite
              ? (link) => (
                  <DeleteRowButton
                    label={`Delete checkout link ${link.label ?? link.id}`}
                    onClick={() => remove.ask(link)}
                  />
                )
              : null
          }
        />
        <ListPagination page={page} onChange={setPage} list={links.data} noun="checkout links" />
      </QueryState>
      {remove.modal}
    </Stack>
  );
}
