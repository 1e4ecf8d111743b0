import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/format';
import { billingPath } from '../../../lib/paths';
import { ListPagination } from '../../billing/components/list-pagination';
import type { BillingContext } from '../../billing/lib/context';
import { useCustomers } from '../hooks/use-customers';
import { Link } from 'react-router';

/** Customers with search (name, email, external ID) and pages. */
export function CustomersList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const customers = useCustomers(billing.organizationId, page, debounced);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search customers"
          placeholder="Name, email or external ID"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, maxWidth: 420 }}
        />
        {billing.can.customers.write && (
          <Button component={Link} to={billingPath(billing.slug, 'customers', 'new')}>
            New customer
          </Button>
        )}
      </Group>
      <QueryState
        isPending={customers.isPending}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        loadingLabel="Loading the customers"
        errorTitle="Could not load the customers"
      >
        {customers.data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {debounced ? 'No customer matches.' : 'No customers yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Customers" striped={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>External ID</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: customers.isPlaceholderData ? 0.6 : 1 }}>
                {(customers.data?.items ?? []).map((customer) => (
                  <Table.Tr key={customer.id} data-testid="customer-row" data-email={customer.email}>
                    <Table.Td>
                      <RouterLink to={billingPath(billing.slug, 'customers', customer.id)} size="sm">
                        {customer.email}
                      </RouterLink>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{customer.name ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {customer.external_id ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(customer.created_at)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination page={page} onChange={setPage} list={customers.data} noun="customers" />
      </QueryState>
    </Stack>
  );
}
