import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import type { FullOrganization } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { refreshOrganizations, useLeaveOrganization } from "../hooks/use-organizations";

/** Any member may leave; the server refuses the last owner ("…as the only owner"). */
export function LeaveOrganization({ organization }: { organization: FullOrganization }) {
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
