import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { TypeToConfirmModal } from "../../../components/type-to-confirm-modal";
import type { FullOrganization } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { refreshOrganizations, useDeleteOrganization } from "../hooks/use-organizations";

/** Owners only (SPEC §6). The person types the slug to confirm. */
export function DeleteOrganization({ organization }: { organization: FullOrganization }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteOrganization();
  const [open, setOpen] = useState(false);
  const onDelete = () =>
    remove.mutate(organization.id, {
      onSuccess: async () => {
        setOpen(false);
        notifySuccess("Organization deleted", `${organization.name}, its members, teams and invitations are gone.`);
        await navigate(paths.home);
        await refreshOrganizations(queryClient, {
          leaving: { organizationId: organization.id, slug: organization.slug },
        });
      },
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        Deletes {organization.name} with its members, teams and invitations for good. This cannot be undone.
      </Text>
      <Button
        color="red"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Delete organization
      </Button>
      <TypeToConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Delete ${organization.name}?`}
        description={`${organization.name}, its members, teams and invitations are deleted for good, and every member loses access at once. This cannot be undone.`}
        phrase={organization.slug}
        confirmLabel="Delete this organization"
        loading={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the organization"
        onConfirm={onDelete}
      />
    </Stack>
  );
}
