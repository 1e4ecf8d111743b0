import { Stack, Text, Title } from "@mantine/core";
import { RouterLink } from "../components/router-link";
import { ApiKeysPanel } from "../features/api-keys/components/api-keys-panel";
import { RequireSession } from "../features/auth/components/require-session";
import { paths } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function AccountApiKeysRoute() {
  usePageTitle("API keys");
  return (
    <RequireSession>
      {() => (
        <Stack gap="lg" py="md">
          <Stack gap={4}>
            <RouterLink to={paths.account} size="sm">
              ← Your account
            </RouterLink>
            <Title order={1}>API keys</Title>
            <Text c="dimmed">
              A key acts as you: send it in the <code>x-api-key</code> header. Keep it secret, and revoke it when it is
              no longer needed.
            </Text>
          </Stack>
          <ApiKeysPanel owner={{ kind: "user" }} />
        </Stack>
      )}
    </RequireSession>
  );
}
