import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { AccessTokenCreated } from '../hooks/use-access-tokens';

/** The only time the token is shown: the server keeps a hash of it. */
export function NewAccessTokenNotice({ created, onDismiss }: { created: AccessTokenCreated; onDismiss: () => void }) {
  return (
    <Alert color="teal" title={`Access token “${created.organization_access_token.comment}” created`} role="status">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Copy this token now: you will not see it again.
        </Text>
        <Code block data-testid="new-access-token" style={{ wordBreak: 'break-all' }}>
          {created.token}
        </Code>
        <Group gap="xs">
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
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
