import { Button, Group, type MantineColor, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../lib/errors";
import { FormAlert } from "./form-alert";

interface ConfirmActionModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What happens if the action is confirmed. */
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The button that closes the dialog without acting. */
  cancelLabel?: ReactNode;
  color?: MantineColor;
  loading?: boolean;
  /** The failed mutation's error, shown in a FormAlert titled `errorTitle`. */
  error?: unknown;
  errorTitle: string;
  onConfirm: () => void;
}

/** A centered "are you sure?" dialog for a destructive action: description, error alert, cancel and confirm. */
export function ConfirmActionModal({
  opened,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  color = "red",
  loading = false,
  error,
  errorTitle,
  onConfirm,
}: ConfirmActionModalProps) {
  const { t } = useTranslation("common");
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{description}</Text>
        <FormAlert error={error ? { status: 0, message: messageOf(error) } : null} title={errorTitle} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? t("confirmAction.cancel")}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * What a ConfirmActionModal is asking about (null: closed). `open` clears the mutation's previous
 * error first (`reset`), so the dialog never shows a stale failure.
 */
export function useConfirmTarget<T>(reset: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    open: (next: T) => {
      reset();
      setTarget(next);
    },
    close: () => setTarget(null),
  };
}
