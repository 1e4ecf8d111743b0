import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export const accountsKeys = {
  all: ["accounts"] as const,
};

/** The provider id better-auth gives the email-and-password account. */
export const CREDENTIAL_PROVIDER = "credential";

export function useAccounts() {
  return useQuery({
    queryKey: accountsKeys.all,
    queryFn: async () => unwrap(await authClient.listAccounts(), i18n.t("account:linkedAccounts.loadFailed")) ?? [],
  });
}

export type LinkedAccount = NonNullable<ReturnType<typeof useAccounts>["data"]>[number];

/** Whether the user can confirm with a password; `undefined` while the accounts load. */
export function useHasPassword(): boolean | undefined {
  const accounts = useAccounts();
  return accounts.data?.some((account) => account.providerId === CREDENTIAL_PROVIDER);
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: Pick<LinkedAccount, "id" | "providerId">) => {
      // better-auth 1.7's unlink-account takes the account row id as `accountId`;
      // providerId rides along for servers that still key on it (extra keys are ignored).
      const body = { accountId: account.id, providerId: account.providerId };
      return unwrap(await authClient.unlinkAccount(body), i18n.t("account:linkedAccounts.unlinkFailed"));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.all }),
  });
}

/**
 * Starts linking a provider: the server answers with the provider's authorization URL, which
 * the caller follows; the provider's callback then comes back to `callbackURL`.
 */
export function useLinkSocial() {
  return useMutation({
    mutationFn: async ({ provider, callbackURL }: { provider: string; callbackURL: string }) =>
      unwrap(await authClient.linkSocial({ provider, callbackURL }), i18n.t("account:linkProvider.failed")),
  });
}
