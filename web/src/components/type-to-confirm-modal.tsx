import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../lib/errors";
import { FormAlert } from "./form-alert";

interface TypeToConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What happens, in full, if the person goes ahead. */
  description: ReactNode;
  /** What must be typed (a slug, an email address) before the action is offered. */
  phrase: string;
  confirmLabel: string;
  cancelLabel?: string;
  loading?: boolean;
  error?: unknown;
  errorTitle?: string;
  onConfirm: () => void;
}

/**
 * The dialog for what cannot be undone (deleting an organization or an account): it says what
 * will happen and offers the action only once `phrase` is typed, so no stray click or Enter does it.
 */
export function TypeToConfirmModal({
  opened,
  onClose,
  title,
  description,
  phrase,
  confirmLabel,
  cancelLabel,
  loading = false,
  error,
  errorTitle,
  onConfirm,
}: TypeToConfirmModalProps) {
  const { t } = useTranslation("common");
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim().toLowerCase() === phrase.toLowerCase();
  const close = () => {
    setTyped("");
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed) return;
          setTyped("");
          onConfirm();
        }}
      >
        <Stack>
          <Text size="sm">{description}</Text>
          <FormAlert
            error={error ? { status: 0, message: messageOf(error) } : null}
            title={errorTitle ?? t("typeToConfirm.errorTitle")}
          />
          <TextInput
            label={t("typeToConfirm.label", { phrase })}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {cancelLabel ?? t("typeToConfirm.cancel")}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
