import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { AccountSection } from "../../account/components/account-section";
import { useAddPasskey, usePasskeys } from "../hooks/use-passkeys";
import { PasskeyRow } from "./passkey-row";

/** The browser can make passkeys at all (WebAuthn). */
const webAuthnAvailable = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

export function PasskeysSection() {
  const { t } = useTranslation("passkeys");
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState("");

  const addPasskey = () =>
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        notifySuccess(t("section.addedTitle"), t("section.addedBody"));
      },
    });

  return (
    <AccountSection id="passkeys" title={t("section.title")} description={t("section.description")}>
      <Stack gap="sm">
        {!webAuthnAvailable() && (
          <Alert color="yellow" title={t("section.unsupportedTitle")}>
            {t("section.unsupportedBody")}
          </Alert>
        )}
        <QueryState
          isPending={passkeys.isPending}
          error={passkeys.error}
          onRetry={() => void passkeys.refetch()}
          loadingLabel={t("section.loading")}
          errorTitle={t("section.loadFailed")}
        >
          {passkeys.data && passkeys.data.length > 0 ? (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={t("section.listLabel")}>
              {passkeys.data.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t("section.empty")}
            </Text>
          )}
        </QueryState>
        {add.error && (
          <Alert color="red" title={t("section.addFailed")} withCloseButton onClose={() => add.reset()}>
            {messageOf(add.error)}
          </Alert>
        )}
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t("section.nameLabel")}
            placeholder={t("section.namePlaceholder")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button onClick={addPasskey} loading={add.isPending} disabled={!webAuthnAvailable()}>
            {t("section.add")}
          </Button>
        </Group>
      </Stack>
    </AccountSection>
  );
}
