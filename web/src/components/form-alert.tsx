import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError, type ServerError } from "../lib/errors";

interface FormAlertProps {
  error: ServerError | null;
  title?: string;
  onClose?: () => void;
  /** Replaces the server's message; by default the server's message is shown. */
  message?: ReactNode;
}

/** A polite live region that is always mounted, so screen readers announce what appears in it. */
export function FormAlert({ error, title, onClose, message }: FormAlertProps) {
  const { t } = useTranslation("common");
  return (
    <div aria-live="polite">
      {error && (
        <Alert
          color="red"
          title={title ?? t("errors.somethingWentWrong")}
          withCloseButton={Boolean(onClose)}
          onClose={onClose}
          closeButtonLabel={t("actions.dismiss")}
        >
          {message ?? describeError(error)}
        </Alert>
      )}
    </div>
  );
}
