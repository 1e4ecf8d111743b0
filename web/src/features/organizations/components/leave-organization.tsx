import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useLeaveOrganization();
  const [open, setOpen] = useState(false);

  const onLeave = () =>
    leave.mutate(organization.id, {
      onSuccess: async () => {
        setOpen(false);
        notifySuccess("You left the organization", `You are no longer a member of ${organization.name}.`);
        await navigate(paths.home);
        await refreshOrganizations(queryClient, {
          leaving: { organizationId: organization.id, slug: organization.slug },
        });
      },
    });

  if (viewer.isOwner && ownersOf(organization).length === 1) {
    return (
      <Text size="sm" data-testid="sole-owner-notice">
        You are the only owner, so you cannot leave {organization.name}. Make another member an owner in Members first,
        or delete the organization below.
      </Text>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        You lose access to {organization.name} and its teams. Someone must invite you again to come back.
      </Text>
      <Button
        variant="light"
        color="red"
        onClick={() => {
          leave.reset();
          setOpen(true);
        }}
      >
        Leave organization
      </Button>
      <ConfirmActionModal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Leave ${organization.name}?`}
        description="You will no longer see this organization."
        confirmLabel={<>Leave {organization.name}</>}
        cancelLabel="Stay"
        loading={leave.isPending}
        error={leave.error}
        errorTitle="Could not leave the organization"
        onConfirm={onLeave}
      />
    </Stack>
  );
}
