import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "../../../lib/errors";
import { authenticateCheckout } from "../hooks/use-checkout";
import type { CheckoutPublic } from "../lib/types";

interface AuthenticationModalProps {
  clientSecret: string;
  opened: boolean;
  /** The checkout after the challenge, or the error the server answered. */
  onDone: (result: { checkout: CheckoutPublic } | { error: unknown }) => void;
}

/** The test-mode stand-in for the bank's 3-D Secure page: the buyer passes or fails the challenge. */
export function AuthenticationModal({ clientSecret, opened, onDone }: AuthenticationModalProps) {
  const { t } = useTranslation("checkout");
  const [pending, setPending] = useState<"succeed" | "fail" | null>(null);
  const [error, setError] = useState<unknown>(null);

  const answer = async (outcome: "succeed" | "fail") => {
    setPending(outcome);
    setError(null);
    try {
      const checkout = await authenticateCheckout(clientSecret, outcome);
      onDone({ checkout });
    } catch (caught) {
      if (outcome === "fail") onDone({ error: caught });
      else setError(caught);
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t("authentication.title")}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t("authentication.body")}</Text>
        {error !== null && (
          <Alert color="red" title={t("authentication.failedTitle")}>
            {messageOf(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            loading={pending === "fail"}
            disabled={pending !== null}
            onClick={() => void answer("fail")}
          >
            {t("authentication.fail")}
          </Button>
          <Button loading={pending === "succeed"} disabled={pending !== null} onClick={() => void answer("succeed")}>
            {t("authentication.complete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
