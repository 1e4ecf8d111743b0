import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { CreatedKey } from './create-api-key-form';

interface NewKeyNoticeProps {
  created: CreatedKey;
  onDismiss: () => void;
}

/** The only time the whole key is shown: the server stores a hash of it. */
export function NewKeyNotice({ created, onDismiss }: NewKeyNoticeProps) {
  return (
    <Alert color="teal" title={created.name ? `API key “${created.name}” created` : 'API key created'} role="status">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Copy this key now: you will not see it again.
        </Text>
        <Code block data-testid="new-api-key" style={{ wordBreak: 'break-all' }}>
          {created.key}
        </Code>
        <Group gap="xs">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
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
