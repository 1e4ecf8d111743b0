import { Alert, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterLink } from "../../../components/router-link";
import { paths, withRedirect } from "../../../lib/paths";
import { refreshSession, useSession } from "../hooks/use-session";

/** Readable text for each `?error=` the server's GET /verify-email may redirect with. */
const VERIFY_ERRORS: Record<string, { title: string; detail: string }> = {
  token_expired: {
    title: "This verification link has expired",
    detail: "Sign in to get a new verification link, or resend it from your account page.",
  },
  invalid_token: {
    title: "This verification link is invalid",
    detail: "The link may be incomplete or already used. Copy the whole link from the mail, or request a new one.",
  },
  user_not_found: {
    title: "We could not find the account for this link",
    detail: "The account may have been deleted. You can sign up again.",
  },
  unauthorized: {
    title: "This link belongs to a different account",
    detail: "Sign in with the account the link was sent for, then open the link again.",
  },
};

function errorFor(code: string): { title: string; detail: string } {
  return VERIFY_ERRORS[code] ?? { title: "We could not verify your email", detail: `The server reported: ${code}.` };
}

interface VerifyEmailResultProps {
  error: string | null;
  /** The page the person was headed to when they signed up (e.g. an invitation). */
  next?: string | null;
}

export function VerifyEmailResult({ error, next: continueTo }: VerifyEmailResultProps) {
  const queryClient = useQueryClient();
  const session = useSession();

  // Verification may have signed the user in or changed their email: re-read the session.
  useEffect(() => {
    void refreshSession(queryClient);
  }, [queryClient]);

  const signedIn = Boolean(session.data);
  const next = signedIn ? (
    continueTo ? (
      <RouterLink to={continueTo}>Continue</RouterLink>
    ) : (
      <RouterLink to="/account">Go to your account</RouterLink>
    )
  ) : (
    <RouterLink to={withRedirect(paths.signIn, continueTo)}>Sign in</RouterLink>
  );

  if (error) {
    const { title, detail } = errorFor(error);
    return (
      <Alert color="red" title={title}>
        <Stack gap="xs">
          <Text size="sm">{detail}</Text>
          <Group gap="md">
            {next}
            {error === "user_not_found" && <RouterLink to="/sign-up">Sign up</RouterLink>}
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Alert color="teal" title="Your email is verified" role="status">
      <Stack gap="xs">
        <Text size="sm">Thanks for confirming your address.</Text>
        {next}
      </Stack>
    </Alert>
  );
}
