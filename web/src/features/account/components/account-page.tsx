import { Box, Group, NavLink, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import type { AuthSession } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { NewDeviceAlertsSection } from "../../new-device/components/new-device-alerts-section";
import { PasskeysSection } from "../../passkeys/components/passkeys-section";
import { TwoFactorSection } from "../../two-factor/components/two-factor-section";
import { AccountSection } from "./account-section";
import { ChangeEmailForm } from "./change-email-form";
import { DeleteAccount } from "./delete-account";
import { DownloadMyData } from "./download-my-data";
import { EmailVerificationStatus, VerifiedBadge } from "./email-verification-status";
import { GettingStarted } from "./getting-started";
import { LanguageSetting } from "./language-setting";
import { LinkedAccounts } from "./linked-accounts";
import { PasswordSection } from "./password-section";
import { ProfileForm } from "./profile-form";
import { SessionsList } from "./sessions-list";

const SECTIONS = [
  { id: "profile", label: "nav.profile" },
  { id: "language", label: "nav.language" },
  { id: "email", label: "nav.email" },
  { id: "password", label: "nav.password" },
  { id: "two-factor", label: "nav.twoFactor" },
  { id: "passkeys", label: "nav.passkeys" },
  { id: "sessions", label: "nav.sessions" },
  { id: "linked-accounts", label: "nav.linkedAccounts" },
  { id: "api-keys", label: "nav.apiKeys" },
  { id: "download-my-data", label: "nav.downloadMyData" },
  { id: "delete-account", label: "nav.deleteAccount" },
] as const;

interface AccountPageProps {
  session: AuthSession;
}

export function AccountPage({ session }: AccountPageProps) {
  const { t } = useTranslation("account");
  const { user } = session;

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box
        component="nav"
        aria-label={t("page.navLabel")}
        w={200}
        visibleFrom="sm"
        style={{ position: "sticky", top: 80 }}
      >
        {SECTIONS.map((section) => (
          <NavLink key={section.id} href={`#${section.id}`} label={t(section.label)} />
        ))}
      </Box>
      <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap={4}>
          <Title order={1}>{t("page.title")}</Title>
          <Group gap="xs">
            <Text c="dimmed">{t("page.signedInAs", { name: user.name, email: user.email })}</Text>
            <VerifiedBadge verified={user.emailVerified} />
          </Group>
        </Stack>
        <GettingStarted user={user} />
        <AccountSection id="profile" title={t("sections.profileTitle")} description={t("sections.profileDescription")}>
          {/* Keyed so the form re-initialises when the user changes. */}
          <ProfileForm key={user.id} user={user} />
        </AccountSection>
        <AccountSection
          id="language"
          title={t("sections.languageTitle")}
          description={t("sections.languageDescription")}
        >
          <LanguageSetting user={user} />
        </AccountSection>
        <AccountSection id="email" title={t("sections.emailTitle")} description={t("sections.emailDescription")}>
          <EmailVerificationStatus user={user} />
          <ChangeEmailForm user={user} />
        </AccountSection>
        <PasswordSection />
        <TwoFactorSection user={user} />
        <PasskeysSection />
        <AccountSection
          id="sessions"
          title={t("sections.sessionsTitle")}
          description={t("sections.sessionsDescription")}
        >
          <SessionsList current={session.session} />
        </AccountSection>
        <NewDeviceAlertsSection />
        <AccountSection
          id="linked-accounts"
          title={t("sections.linkedAccountsTitle")}
          description={t("sections.linkedAccountsDescription")}
        >
          <LinkedAccounts />
        </AccountSection>
        <AccountSection id="api-keys" title={t("sections.apiKeysTitle")} description={t("sections.apiKeysDescription")}>
          <RouterLink to={paths.accountApiKeys}>{t("page.manageApiKeys")}</RouterLink>
        </AccountSection>
        <AccountSection
          id="download-my-data"
          title={t("sections.downloadMyDataTitle")}
          description={t("sections.downloadMyDataDescription")}
        >
          <DownloadMyData />
        </AccountSection>
        <AccountSection
          id="delete-account"
          title={t("sections.deleteAccountTitle")}
          description={t("sections.deleteAccountDescription")}
          danger
        >
          <DeleteAccount />
        </AccountSection>
      </Stack>
    </Group>
  );
}
