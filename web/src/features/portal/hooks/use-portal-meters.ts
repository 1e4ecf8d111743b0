import { useQuery } from '@tanstack/react-query';
import type { ListResource } from '../../billing/lib/v1-client';
import { portalRequest, type PortalAuth } from '../lib/portal-client';
import type { CustomerMeter } from '../lib/types';
import { portalKeys } from './keys';

/** The customer's meters: consumed, credited and balance in the current billing period. */
export function usePortalMeters(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, 'meters'),
    queryFn: ({ signal }) => portalRequest<ListResource<CustomerMeter>>(auth, 'GET', '/meters/', { query: { limit: 100, sorting: 'meter_name' }, signal }),
  });
}
