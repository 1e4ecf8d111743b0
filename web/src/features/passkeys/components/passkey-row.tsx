import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { i18n } from "../../../i18n/i18n";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { type Passkey, useDeletePasskey, useRenamePasskey } from "../hooks/use-passkeys";

const displayName = (passkey: Passkey) => passkey.name || i18n.t("passkeys:row.unnamed");

export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation("passkeys");
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
              label={t("row.nameLabel")}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={rename.error ? messageOf(rename.error) : undefined}
              maxLength={100}
              required
              style={{ flex: 1 }}
            />
            <Button type="submit" size="xs" loading={rename.isPending}>
              {t("row.save")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              {t("row.cancel")}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} id={labelId}>
            <Text fw={500}>{displayName(passkey)}</Text>
            <Text size="xs" c="dimmed">
              {t("row.added", {
                date: passkey.createdAt ? formatDateTime(passkey.createdAt) : "—",
                synced: passkey.backedUp ? "yes" : "no",
              })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(true)} aria-describedby={labelId}>
              {t("row.rename")}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              aria-describedby={labelId}
            >
              {t("row.delete")}
            </Button>
          </Group>
        </Group>
      )}
      <ConfirmActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("row.deleteTitle")}
        description={t("row.deleteDescription", { name: displayName(passkey) })}
        confirmLabel={t("row.deleteConfirm")}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("row.deleteFailed")}
        onConfirm={() => remove.mutate(passkey.id, { onSuccess: () => setConfirming(false) })}
      />
    </Paper>
  );
}
