import { Alert, Center, Loader, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSignupPolicy } from "../hooks/use-signup-policy";
import { WaitlistForm } from "./waitlist-form";

interface SignUpGateProps {
  /** The sign-up form, shown whenever this visitor may use it. */
  children: ReactNode;
  /** Arrived by the link of a waitlist approval (`?approved=1`): the form, whatever the policy. */
  approved: boolean;
  /** Arrived from an invitation: the form, whatever the policy (the invitation lets the address in). */
  invited: boolean;
  /** The address the approval mail named, for the waitlist form. */
  email: string;
}

/**
 * What the sign-up page offers under the sign-up policy: the form when sign-up is open (or the
 * visitor was approved or invited), the form under a notice when it is by invitation only, and
 * the waitlist form when it is by waitlist. The server decides either way; a policy that cannot
 * be read leaves the form, whose refusal then says why.
 */
export function SignUpGate({ children, approved, invited, email }: SignUpGateProps) {
  const { t } = useTranslation("signup-policy");
  const policy = useSignupPolicy();
  if (policy.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t("gate.loading")} />
      </Center>
    );
  }
  if (approved) {
    return (
      <Stack>
        <Alert color="teal" title={t("gate.approvedTitle")}>
          {t("gate.approvedBody")}
        </Alert>
        {children}
      </Stack>
    );
  }
  if (policy.data === "waitlist" && !invited) return <WaitlistForm initialEmail={email} />;
  if (policy.data === "invite_only" && !invited) {
    return (
      <Stack>
        <Alert color="blue" title={t("gate.inviteOnlyTitle")}>
          {t("gate.inviteOnlyBody")}
        </Alert>
        {children}
      </Stack>
    );
  }
  return <>{children}</>;
}
