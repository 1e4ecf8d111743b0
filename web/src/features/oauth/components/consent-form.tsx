import { Button, Group, List, Stack, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { useConsent, useOAuthClient } from "../hooks/use-oauth-consent";

/** What each scope lets the client see, in the user's words; other scopes show as they are. */
const SCOPE_WORDS = {
  openid: "scopes.openid",
  profile: "scopes.profile",
  email: "scopes.email",
  offline_access: "scopes.offlineAccess",
  organizations: "scopes.organizations",
  permissions: "scopes.permissions",
} as const;

const isDescribedScope = (scope: string): scope is keyof typeof SCOPE_WORDS => Object.hasOwn(SCOPE_WORDS, scope);

/** What the application asks for, scope by scope, in words. */
export function ScopeList({ scopes }: { scopes: string[] }) {
  const { t } = useTranslation("oauth");
  return (
    <List spacing="xs" aria-label={t("scopes.listLabel")}>
      {scopes.map((scope) => (
        <List.Item key={scope}>{isDescribedScope(scope) ? t(SCOPE_WORDS[scope]) : scope}</List.Item>
      ))}
    </List>
  );
}

/** "<client> asks to use your Gatehouse account (…)": the client's name bold, as the server names it. */
export function ClientAsks({ name, email, testId }: { name: string; email: string; testId: string }) {
  const { t } = useTranslation("oauth");
  return (
    <Text>
      <Trans
        t={t}
        i18nKey="asks"
        values={{ email }}
        components={{
          name: (
            <Text span fw={700} data-testid={testId}>
              {name}
            </Text>
          ),
        }}
      />
    </Text>
  );
}

/**
 * The consent page's form: which client asks, for what (its scopes in words), as which user;
 * "Allow" or "Deny" answers the authorization, and the browser goes back to the client.
 */
export function ConsentForm({ search, email }: { search: URLSearchParams; email: string }) {
  const { t } = useTranslation("oauth");
  const clientId = search.get("client_id");
  const scopes = (search.get("scope") ?? "").split(" ").filter(Boolean);
  const client = useOAuthClient(clientId);
  const consent = useConsent(search.toString());
  const name = client.data?.client_name ?? clientId ?? t("anApplication");
  return (
    <QueryState
      isPending={client.isPending}
      error={client.error}
      onRetry={() => void client.refetch()}
      loadingLabel={t("consent.loading")}
      errorTitle={t("consent.unknown")}
    >
      <Stack>
        <ClientAsks name={name} email={email} testId="oauth-client-name" />
        <ScopeList scopes={scopes} />
        {client.data?.client_uri && (
          <Text size="sm" c="dimmed">
            {t("consent.site", { url: client.data.client_uri })}
          </Text>
        )}
        <FormAlert
          error={consent.error ? { status: 0, message: messageOf(consent.error) } : null}
          title={t("consent.failed")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => consent.mutate(false)} disabled={consent.isPending}>
            {t("consent.deny")}
          </Button>
          <Button onClick={() => consent.mutate(true)} loading={consent.isPending && consent.variables === true}>
            {t("consent.allow")}
          </Button>
        </Group>
      </Stack>
    </QueryState>
  );
}
