import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { AccountSection } from "../../account/components/account-section";
import { useAddPasskey, usePasskeys } from "../hooks/use-passkeys";
import { PasskeyRow } from "./passkey-row";

/** The browser can make passkeys at all (WebAuthn). */
const webAuthnAvailable = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState("");

  const addPasskey = () =>
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        notifySuccess("Passkey added", "Sign in with it from the sign-in page.");
      },
    });

  return (
    <AccountSection
      id="passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a password. A passkey counts as two factors."
    >
      <Stack gap="sm">
        {!webAuthnAvailable() && (
          <Alert color="yellow" title="This browser cannot make passkeys">
            Use a browser with WebAuthn support to add one.
          </Alert>
        )}
        <QueryState
          isPending={passkeys.isPending}
          error={passkeys.error}
          onRetry={() => void passkeys.refetch()}
          loadingLabel="Loading your passkeys"
          errorTitle="Could not load your passkeys"
        >
          {passkeys.data && passkeys.data.length > 0 ? (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label="Your passkeys">
              {passkeys.data.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No passkeys yet.
            </Text>
          )}
        </QueryState>
        {add.error && (
          <Alert color="red" title="Could not add the passkey" withCloseButton onClose={() => add.reset()}>
            {messageOf(add.error)}
          </Alert>
        )}
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Name of the new passkey"
            placeholder="e.g. Work laptop"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button onClick={addPasskey} loading={add.isPending} disabled={!webAuthnAvailable()}>
            Add a passkey
          </Button>
        </Group>
      </Stack>
    </AccountSection>
  );
}
