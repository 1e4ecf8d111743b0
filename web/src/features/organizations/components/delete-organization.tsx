import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import type { FullOrganization } from "../../../lib/auth-client";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { refreshOrganizations, useDeleteOrganization } from "../hooks/use-organizations";

/** Owners only (SPEC §6). The person types the slug to confirm. */
export function DeleteOrganization({ organization }: { organization: FullOrganization }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteOrganization();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === organization.slug;

  const close = () => {
    setOpen(false);
    setTyped("");
  };
  const onDelete = () =>
    remove.mutate(organization.id, {
      onSuccess: async () => {
        close();
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
      <Modal opened={open} onClose={close} title={`Delete ${organization.name}?`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) onDelete();
          }}
        >
          <Stack>
            <Text size="sm">
              Type <strong>{organization.slug}</strong> to confirm.
            </Text>
            <FormAlert
              error={remove.error ? { status: 0, message: messageOf(remove.error) } : null}
              title="Could not delete the organization"
            />
            <TextInput
              label={`Type ${organization.slug} to confirm`}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep it
              </Button>
              <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
                Delete this organization
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
