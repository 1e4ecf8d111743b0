import { Alert, Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What the secret is; each kind has its own sentences, so a translation can agree with the noun. */
type SecretKind = "key" | "token" | "signingSecret";

const WORDING = {
  key: { warning: "secretShownOnce.keyWarning", copy: "secretShownOnce.copyKey" },
  token: { warning: "secretShownOnce.tokenWarning", copy: "secretShownOnce.copyToken" },
  signingSecret: { warning: "secretShownOnce.signingSecretWarning", copy: "secretShownOnce.copySigningSecret" },
} as const satisfies Record<SecretKind, { warning: string; copy: string }>;

interface SecretShownOnceProps {
  title: string;
  secret: string;
  /** "Copy this key now" and the "Copy key" button: which secret it is. */
  noun: SecretKind;
  /** The test id of the secret itself (`new-api-key`, `new-access-token`). */
  testId: string;
  onDismiss: () => void;
}

/** A just-created secret with a copy button: the only time it is shown, since the server keeps a hash of it. */
export function SecretShownOnce({ title, secret, noun, testId, onDismiss }: SecretShownOnceProps) {
  const { t } = useTranslation("common");
  const wording = WORDING[noun];
  return (
    <Alert color="teal" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t(wording.warning)}
        </Text>
        <Code block data-testid={testId} style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? "filled" : "light"}
                color={copied ? "teal" : undefined}
                onClick={copy}
              >
                {copied ? t("actions.copied") : t(wording.copy)}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDismiss}>
            {t("secretShownOnce.saved")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
