import { Alert, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { paths, withRedirect } from "../../../lib/paths";
import { refreshSession, useSession } from "../hooks/use-session";

/** The messages for each `?error=` the server's GET /verify-email may redirect with. */
const VERIFY_ERRORS = {
  token_expired: { title: "verifyEmail.tokenExpiredTitle", detail: "verifyEmail.tokenExpiredDetail" },
  invalid_token: { title: "verifyEmail.invalidTokenTitle", detail: "verifyEmail.invalidTokenDetail" },
  user_not_found: { title: "verifyEmail.userNotFoundTitle", detail: "verifyEmail.userNotFoundDetail" },
  unauthorized: { title: "verifyEmail.unauthorizedTitle", detail: "verifyEmail.unauthorizedDetail" },
} as const;

const isKnownError = (code: string): code is keyof typeof VERIFY_ERRORS => Object.hasOwn(VERIFY_ERRORS, code);

function errorFor(code: string, t: TFunction<"auth">): { title: string; detail: string } {
  if (!isKnownError(code))
    return { title: t("verifyEmail.otherTitle"), detail: t("verifyEmail.otherDetail", { code }) };
  const { title, detail } = VERIFY_ERRORS[code];
  return { title: t(title), detail: t(detail) };
}

interface VerifyEmailResultProps {
  error: string | null;
  /** The page the person was headed to when they signed up (e.g. an invitation). */
  next?: string | null;
}

export function VerifyEmailResult({ error, next: continueTo }: VerifyEmailResultProps) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const session = useSession();

  // Verification may have signed the user in or changed their email: re-read the session.
  useEffect(() => {
    void refreshSession(queryClient);
  }, [queryClient]);

  const signedIn = Boolean(session.data);
  const next = signedIn ? (
    continueTo ? (
      <RouterLink to={continueTo}>{t("verifyEmail.continue")}</RouterLink>
    ) : (
      <RouterLink to="/account">{t("verifyEmail.goToAccount")}</RouterLink>
    )
  ) : (
    <RouterLink to={withRedirect(paths.signIn, continueTo)}>{t("verifyEmail.signIn")}</RouterLink>
  );

  if (error) {
    const { title, detail } = errorFor(error, t);
    return (
      <Alert color="red" title={title}>
        <Stack gap="xs">
          <Text size="sm">{detail}</Text>
          <Group gap="md">
            {next}
            {error === "user_not_found" && <RouterLink to="/sign-up">{t("verifyEmail.signUp")}</RouterLink>}
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Alert color="teal" title={t("verifyEmail.verifiedTitle")} role="status">
      <Stack gap="xs">
        <Text size="sm">{t("verifyEmail.verifiedBody")}</Text>
        {next}
      </Stack>
    </Alert>
  );
}
