import { Box, Group, NavLink, Stack, Text, Title } from "@mantine/core";
import { RouterLink } from "../../../components/router-link";
import type { AuthSession } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { PasskeysSection } from "../../passkeys/components/passkeys-section";
import { TwoFactorSection } from "../../two-factor/components/two-factor-section";
import { AccountSection } from "./account-section";
import { ChangeEmailForm } from "./change-email-form";
import { DeleteAccount } from "./delete-account";
import { DownloadMyData } from "./download-my-data";
import { EmailVerificationStatus, VerifiedBadge } from "./email-verification-status";
import { GettingStarted } from "./getting-started";
import { LinkedAccounts } from "./linked-accounts";
import { PasswordSection } from "./password-section";
import { ProfileForm } from "./profile-form";
import { SessionsList } from "./sessions-list";

const SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "email", label: "Email address" },
  { id: "password", label: "Password" },
  { id: "two-factor", label: "Two-factor" },
  { id: "passkeys", label: "Passkeys" },
  { id: "sessions", label: "Active sessions" },
  { id: "linked-accounts", label: "Linked accounts" },
  { id: "api-keys", label: "API keys" },
  { id: "download-my-data", label: "Download my data" },
  { id: "delete-account", label: "Delete account" },
] as const;

interface AccountPageProps {
  session: AuthSession;
}

export function AccountPage({ session }: AccountPageProps) {
  const { user } = session;

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box
        component="nav"
        aria-label="Account sections"
        w={200}
        visibleFrom="sm"
        style={{ position: "sticky", top: 80 }}
      >
        {SECTIONS.map((section) => (
          <NavLink key={section.id} href={`#${section.id}`} label={section.label} />
        ))}
      </Box>
      <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap={4}>
          <Title order={1}>Your account</Title>
          <Group gap="xs">
            <Text c="dimmed">
              Signed in as {user.name} ({user.email})
            </Text>
            <VerifiedBadge verified={user.emailVerified} />
          </Group>
        </Stack>
        <GettingStarted user={user} />
        <AccountSection id="profile" title="Profile" description="How you appear to others.">
          {/* Keyed so the form re-initialises when the user changes. */}
          <ProfileForm key={user.id} user={user} />
        </AccountSection>
        <AccountSection
          id="email"
          title="Email address"
          description="The address you sign in with and receive mail at."
        >
          <EmailVerificationStatus user={user} />
          <ChangeEmailForm user={user} />
        </AccountSection>
        <PasswordSection />
        <TwoFactorSection user={user} />
        <PasskeysSection />
        <AccountSection id="sessions" title="Active sessions" description="Devices where you are signed in.">
          <SessionsList current={session.session} />
        </AccountSection>
        <AccountSection id="linked-accounts" title="Linked accounts" description="Ways you can sign in to Gatehouse.">
          <LinkedAccounts />
        </AccountSection>
        <AccountSection id="api-keys" title="API keys" description="Keys that let scripts and services act as you.">
          <RouterLink to={paths.accountApiKeys}>Manage your API keys</RouterLink>
        </AccountSection>
        <AccountSection
          id="download-my-data"
          title="Download my data"
          description="A copy of what Gatehouse holds about you, to keep or to take elsewhere."
        >
          <DownloadMyData />
        </AccountSection>
        <AccountSection
          id="delete-account"
          title="Delete account"
          description="Deletes your user, sessions and linked accounts for good."
          danger
        >
          <DeleteAccount />
        </AccountSection>
      </Stack>
    </Group>
  );
}
