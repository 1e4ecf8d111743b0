import { useId } from "react";
import type { GatehouseOrganization } from "../../client/types.js";
import { useLocalization } from "../../provider/localization.js";
import { Avatar } from "../../ui/avatar.js";

export interface OrganizationItemsProps {
  /** The active organization's id; null for the personal account. */
  activeId: string | null;
  organizations: GatehouseOrganization[] | undefined;
  isLoading: boolean;
  /** The list could not be read: said in the menu, the personal account still offered. */
  failed: boolean;
  hidePersonal?: boolean | undefined;
  /** The signed-in person, whose avatar stands beside "Personal account". */
  person: { name: string; image: string | null };
  label: string;
  onPick(organizationId: string | null): void | Promise<void>;
}

/**
 * The personal account and the organizations as menu radio items, the active one checked: one
 * list for the user button and the organization switcher.
 */
export function OrganizationItems({
  activeId,
  organizations,
  isLoading,
  failed,
  hidePersonal,
  person,
  label,
  onPick,
}: OrganizationItemsProps) {
  const labelId = useId();
  const { t } = useLocalization();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items (the menu pattern), not of form fields
    <div role="group" aria-labelledby={labelId}>
      <div className="gh-menu-label" id={labelId} role="presentation">
        {label}
      </div>
      {!hidePersonal && (
        <button
          type="button"
          role="menuitemradio"
          aria-checked={activeId === null}
          tabIndex={-1}
          className="gh-menu-item"
          onClick={() => onPick(null)}
        >
          <Avatar name={person.name} image={person.image} size="small" />
          <span className="gh-menu-item-text">{t("organizations.personalAccount")}</span>
          {activeId === null && <span className="gh-menu-check" aria-hidden="true" />}
        </button>
      )}
      {organizations?.map((organization) => (
        <button
          key={organization.id}
          type="button"
          role="menuitemradio"
          aria-checked={organization.id === activeId}
          tabIndex={-1}
          className="gh-menu-item"
          onClick={() => onPick(organization.id)}
        >
          <Avatar name={organization.name} image={organization.logo} size="small" square />
          <span className="gh-menu-item-text">{organization.name}</span>
          {organization.id === activeId && <span className="gh-menu-check" aria-hidden="true" />}
        </button>
      ))}
      {isLoading && organizations === undefined && (
        <div className="gh-menu-note gh-muted" role="presentation">
          {t("organizations.loading")}
        </div>
      )}
      {failed && organizations === undefined && (
        <div className="gh-menu-note gh-muted" role="presentation">
          {t("organizations.loadFailed")}
        </div>
      )}
    </div>
  );
}
