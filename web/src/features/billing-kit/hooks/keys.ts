/**
 * Query keys of the billing area: everything of one organization lives under
 * `['billing', organizationId]`, one resource under `['billing', organizationId, resource]`.
 */
export const billingKeys = {
  of: (organizationId: string) => ["billing", organizationId] as const,
  resource: (organizationId: string, resource: string) => ["billing", organizationId, resource] as const,
  list: (organizationId: string, resource: string, query: Record<string, unknown>) =>
    ["billing", organizationId, resource, "list", query] as const,
  one: (organizationId: string, resource: string, id: string) =>
    ["billing", organizationId, resource, "one", id] as const,
};
