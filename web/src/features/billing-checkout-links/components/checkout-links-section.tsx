import { Alert, Badge, Button, Checkbox, Group, MultiSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
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
  const { t } = useTranslation("billing-checkout-links");
  if (billing.item === "new") {
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "checkout-links")} size="sm">
          {t("section.allLinks")}
        </RouterLink>
        <Title order={2} size="h3">
          {t("section.newLink")}
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
  const { t } = useTranslation("billing-checkout-links");
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
    validate: { products: (value: string[]) => (value.length > 0 ? null : t("create.productsRequired")) },
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
      notifySuccess(t("create.created"));
      void navigate(billingPath(billing.slug, "checkout-links"));
    },
  });
  const { form } = v1form;
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
          <Stack gap="md" maw={560}>
            <FormAlert error={v1form.formError} title={t("create.error")} onClose={v1form.clearFormError} />
            <MultiSelect
              label={t("create.products")}
              required
              searchable
              data={products.data ?? []}
              {...form.getInputProps("products")}
            />
            <TextInput
              label={t("create.label")}
              description={t("create.labelDescription")}
              {...form.getInputProps("label")}
            />
            <TextInput
              label={t("create.successUrl")}
              description={t("create.successUrlDescription")}
              type="url"
              {...form.getInputProps("success_url")}
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

function linkColumns(t: TFunction<"billing-checkout-links">): ResourceColumn<CheckoutLink>[] {
  return [
    {
      header: t("list.columnLabel"),
      cell: (link, row) => (
        <Text size="sm" id={row.labelId}>
          {link.label ?? link.products.map((product) => product.name).join(", ")}
        </Text>
      ),
    },
    {
      header: t("list.columnProducts"),
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
    {
      header: t("list.columnUrl"),
      cell: (link) => <CopyUrl url={link.url} label={t("list.copyLabel", { name: link.label ?? link.id })} />,
    },
    { header: t("list.columnCreated"), cell: (link) => <Text size="sm">{formatDateTime(link.created_at)}</Text> },
  ];
}

function CheckoutLinksList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-checkout-links");
  const [page, setPage] = useState(1);
  const links = useCheckoutLinks(billing.organizationId, page);
  const canWrite = billing.can.checkout_links.write;
  const remove = useConfirmedDelete<CheckoutLink>({
    mutation: useDeleteCheckoutLink(billing.organizationId),
    title: t("list.deleteTitle"),
    description: (link) =>
      link?.label === null || link?.label === undefined
        ? t("list.deleteDescriptionUnlabelled")
        : t("list.deleteDescription", { label: link.label }),
    confirmLabel: t("list.deleteConfirm"),
    errorTitle: t("list.deleteError"),
    notification: () => [t("list.deleted")],
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t("list.intro")}
        </Text>
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "checkout-links", "new")}>
            {t("list.newLink")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={links.data?.items ?? []}
          empty={
            <EmptyState
              message={t("list.empty")}
              action={
                canWrite
                  ? { label: t("list.createLink"), to: billingPath(billing.slug, "checkout-links", "new") }
                  : null
              }
            />
          }
          minWidth={760}
          stale={links.isPlaceholderData}
          columns={linkColumns(t)}
          rowAttributes={(link) => ({ "data-testid": "checkout-link-row", "data-label": link.label ?? "" })}
          actions={
            canWrite
              ? (link) => (
                  <DeleteRowButton
                    label={t("list.deleteRow", { name: link.label ?? link.id })}
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
