import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState } from "react";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { type Passkey, useDeletePasskey, useRenamePasskey } from "../hooks/use-passkeys";

const displayName = (passkey: Passkey) => passkey.name || "Unnamed passkey";

export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const labelId = useId();
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name ?? "");
  const [confirming, setConfirming] = useState(false);

  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="passkey-row" style={{ listStyle: "none" }}>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: () => setEditing(false) });
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Passkey name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={rename.error ? messageOf(rename.error) : undefined}
              maxLength={100}
              required
              style={{ flex: 1 }}
            />
            <Button type="submit" size="xs" loading={rename.isPending}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} id={labelId}>
            <Text fw={500}>{displayName(passkey)}</Text>
            <Text size="xs" c="dimmed">
              Added {passkey.createdAt ? formatDateTime(passkey.createdAt) : "—"}
              {passkey.backedUp ? " · synced" : ""}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)} aria-describedby={labelId}>
              Rename
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              aria-describedby={labelId}
            >
              Delete
            </Button>
          </Group>
        </Group>
      )}
      <ConfirmActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this passkey?"
        description={`"${displayName(passkey)}" will no longer sign you in.`}
        confirmLabel="Delete passkey"
        loading={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the passkey"
        onConfirm={() => remove.mutate(passkey.id, { onSuccess: () => setConfirming(false) })}
      />
    </Paper>
  );
}
