import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { useCustomField, useCustomFields, useDeleteCustomField } from "../hooks/use-custom-fields";
import { TYPE_LABELS } from "../lib/custom-field-values";
import { CUSTOM_FIELD_TYPES, type CustomField, type CustomFieldType } from "../lib/types";
import { CustomFieldForm } from "./custom-field-form";

/** `/billing/custom-fields` (list), `/new`, `/:id` (edit; read-only for members). */
export function CustomFieldsSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-custom-fields");
  const navigate = useNavigate();
  const back = () => void navigate(billingPath(billing.slug, "custom-fields"));
  if (billing.item === "new") {
    if (!billing.can.custom_fields.write) return <ReadOnlyNotice what="custom fields" />;
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "custom-fields")} size="sm">
          {t("section.allCustomFields")}
        </RouterLink>
        <Title order={2} size="h3">
          {t("section.newCustomField")}
        </Title>
        <CustomFieldForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={back}
          onSaved={() => {
            notifySuccess(t("section.created"));
            back();
          }}
        />
      </Stack>
    );
  }
  if (billing.item) return <EditCustomField billing={billing} id={billing.item} onDone={back} />;
  return <CustomFieldsList billing={billing} />;
}

function EditCustomField({ billing, id, onDone }: { billing: BillingContext; id: string; onDone: () => void }) {
  const { t } = useTranslation("billing-custom-fields");
  const field = useCustomField(billing.organizationId, id);
  return (
    <Stack gap="md">
      <RouterLink to={billingPath(billing.slug, "custom-fields")} size="sm">
        {t("section.allCustomFields")}
      </RouterLink>
      <QueryState
        isPending={field.isPending}
        error={field.error}
        onRetry={() => void field.refetch()}
        loadingLabel={t("section.loadingOne")}
        errorTitle={t("section.loadOneError")}
      >
        {field.data && (
          <Stack gap="md">
            <Title order={2} size="h3">
              {field.data.name}
            </Title>
            <CustomFieldForm
              organizationId={billing.organizationId}
              field={field.data}
              canWrite={billing.can.custom_fields.write}
              onCancel={onDone}
              onSaved={() => {
                notifySuccess(t("section.saved"));
                onDone();
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function customFieldColumns(slug: string, t: TFunction<"billing-custom-fields">): ResourceColumn<CustomField>[] {
  return [
    {
      header: t("list.columnName"),
      cell: (field) => (
        <RouterLink to={billingPath(slug, "custom-fields", field.id)} size="sm">
          {field.name}
        </RouterLink>
      ),
    },
    {
      header: t("list.columnSlug"),
      cell: (field) => (
        <Text size="sm" ff="monospace">
          {field.slug}
        </Text>
      ),
    },
    { header: t("list.columnType"), cell: (field) => <Text size="sm">{t(TYPE_LABELS[field.type])}</Text> },
    { header: t("list.columnCreated"), cell: (field) => <Text size="sm">{formatDateTime(field.created_at)}</Text> },
  ];
}

function CustomFieldsList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-custom-fields");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [type, setType] = useState<CustomFieldType | "">("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const fields = useCustomFields(billing.organizationId, page, debounced, type);
  const canWrite = billing.can.custom_fields.write;
  const remove = useConfirmedDelete<CustomField>({
    mutation: useDeleteCustomField(billing.organizationId),
    title: t("list.deleteTitle"),
    description: (field) => t("list.deleteDescription", { name: field?.name ?? "" }),
    confirmLabel: t("list.deleteConfirm"),
    errorTitle: t("list.deleteError"),
    notification: () => [t("list.deleted")],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t("list.typeFilter")}
            data={[
              { label: t("list.allTypes"), value: "" },
              ...CUSTOM_FIELD_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) })),
            ]}
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value as CustomFieldType | "");
              setPage(1);
            }}
          />
        </Group>
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "custom-fields", "new")}>
            {t("list.newCustomField")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={fields.isPending}
        error={fields.error}
        onRetry={() => void fields.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={fields.data?.items ?? []}
          empty={debounced || type ? t("list.noMatch") : t("list.empty")}
          minWidth={640}
          stale={fields.isPlaceholderData}
          columns={customFieldColumns(billing.slug, t)}
          rowAttributes={(field) => ({ "data-testid": "custom-field-row", "data-slug": field.slug })}
          actions={
            canWrite
              ? (field) => (
                  <DeleteRowButton
                    label={t("list.deleteRow", { name: field.name })}
                    onClick={() => remove.ask(field)}
                  />
                )
              : null
          }
        />
        <ListPagination page={page} onChange={setPage} list={fields.data} noun="custom fields" />
      </QueryState>
      {remove.modal}
    </Stack>
  );
}
