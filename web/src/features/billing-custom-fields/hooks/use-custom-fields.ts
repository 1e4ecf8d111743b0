import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Delete, v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";

export const CUSTOM_FIELD_TYPES = ["text", "number", "date", "checkbox", "select"] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Every type's properties in one shape: each type uses its subset (Polar `CustomField*Properties`). */
export interface CustomFieldProperties {
  form_label?: string;
  form_help_text?: string;
  form_placeholder?: string;
  /** text */
  textarea?: boolean;
  min_length?: number;
  max_length?: number;
  /** number: bounds; date: Unix timestamps */
  ge?: number;
  le?: number;
  /** select */
  options?: { value: string; label: string }[];
}

/** Polar's CustomField (one of five types). */
export interface CustomField {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Metadata;
  slug: string;
  name: string;
  organization_id: string;
  type: CustomFieldType;
  properties: CustomFieldProperties;
}

export interface CustomFieldInput {
  type: CustomFieldType;
  name: string;
  slug: string;
  properties: CustomFieldProperties;
  metadata: Metadata;
}

const RESOURCE = "custom-fields";
export const CUSTOM_FIELDS_PAGE_SIZE = 20;

export function useCustomFields(organizationId: string, page: number, search: string, type: CustomFieldType | "") {
  const query = {
    organization_id: organizationId,
    page,
    limit: CUSTOM_FIELDS_PAGE_SIZE,
    query: search || undefined,
    type: type || undefined,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<CustomField>>("/custom-fields/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomField(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<CustomField>(`/custom-fields/${encodeURIComponent(id)}`, { organization_id: organizationId }, signal),
  });
}

export function createCustomField(organizationId: string, input: CustomFieldInput) {
  return v1Post<CustomField>("/custom-fields/", { ...input, organization_id: organizationId });
}

/** `type` is required on updates (Polar) and may not change; properties replace the old ones. */
export function updateCustomField(organizationId: string, id: string, input: CustomFieldInput) {
  return v1Patch<CustomField>(`/custom-fields/${encodeURIComponent(id)}`, input, { organization_id: organizationId });
}

export function useRefreshCustomFields(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteCustomField(organizationId: string) {
  const refresh = useRefreshCustomFields(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      v1Delete(`/custom-fields/${encodeURIComponent(id)}`, { organization_id: organizationId }),
    onSuccess: refresh,
  });
}
