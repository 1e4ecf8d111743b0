import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { RequestError, unwrap } from "../../../lib/errors";

export const passkeyKeys = { all: ["passkeys"] as const };

export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.all,
    queryFn: async () =>
      unwrap(await authClient.passkey.listUserPasskeys(), i18n.t("passkeys:section.loadFailed")) ?? [],
  });
}

export type Passkey = NonNullable<ReturnType<typeof usePasskeys>["data"]>[number];

function useInvalidatingMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

/** Runs the browser's WebAuthn ceremony and stores the new passkey under `name`. */
export function useAddPasskey() {
  return useInvalidatingMutation(async (name: string) => {
    const result = await authClient.passkey.addPasskey({ name: name || undefined });
    if (result?.error) throw new RequestError(result.error, i18n.t("passkeys:section.addFailed"));
    return result?.data;
  });
}

export function useRenamePasskey() {
  return useInvalidatingMutation(async ({ id, name }: { id: string; name: string }) =>
    unwrap(await authClient.passkey.updatePasskey({ id, name }), i18n.t("passkeys:errors.renameFailed")),
  );
}

export function useDeletePasskey() {
  return useInvalidatingMutation(async (id: string) =>
    unwrap(await authClient.passkey.deletePasskey({ id }), i18n.t("passkeys:row.deleteFailed")),
  );
}
