import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { useSocialProviders } from "../../auth/hooks/use-social-providers";
import { followRedirect } from "../../auth/lib/follow-redirect";
import { useLinkSocial } from "../hooks/use-accounts";

interface LinkProviderButtonsProps {
  /** Provider ids the user already has an account with. */
  linked: ReadonlySet<string>;
}

/** "Link …" for each provider the server has enabled and the user has not linked yet. */
export function LinkProviderButtons({ linked }: LinkProviderButtonsProps) {
  const { t } = useTranslation("account");
  const providers = useSocialProviders();
  const link = useLinkSocial();
  const unlinked = (providers.data ?? []).filter((provider) => !linked.has(provider.id));

  // No provider enabled, or all of them linked: nothing to offer.
  if (providers.isSuccess && unlinked.length === 0) return null;

  const start = (provider: string) =>
    link.mutate(
      // The provider's callback comes back here, where the list then shows the new account.
      { provider, callbackURL: paths.account },
      {
        onSuccess: (data) => {
          if (!data?.url || !followRedirect(data.url)) link.reset();
        },
      },
    );
  // Success leaves the page: the button stays busy until the browser navigates away.
  const busy = link.isPending || link.isSuccess;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("linkProvider.title")}
      </Text>
      <FormAlert
        error={link.error ? { status: 0, message: messageOf(link.error) } : null}
        title={t("linkProvider.failed")}
        onClose={() => link.reset()}
      />
      <QueryState
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        loadingLabel={t("linkProvider.loading")}
        errorTitle={t("linkProvider.loadFailed")}
      >
        <Group gap="xs">
          {unlinked.map((provider) => (
            <Button
              key={provider.id}
              variant="default"
              size="xs"
              loading={busy && link.variables?.provider === provider.id}
              disabled={busy && link.variables?.provider !== provider.id}
              onClick={() => start(provider.id)}
            >
              {t("linkProvider.link", { provider: provider.name })}
            </Button>
          ))}
        </Group>
      </QueryState>
    </Stack>
  );
}
