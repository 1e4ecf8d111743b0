import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
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
      title="Authentication required"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Your bank asks you to confirm this payment (3-D Secure). In test mode, choose the outcome of the challenge.
        </Text>
        {error !== null && (
          <Alert color="red" title="Authentication did not complete">
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
            Fail authentication
          </Button>
          <Button loading={pending === "succeed"} disabled={pending !== null} onClick={() => void answer("succeed")}>
            Complete authentication
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
