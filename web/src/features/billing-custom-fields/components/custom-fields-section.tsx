import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmActionModal, useConfirmTarget } from '../../../components/confirm-action-modal';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { billingPath } from '../../../lib/paths';
import { ListPagination } from '../../billing/components/list-pagination';
import { ReadOnlyNotice } from '../../billing/components/read-only-notice';
import type { BillingContext, BillingSectionProps } from '../../billing/lib/context';
import {
  CUSTOM_FIELD_TYPES,
  useCustomField,
  useCustomFields,
  useDeleteCustomField,
  type CustomField,
  type CustomFieldType,
} from '../hooks/use-custom-fields';
import { TYPE_LABELS } from '../lib/custom-field-values';
import { CustomFieldForm } from './custom-field-form';

/** `/billing/custom-fields` (list), `/new`, `/:id` (edit; read-only for members). */
export function CustomFieldsSection({ billing }: BillingSectionProps) {
  const navigate = useNavigate();
  const back = () => void navigate(billingPath(billing.slug, 'custom-fields'));
  if (billing.item === 'new') {
    if (!billing.can.custom_fields.write) return <ReadOnlyNotice what="custom fields" />;
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, 'custom-fields')} size="sm">
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
            notifySuccess('Custom field created');
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
      <RouterLink to={billingPath(billing.slug, 'custom-fields')} size="sm">
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
                notifySuccess('Custom field saved');
                onDone();
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function CustomFieldsList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CustomFieldType | ''>('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const fields = useCustomFields(billing.organizationId, page, debounced, type);
  const remove = useDeleteCustomField(billing.organizationId);
  const confirm = useConfirmTarget<CustomField>(remove.reset);
  const canWrite = billing.can.custom_fields.write;

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
            data={[{ value: '', label: 'All types' }, ...CUSTOM_FIELD_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))]}
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value as CustomFieldType | '');
              setPage(1);
            }}
          />
        </Group>
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, 'custom-fields', 'new')}>
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
        {fields.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {debounced || type ? 'No custom field matches.' : 'No custom fields yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Custom fields">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Slug</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Created</Table.Th>
                  {canWrite && (
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: fields.isPlaceholderData ? 0.6 : 1 }}>
                {(fields.data?.items ?? []).map((field) => (
                  <Table.Tr key={field.id} data-testid="custom-field-row" data-slug={field.slug}>
                    <Table.Td>
                      <RouterLink to={billingPath(billing.slug, 'custom-fields', field.id)} size="sm">
                        {field.name}
                      </RouterLink>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {field.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{TYPE_LABELS[field.type]}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(field.created_at)}</Text>
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <Button variant="subtle" color="red" size="xs" onClick={() => confirm.open(field)} aria-label={`Delete custom field ${field.name}`}>
                          Delete
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination page={page} onChange={setPage} list={fields.data} noun="custom fields" />
      </QueryState>
      <ConfirmActionModal
        opened={confirm.target !== null}
        onClose={confirm.close}
        title="Delete this custom field?"
        description={<>{confirm.target?.name} disappears from every product and checkout form. Values already collected stay on their orders.</>}
        confirmLabel="Yes, delete"
        loading={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the custom field"
        onConfirm={() =>
          confirm.target &&
          remove.mutate(confirm.target.id, {
            onSuccess: () => {
              confirm.close();
              notifySuccess('Custom field deleted');
            },
          })
        }
      />
    </Stack>
  );
}
