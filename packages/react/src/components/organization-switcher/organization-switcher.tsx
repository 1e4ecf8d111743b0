import { useState } from "react";
import type { GatehouseOrganization } from "../../client/types.js";
import { useOrganizations, useSession } from "../../hooks/use-session.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Avatar } from "../../ui/avatar.js";
import { Dialog } from "../../ui/dialog.js";
import { useMenu } from "../../ui/menu.js";
import { Popover } from "../../ui/popover.js";
import { CreateOrganizationForm } from "./create-organization-form.js";
import { OrganizationItems } from "./organization-items.js";
import { useSwitchOrganization } from "./switch-organization.js";

export interface OrganizationSwitcherProps {
  /** Leaves "Personal account" out of the list (an app where everything belongs to an organization). */
  hidePersonal?: boolean;
  /** Leaves "Create organization" out. */
  hideCreate?: boolean;
  /** Called once a new organization exists and is active. */
  onCreated?: (organization: GatehouseOrganization) => void;
  /** Which side of the button the menu lines up with. */
  align?: "start" | "end";
  className?: string;
}

/**
 * The active organization (or the personal account) as a menu button: the list to switch and
 * "Create organization", which opens a small form in a dialog. Renders nothing when signed out.
 */
export function OrganizationSwitcher({
  hidePersonal,
  hideCreate,
  onCreated,
  align = "start",
  className,
}: OrganizationSwitcherProps) {
  const { t, locale, dir } = useLocalization();
  const session = useSession();
  const organizations = useOrganizations();
  const { switchTo, action } = useSwitchOrganization();
  // A refusal is shown in the open menu; closing it puts the refusal away.
  const menu = useMenu({ onClose: action.clear });
  const [creating, setCreating] = useState(false);

  if (!session.data) return null;
  const activeId = session.data.session.activeOrganizationId ?? null;
  const active = organizations.data?.find((organization) => organization.id === activeId);
  const activeName =
    activeId !== null
      ? (active?.name ?? t("organizationSwitcher.unnamed"))
      : hidePersonal
        ? t("organizationSwitcher.choose")
        : t("organizations.personalAccount");

  const closeDialog = () => {
    setCreating(false);
    menu.buttonProps.ref.current?.focus();
  };

  return (
    <div
      className={["gh-root gh-menu-anchor", className].filter(Boolean).join(" ")}
      lang={locale}
      dir={dir}
      ref={menu.anchorRef}
    >
      <button
        {...menu.buttonProps}
        className="gh-button gh-switcher-button"
        // The visible name leads the accessible one, so speech input finds the button by what it shows.
        aria-label={t("organizationSwitcher.buttonLabel", { name: activeName })}
        aria-busy={action.pending || undefined}
      >
        {activeId !== null && active && <Avatar name={active.name} image={active.logo} size="small" square />}
        <span className="gh-switcher-name">{activeName}</span>
        <span className="gh-chevron" aria-hidden="true" />
      </button>
      {menu.open && (
        <Popover align={align}>
          {action.formError && (
            <Alert tone="error" title={t("organizations.switchFailed")}>
              {action.formError}
            </Alert>
          )}
          <div {...menu.menuProps} aria-busy={action.pending || undefined}>
            <OrganizationItems
              activeId={activeId}
              organizations={organizations.data}
              isLoading={organizations.isLoading}
              failed={organizations.error !== null}
              hidePersonal={hidePersonal}
              person={{ name: session.data.user.name || session.data.user.email, image: session.data.user.image }}
              label={t("organizations.switchLabel")}
              onPick={async (organizationId) => {
                if (action.pending) return;
                if (organizationId === activeId || (await switchTo(organizationId))) menu.close(true);
              }}
            />
            {!hideCreate && (
              <>
                <hr className="gh-menu-separator" />
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="gh-menu-item"
                  onClick={() => {
                    menu.close();
                    setCreating(true);
                  }}
                >
                  <span className="gh-menu-plus" aria-hidden="true" />
                  <span className="gh-menu-item-text">{t("organizationSwitcher.create")}</span>
                </button>
              </>
            )}
          </div>
        </Popover>
      )}
      {creating && (
        <Dialog title={t("organizationSwitcher.create")} onClose={closeDialog}>
          <CreateOrganizationForm
            onCancel={closeDialog}
            onCreated={(organization) => {
              closeDialog();
              onCreated?.(organization);
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
