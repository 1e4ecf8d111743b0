import { Avatar, Button, Menu, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { messageOf } from "../../../lib/errors";
import { notifyError } from "../../../lib/notify";
import { organizationPath, paths } from "../../../lib/paths";
import { useOrganizations, useSetActiveOrganization } from "../hooks/use-organizations";

interface OrganizationSwitcherProps {
  activeOrganizationId: string | null | undefined;
  /** As wide as its container (the phone menu's drawer). */
  fullWidth?: boolean;
}

/** Header menu: the user's organizations (picking one makes it active) and "Create organization". */
export function OrganizationSwitcher({ activeOrganizationId, fullWidth = false }: OrganizationSwitcherProps) {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const setActive = useSetActiveOrganization();
  const list = organizations.data ?? [];
  const active = list.find((organization) => organization.id === activeOrganizationId);

  const onPick = (organization: (typeof list)[number]) =>
    setActive.mutate(organization.id, {
      onSuccess: () => void navigate(organizationPath(organization.slug)),
      onError: (error) => notifyError(t("organizationSwitcher.switchError"), messageOf(error)),
    });

  return (
    <Menu position="bottom-start" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          fullWidth={fullWidth}
          loading={setActive.isPending}
          leftSection={
            active ? (
              <Avatar src={active.logo || null} alt="" size={20} radius="sm" name={active.name} color="initials" />
            ) : null
          }
          data-testid="organization-switcher"
        >
          {/* The name is the button's visible text, so it leads its accessible name (WCAG 2.5.3). */}
          <Text size="sm" truncate maw={fullWidth ? undefined : 160}>
            {active?.name ?? t("organizationSwitcher.button")}
            <VisuallyHidden>{t("organizationSwitcher.switchHint")}</VisuallyHidden>
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("organizationSwitcher.yours")}</Menu.Label>
        {organizations.isPending && <Menu.Item disabled>{t("organizationSwitcher.loading")}</Menu.Item>}
        {organizations.error && <Menu.Item disabled>{t("organizationSwitcher.loadError")}</Menu.Item>}
        {organizations.isSuccess && list.length === 0 && (
          <Menu.Item disabled>{t("organizationSwitcher.empty")}</Menu.Item>
        )}
        {list.map((organization) => (
          <Menu.Item
            key={organization.id}
            onClick={() => onPick(organization)}
            leftSection={
              <Avatar
                src={organization.logo || null}
                alt=""
                size={20}
                radius="sm"
                name={organization.name}
                color="initials"
              />
            }
            rightSection={
              organization.id === activeOrganizationId ? (
                <Text size="xs" c="dimmed">
                  {t("organizationSwitcher.active")}
                </Text>
              ) : null
            }
            aria-current={organization.id === activeOrganizationId ? "true" : undefined}
          >
            {organization.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.newOrganization}>
          {t("organizationSwitcher.create")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
