import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Get, v1Post } from "../../billing/lib/v1-client";

export const REFUND_REASONS = [
  "customer_request",
  "duplicate",
  "fraudulent",
  "service_disruption",
  "satisfaction_guarantee",
  "dispute_prevention",
  "other",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  customer_request: "Customer request",
  duplicate: "Duplicate",
  fraudulent: "Fraudulent",
  service_disruption: "Service disruption",
  satisfaction_guarantee: "Satisfaction guarantee",
  dispute_prevention: "Dispute prevention",
  other: "Other",
};

/** Polar's Refund. */
export interface Refund {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Metadata;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: RefundReason;
  amount: number;
  tax_amount: number;
  currency: string;
  organization_id: string;
  order_id: string;
  subscription_id: string | null;
  customer_id: string;
  revoke_benefits: boolean;
}

/** RefundCreate. */
export interface RefundInput {
  order_id: string;
  reason: RefundReason;
  amount: number;
  comment: string | null;
  revoke_benefits: boolean;
}

const RESOURCE = "refunds";
export const REFUNDS_PAGE_SIZE = 20;

export function useRefunds(organizationId: string, page: number, orderId?: string) {
  const query = {
    organization_id: organizationId,
    page,
    limit: REFUNDS_PAGE_SIZE,
    order_id: orderId,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<Refund>>("/refunds/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function createRefund(organizationId: string, input: RefundInput) {
  return v1Post<Refund>("/refunds/", input, { organization_id: organizationId });
}
