import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { useCustomField, useCustomFields, useDeleteCustomField } from "../hooks/use-custom-fields";
import { TYPE_LABELS } from "../lib/custom-field-values";
import { CUSTOM_FIELD_TYPES, type CustomField, type CustomFieldType } from "../lib/types";
import { CustomFieldForm } from "./custom-field-form";

/** `/billing/custom-fields` (list), `/new`, `/:id` (edit; read-only for members). */
export function CustomFieldsSection({ billing }: BillingSectionProps) {
  const navigate = useNavigate();
  const back = () => void navigate(billingPath(billing.slug, "custom-fields"));
  if (billing.item === "new") {
    if (!billing.can.custom_fields.write) return <ReadOnlyNotice what="custom fields" />;
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "custom-fields")} size="sm">
          ← All custom fields
        </RouterLink>
        <Title order={2} size="h3">
          New custom field
        </Title>
        <CustomFieldForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={back}
          onSaved={() => {
            notifySuccess("Custom field created");
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
  const field = useCustomField(billing.organizationId, id);
  return (
    <Stack gap="md">
      <RouterLink to={billingPath(billing.slug, "custom-fields")} size="sm">
        ← All custom fields
      </RouterLink>
      <QueryState
        isPending={field.isPending}
        error={field.error}
        onRetry={() => void field.refetch()}
        loadingLabel="Loading the custom field"
        errorTitle="Could not load the custom field"
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
                notifySuccess("Custom field saved");
                onDone();
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function customFieldColumns(slug: string): ResourceColumn<CustomField>[] {
  return [
    {
      header: "Name",
      cell: (field) => (
        <RouterLink to={billingPath(slug, "custom-fields", field.id)} size="sm">
          {field.name}
        </RouterLink>
      ),
    },
    {
      header: "Slug",
      cell: (field) => (
        <Text size="sm" ff="monospace">
          {field.slug}
        </Text>
      ),
    },
    { header: "Type", cell: (field) => <Text size="sm">{TYPE_LABELS[field.type]}</Text> },
    { header: "Created", cell: (field) => <Text size="sm">{formatDateTime(field.created_at)}</Text> },
  ];
}

function CustomFieldsList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [type, setType] = useState<CustomFieldType | "">("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const fields = useCustomFields(billing.organizationId, page, debounced, type);
  const canWrite = billing.can.custom_fields.write;
  const remove = useConfirmedDelete<CustomField>({
    mutation: useDeleteCustomField(billing.organizationId),
    title: "Delete this custom field?",
    description: (field) => (
      <>{field?.name} disappears from every product and checkout form. Values already collected stay on their orders.</>
    ),
    confirmLabel: "Yes, delete",
    errorTitle: "Could not delete the custom field",
    notification: () => ["Custom field deleted"],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label="Search custom fields"
            placeholder="Name or slug"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            label="Type filter"
            data={[
              { value: "", label: "All types" },
              ...CUSTOM_FIELD_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
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
            New custom field
          </Button>
        )}
      </Group>
      <QueryState
        isPending={fields.isPending}
        error={fields.error}
        onRetry={() => void fields.refetch()}
        loadingLabel="Loading the custom fields"
        errorTitle="Could not load the custom fields"
      >
        <ResourceTable
          label="Custom fields"
          items={fields.data?.items ?? []}
          empty={debounced || type ? "No custom field matches." : "No custom fields yet."}
          minWidth={640}
          stale={fields.isPlaceholderData}
          columns={customFieldColumns(billing.slug)}
          rowAttributes={(field) => ({ "data-testid": "custom-field-row", "data-slug": field.slug })}
          actions={
            canWrite
              ? (field) => (
                  <DeleteRowButton label={`Delete custom field ${field.name}`} onClick={() => remove.ask(field)} />
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
