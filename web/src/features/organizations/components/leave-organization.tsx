import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import type { FullOrganization } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { parseRoles } from "../../../lib/permissions";
import { refreshOrganizations, useLeaveOrganization } from "../hooks/use-organizations";
import type { Viewer } from "../lib/viewer";

/** The owners of an organization (a member may hold several roles, "admin,owner"). */
const ownersOf = (organization: FullOrganization) =>
  organization.members.filter((member) => parseRoles(member.role).includes("owner"));

/**
 * Any member may leave, except the only owner (the server refuses: "…as the only owner"): that
 * person is told how to go instead — hand the organization over, or delete it.
 */
export function LeaveOrganization({ organization, viewer }: { organization: FullOrganization; viewer: Viewer }) {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useLeaveOrganization();
  const [open, setOpen] = useState(false);

  const onLeave = () =>
    leave.mutate(organization.id, {
      onSuccess: async () => {
        setOpen(false);
        notifySuccess(t("leaveOrganization.left"), t("leaveOrganization.leftMessage", { name: organization.name }));
        await navigate(paths.home);
        await refreshOrganizations(queryClient, {
          leaving: { organizationId: organization.id, slug: organization.slug },
        });
      },
    });

  if (viewer.isOwner && ownersOf(organization).length === 1) {
    return (
      <Text size="sm" data-testid="sole-owner-notice">
        {t("leaveOrganization.soleOwner", { name: organization.name })}
      </Text>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t("leaveOrganization.explanation", { name: organization.name })}</Text>
      <Button
        variant="light"
        color="red"
        onClick={() => {
          leave.reset();
          setOpen(true);
        }}
      >
        {t("leaveOrganization.button")}
      </Button>
      <ConfirmActionModal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("leaveOrganization.confirmTitle", { name: organization.name })}
        description={t("leaveOrganization.confirmDescription")}
        confirmLabel={t("leaveOrganization.confirm", { name: organization.name })}
        cancelLabel={t("leaveOrganization.stay")}
        loading={leave.isPending}
        error={leave.error}
        errorTitle={t("leaveOrganization.error")}
        onConfirm={onLeave}
      />
    </Stack>
  );
}
