import type { ReactNode } from "react";
import { useOrganizations, useSession } from "../../hooks/use-session.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Avatar } from "../../ui/avatar.js";
import { useMenu } from "../../ui/menu.js";
import { Popover } from "../../ui/popover.js";
import { OrganizationItems } from "../organization-switcher/organization-items.js";
import { useSwitchOrganization } from "../organization-switcher/switch-organization.js";
import { useSignOut } from "./sign-out.js";

export interface UserButtonProps {
  /** Where "Manage account" goes; Gatehouse's own account page by default. */
  accountUrl?: string;
  /** Where the browser goes after signing out; by default it stays (the components show the signed-out state). */
  afterSignOutUrl?: string;
  /** Lists the personal account and the organizations to switch between (on by default). */
  showOrganizations?: boolean;
  /** Shown instead when nobody is signed in (a sign-in link, say); nothing by default. */
  signedOut?: ReactNode;
  /** Which side of the button the menu lines up with (the end: a button in a page's top right corner). */
  align?: "start" | "end";
  className?: string;
}

/**
 * The signed-in person's avatar as a menu button: their name and email, "Manage account", the
 * organizations to switch to, and "Sign out".
 */
export function UserButton({
  accountUrl,
  afterSignOutUrl,
  showOrganizations = true,
  signedOut = null,
  align = "end",
  className,
}: UserButtonProps) {
  const client = useGatehouse();
  const { t, locale, dir } = useLocalization();
  const session = useSession();
  const organizations = useOrganizations();
  const switcher = useSwitchOrganization();
  const signOut = useSignOut(afterSignOutUrl);
  // A refusal is shown in the open menu; closing it puts the refusal away.
  const menu = useMenu({
    onClose: () => {
      switcher.action.clear();
      signOut.action.clear();
    },
  });

  if (session.data === undefined) return null;
  if (session.data === null) return <>{signedOut}</>;
  const { user } = session.data;
  const activeId = session.data.session.activeOrganizationId ?? null;
  const error = signOut.action.formError ?? switcher.action.formError;
  const pending = signOut.action.pending || switcher.action.pending;

  return (
    <div
      className={["gh-root gh-menu-anchor", className].filter(Boolean).join(" ")}
      lang={locale}
      dir={dir}
      ref={menu.anchorRef}
    >
      <button
        {...menu.buttonProps}
        className="gh-avatar-button"
        aria-label={t("userButton.menuFor", { name: user.name || user.email })}
        aria-busy={pending || undefined}
      >
        <Avatar name={user.name || user.email} image={user.image} />
      </button>
      {menu.open && (
        <Popover align={align}>
          <div className="gh-popover-header">
            <Avatar name={user.name || user.email} image={user.image} />
            <div className="gh-popover-identity">
              {user.name && <div className="gh-popover-name">{user.name}</div>}
              <div className="gh-muted gh-popover-email">{user.email}</div>
            </div>
          </div>
          {error && (
            <Alert
              tone="error"
              title={signOut.action.formError ? t("userButton.signOutFailed") : t("organizations.switchFailed")}
            >
              {error}
            </Alert>
          )}
          <div {...menu.menuProps} aria-busy={pending || undefined}>
            <a
              role="menuitem"
              tabIndex={-1}
              className="gh-menu-item"
              href={accountUrl ?? `${client.baseUrl}/account`}
              onClick={() => menu.close()}
            >
              <span className="gh-menu-item-text">{t("userButton.manageAccount")}</span>
            </a>
            {showOrganizations && (
              <>
                <hr className="gh-menu-separator" />
                <OrganizationItems
                  activeId={activeId}
                  organizations={organizations.data}
                  isLoading={organizations.isLoading}
                  failed={organizations.error !== null}
                  person={{ name: user.name || user.email, image: user.image }}
                  label={t("organizations.switchLabel")}
                  onPick={async (organizationId) => {
                    if (pending) return;
                    if (organizationId === activeId || (await switcher.switchTo(organizationId))) menu.close(true);
                  }}
                />
              </>
            )}
            <hr className="gh-menu-separator" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="gh-menu-item"
              onClick={async () => {
                if (pending) return;
                if (await signOut.signOut()) menu.close();
              }}
            >
              <span className="gh-menu-item-text">{t("userButton.signOut")}</span>
            </button>
          </div>
        </Popover>
      )}
    </div>
  );
}
