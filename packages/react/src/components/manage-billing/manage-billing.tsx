import type { ReactNode } from "react";
import { useSession } from "../../hooks/use-session.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { useAction } from "../../ui/use-action.js";

export interface ManageBillingProps {
  /** The seller (slug or id) whose portal opens; the provider's seller (else the server's ENTITLEMENTS_SELLER) by default. */
  seller?: string;
  /** Whose billing: the active organization's when one is active, else the user's, by default. */
  customer?: "user" | "organization";
  /** Where the portal's way back leads; this page by default. */
  returnUrl?: string;
  /** Opens the portal in a new tab instead of this one. */
  newTab?: boolean;
  /** The button's text; "Manage billing" in the provider's language by default. */
  children?: ReactNode;
  className?: string;
}

/** Opens the hosted customer portal (subscriptions, invoices, payment methods) for the signed-in customer. */
export function ManageBilling({
  seller,
  customer,
  returnUrl,
  newTab = false,
  children,
  className,
}: ManageBillingProps) {
  const client = useGatehouse();
  const { t, messages, locale, dir } = useLocalization();
  const session = useSession();
  const action = useAction<never>({}, messages.billingErrors);
  if (!session.data) return null;

  const open = async () => {
    // A tab opened once the answer is in would be taken for a pop-up: it is opened now, on the click.
    const tab = newTab ? window.open("", "_blank") : null;
    if (tab) tab.opener = null;
    const portal = await action.run(() =>
      client.request<{ url: string }>("/api/auth/billing/portal", {
        method: "POST",
        body: {
          ...((seller ?? client.seller) ? { seller: seller ?? client.seller } : {}),
          // Without `customer`, the server picks the session's active organization, else the user.
          ...(customer ? { customer } : {}),
          returnUrl: returnUrl ?? window.location.href,
        },
      }),
    );
    if (!portal) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = portal.url;
    else window.location.assign(portal.url);
  };

  return (
    <div
      className={["gh-root gh-stack gh-manage-billing", className].filter(Boolean).join(" ")}
      lang={locale}
      dir={dir}
    >
      <Button onClick={() => void open()} loading={action.pending}>
        {children === undefined ? t("manageBilling.open") : children}
      </Button>
      {action.formError && (
        <Alert tone="error" title={t("manageBilling.failed")}>
          {action.formError}
        </Alert>
      )}
    </div>
  );
}
