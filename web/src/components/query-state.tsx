import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../lib/errors";

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  loadingLabel: string;
  errorTitle: string;
  children: ReactNode;
}

/** Loading and error states shared by every query-backed view. */
export function QueryState({ isPending, error, onRetry, loadingLabel, errorTitle, children }: QueryStateProps) {
  const { t } = useTranslation("common");
  if (error) {
    return (
      <Alert color="red" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <span>{messageOf(error)}</span>
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t("actions.tryAgain")}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Center py="md" role="status" aria-live="polite">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  }
  return <>{children}</>;
}
