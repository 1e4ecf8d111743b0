import { Button, Group, List, Stack, Text } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { useConsent, useOAuthClient } from "../hooks/use-oauth-consent";

/** What each scope lets the client see, in the user's words. */
const SCOPE_WORDS: Record<string, string> = {
  openid: "Know who you are (your account's ID here)",
  profile: "See your name and picture",
  email: "See your email address",
  offline_access: "Stay connected when you are not using it",
  organizations: "See your organizations and your role in each",
};

/** What the application asks for, scope by scope, in words. */
export function ScopeList({ scopes }: { scopes: string[] }) {
  return (
    <List spacing="xs" aria-label="What the application asks for">
      {scopes.map((scope) => (
        <List.Item key={scope}>{SCOPE_WORDS[scope] ?? scope}</List.Item>
      ))}
    </List>
  );
}

/**
 * The consent page's form: which client asks, for what (its scopes in words), as which user;
 * "Allow" or "Deny" answers the authorization, and the browser goes back to the client.
 */
export function ConsentForm({ search, email }: { search: URLSearchParams; email: string }) {
  const clientId = search.get("client_id");
  const scopes = (search.get("scope") ?? "").split(" ").filter(Boolean);
  const client = useOAuthClient(clientId);
  const consent = useConsent(search.toString());
  const name = client.data?.client_name ?? clientId ?? "An application";
  return (
    <QueryState
      isPending={client.isPending}
      error={client.error}
      onRetry={() => void client.refetch()}
      loadingLabel="Loading the application"
      errorTitle="This application is not known"
    >
      <Stack>
        <Text>
          <Text span fw={700} data-testid="oauth-client-name">
            {name}
          </Text>{" "}
          {`asks to use your Gatehouse account (${email}). It will be able to:`}
        </Text>
        <ScopeList scopes={scopes} />
        {client.data?.client_uri && <Text size="sm" c="dimmed">{`Its site: ${client.data.client_uri}`}</Text>}
        <FormAlert
          error={consent.error ? { status: 0, message: messageOf(consent.error) } : null}
          title="Your answer did not reach the application"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => consent.mutate(false)} disabled={consent.isPending}>
            Deny
          </Button>
          <Button onClick={() => consent.mutate(true)} loading={consent.isPending && consent.variables === true}>
            Allow
          </Button>
        </Group>
      </Stack>
    </QueryState>
  );
}
