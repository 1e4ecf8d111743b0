import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import type { FullOrganization } from '../../../lib/auth-client';
import { messageOf } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { refreshOrganizations, useLeaveOrganization } from '../hooks/use-organizations';

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
        notifySuccess('You left the organization', `You are no longer a member of ${organization.name}.`);
        await navigate(paths.home);
        await refreshOrganizations(queryClient, { leaving: { organizationId: organization.id, slug: organization.slug } });
      },
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">You lose access to {organization.name} and its teams. Someone must invite you again to come back.</Text>
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
      <Modal opened={open} onClose={() => setOpen(false)} title={`Leave ${organization.name}?`} centered>
        <Stack>
          <Text size="sm">You will no longer see this organization.</Text>
          <FormAlert
            error={leave.error ? { status: 0, message: messageOf(leave.error) } : null}
            title="Could not leave the organization"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Stay
            </Button>
            <Button color="red" loading={leave.isPending} onClick={onLeave}>
              Leave {organization.name}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
