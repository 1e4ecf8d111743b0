import { Alert, Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../lib/errors";

type InvoiceButtonProps = {
  /** Asks the server for the invoice's (signed) URL. */
  invoiceUrl: () => Promise<string>;
  label: string;
  ariaLabel?: string;
  compact?: boolean;
};

/** Opens an order's PDF invoice in a new tab; the server's error shows under the button. */
export function InvoiceButton({ invoiceUrl, label, ariaLabel, compact = false }: InvoiceButtonProps) {
  const { t } = useTranslation("common");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Stack gap={4} align={compact ? "flex-start" : "flex-end"}>
      <Button
        size={compact ? "xs" : "sm"}
        variant="default"
        loading={pending}
        aria-label={ariaLabel}
        onClick={async () => {
          setPending(true);
          setError(null);
          // Opened before the await so pop-up blockers see a click; pointed at the PDF once known.
          const opened = window.open("", "_blank");
          try {
            const url = await invoiceUrl();
            if (opened) opened.location.href = url;
            else window.location.href = url;
          } catch (caught) {
            opened?.close();
            setError(caught);
          } finally {
            setPending(false);
          }
        }}
      >
        {label}
      </Button>
      {error !== null && (
        <Alert color="red" title={t("invoiceButton.errorTitle")} role="alert" p={compact ? "xs" : undefined}>
          {messageOf(error)}
        </Alert>
      )}
    </Stack>
  );
}
