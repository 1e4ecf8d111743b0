import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { QueryState } from "../../../components/query-state";
import { useBuyerLocale } from "../../../i18n/use-buyer-locale";
import { RequireSession } from "../../auth/components/require-session";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { BrandedSellerLayout } from "../../branding/components/branded-seller-layout";
import { PageLanguage } from "../../checkout/components/page-language";
import { usePortalCustomer } from "../hooks/use-portal-customer";
import { useCustomerOrganizations, usePortalSeller } from "../hooks/use-portal-organizations";
import { usePortalSession } from "../hooks/use-portal-session";
import { usePortalUser } from "../hooks/use-portal-user";
import { forgetCustomerSessionToken, type PortalAuth, takeCustomerSessionToken } from "../lib/portal-client";
import { BenefitsSection } from "./benefits-section";
import { BillingDetailsSection } from "./billing-details-form";
import { HeldSeatsSection } from "./held-seats-section";
import { MembersSection } from "./members-section";
import { OrdersSection } from "./orders-section";
import { PaymentMethodsSection } from "./payment-methods-section";
import { SubscriptionsSection } from "./subscriptions-section";
import { UsageSection } from "./usage-section";
import { WalletsSection } from "./wallets-section";

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The seller's return button: "Back to shop.example.com", or to "the seller" when the address names no host. */
function BackToSeller({ url }: { url: string }) {
  const { t } = useTranslation("portal");
  const host = hostOf(url);
  return (
    <Button component="a" href={url} variant="default">
      {host ? t("page.backTo", { host }) : t("page.backToSeller")}
    </Button>
  );
}

/** The portal's sections for one customer; a rejected principal (expired link, not a customer) stops here. */
function PortalView({ auth, heading, onLeave }: { auth: PortalAuth; heading?: ReactNode; onLeave?: () => void }) {
  const customer = usePortalCustomer(auth);
  const returnUrl = usePortalSession(auth).data?.return_url ?? null;
  // A team's plain member sees their seats, usage and benefits; the customer's billing is for its
  // owner and billing managers (the server answers a member 403 there).
  const billing = usePortalUser(auth).data?.role !== "member";
  const rejected = customer.error instanceof V1Error && customer.error.status === 401;
  const { t } = useTranslation("portal");
  return (
    <Stack gap="lg" py="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t("page.title")}</Title>
          {customer.data?.email && (
            <Text size="sm" c="dimmed" data-testid="portal-customer-email">
              {customer.data.email}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {returnUrl && <BackToSeller url={returnUrl} />}
          {onLeave && (
            <Button variant="subtle" onClick={onLeave}>
              {t("page.leave")}
            </Button>
          )}
        </Group>
      </Group>
      {heading}
      {rejected ? (
        <Alert color="red" title={auth.kind === "token" ? t("page.linkExpiredTitle") : t("page.notCustomerTitle")}>
          {auth.kind === "token" ? t("page.linkExpired") : t("page.notCustomer")}
        </Alert>
      ) : (
        <QueryState
          isPending={customer.isPending}
          error={rejected ? null : customer.error}
          onRetry={() => void customer.refetch()}
          loadingLabel={t("page.loading")}
          errorTitle={t("page.loadFailed")}
        >
          {billing && <SubscriptionsSection auth={auth} />}
          <HeldSeatsSection auth={auth} />
          <UsageSection auth={auth} />
          {billing && <WalletsSection auth={auth} />}
          <BenefitsSection auth={auth} />
          {billing && <OrdersSection auth={auth} />}
          {billing && <PaymentMethodsSection auth={auth} />}
          {billing && <MembersSection auth={auth} />}
          {billing && <BillingDetailsSection auth={auth} />}
        </QueryState>
      )}
    </Stack>
  );
}

/** A signed-in user: the organizations in which they are a customer (`?organization=` preselects one). */
function SignedInPortal({ requested }: { requested: string | null }) {
  const organizations = useCustomerOrganizations(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const items = organizations.data?.items ?? [];
  const organizationId = chosen ?? items.find((item) => item.id === requested)?.id ?? items[0]?.id ?? null;
  const { t } = useTranslation("portal");
  return (
    <QueryState
      isPending={organizations.isPending}
      error={organizations.error}
      onRetry={() => void organizations.refetch()}
      loadingLabel={t("page.loadingPurchases")}
      errorTitle={t("page.loadPurchasesFailed")}
    >
      {organizationId === null ? (
        <Stack gap="md" py="lg">
          <Title order={1}>{t("page.title")}</Title>
          <Text>{t("page.nothingBought")}</Text>
        </Stack>
      ) : (
        <PortalView
          key={organizationId}
          auth={{ kind: "user", organizationId }}
          heading={
            items.length > 1 ? (
              <NativeSelect
                label={t("page.organization")}
                data={items.map((item) => ({ value: item.id, label: item.name }))}
                value={organizationId}
                onChange={(event) => setChosen(event.currentTarget.value)}
                maw={360}
              />
            ) : (
              <Text fw={600}>{items.find((item) => item.id === organizationId)?.name}</Text>
            )
          }
        />
      )}
    </QueryState>
  );
}

/** The portal opened by a customer session link: the seller's page and brand, none of Gatehouse's navigation. */
export function TokenPortal({ token, onLeave }: { token: string; onLeave: () => void }) {
  const auth: PortalAuth = { kind: "token", token };
  const seller = usePortalSeller(auth);
  useBuyerLocale(usePortalCustomer(auth).data?.locale);
  const source = seller.data ? { organizationId: seller.data.id } : null;
  return (
    <BrandedSellerLayout source={source} seller={seller.data ?? undefined}>
      <PortalView key={token} auth={auth} onLeave={onLeave} />
      <PageLanguage />
    </BrandedSellerLayout>
  );
}

/** The signed-in user's portal (`?organization=` preselects the seller). */
export function SignedInPortalPage() {
  const [params] = useSearchParams();
  return <RequireSession>{() => <SignedInPortal requested={params.get("organization")} />}</RequireSession>;
}

/**
 * Polar's `?customer_session_token=polar_cst_...`: kept in this tab's sessionStorage and removed
 * from the address bar; null when the page is the signed-in user's portal. `leave` forgets it.
 */
export function useCustomerSessionToken(): { token: string | null; leave: () => void } {
  const [params, setParams] = useSearchParams();
  // A stored token is ignored when the link names an organization (the signed-in path from a checkout).
  const [token, setToken] = useState(() =>
    params.has("organization") && !params.has("customer_session_token") ? null : takeCustomerSessionToken(params),
  );
  useEffect(() => {
    if (!params.has("customer_session_token")) return;
    const next = new URLSearchParams(params);
    next.delete("customer_session_token");
    setParams(next, { replace: true });
  }, [params, setParams]);
  return {
    token,
    leave: () => {
      forgetCustomerSessionToken();
      setToken(null);
    },
  };
}
