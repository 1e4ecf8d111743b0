import type { ReactNode } from "react";
import { useEntitlements } from "../../hooks/use-entitlements.js";

export interface ProtectProps {
  /** A feature flag that must be granted (a value other than false, 0 or ""). */
  feature?: string;
  /** A product that must be subscribed to: its id, or its name in the seller's catalogue. */
  plan?: string;
  /** Shown when the entitlement does not hold (signed out included); nothing by default. */
  fallback?: ReactNode;
  /** Shown while the session is read; nothing by default. */
  loading?: ReactNode;
  children?: ReactNode;
}

/**
 * Its children only while the active organization (else the user) holds the entitlement: every
 * condition given must hold. It follows the session, so it changes as soon as the entitlements
 * are read again (the provider re-reads them when the page comes back into view).
 *
 * This hides what the plan does not include; it protects nothing on its own: the server answering
 * the app's requests must check the same entitlement.
 */
export function Protect({ feature, plan, fallback = null, loading = null, children }: ProtectProps) {
  const entitlements = useEntitlements();
  if (entitlements.isLoading) return <>{loading}</>;
  const holds =
    (feature === undefined || entitlements.has(feature)) && (plan === undefined || entitlements.hasPlan(plan));
  return <>{holds ? children : fallback}</>;
}
