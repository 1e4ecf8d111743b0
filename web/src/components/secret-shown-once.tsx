import { Alert, Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";

interface SecretShownOnceProps {
  title: string;
  secret: string;
  /** "key", "token": worded into "Copy this {noun} now" and the "Copy {noun}" button. */
  noun: string;
  /** The test id of the secret itself (`new-api-key`, `new-access-token`). */
  testId: string;
  onDismiss: () => void;
}

/** A just-created secret with a copy button: the only time it is shown, since the server keeps a hash of it. */
export function SecretShownOnce({ title, secret, noun, testId, onDismiss }: SecretShownOnceProps) {
  return (
    <Alert color="teal" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Copy this {noun} now: you will not see it again.
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
                {copied ? "Copied" : `Copy ${noun}`}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDismiss}>
            I saved it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
