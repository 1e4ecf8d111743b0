import { Avatar, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { i18n } from "../../../i18n/i18n";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { validateEmail } from "../../../lib/validators";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { BrandHeading, BrandSupport } from "../../branding/components/brand-heading";
import { BrandProvider, BrandReady } from "../../branding/components/brand-provider";
import { PageLanguage } from "../../checkout/components/page-language";
import { useOrganizationData } from "../hooks/use-portal-organizations";
import { authenticatePortalCode, requestPortalCode } from "../hooks/use-portal-sign-in";
import { rememberCustomerSessionToken } from "../lib/portal-client";

/** Six letters and digits; spaces and dashes are forgiven, as the server forgives them. */
const validateCode = (value: string) =>
  /^[A-Za-z0-9]{6}$/.test(value.replace(/[\s-]/g, "")) ? null : i18n.t("portal:signIn.codeInvalid");

function EmailStep({
  organizationId,
  initialEmail,
  onSent,
}: {
  organizationId: string;
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation("portal");
  const request = useV1Form({
    initialValues: { email: initialEmail },
    validate: { email: validateEmail },
    request: ({ email }) => requestPortalCode(email.trim(), organizationId),
    onSuccess: (_data, { email }) => onSent(email.trim()),
  });
  return (
    <form onSubmit={request.onSubmit} noValidate>
      <Stack>
        <FormAlert error={request.formError} title={t("signIn.sendFailed")} onClose={request.clearFormError} />
        <TextInput
          label={t("signIn.email")}
          description={t("signIn.emailHint")}
          type="email"
          autoComplete="email"
          required
          {...request.form.getInputProps("email")}
        />
        <Button type="submit" loading={request.submitting} fullWidth>
          {t("signIn.emailMe")}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation("portal");
  const navigate = useNavigate();
  const verify = useV1Form({
    initialValues: { code: "" },
    validate: { code: validateCode },
    request: ({ code }) => authenticatePortalCode(code),
    onSuccess: (token) => {
      rememberCustomerSessionToken(token);
      void navigate(paths.portal, { replace: true });
    },
  });
  return (
    <form onSubmit={verify.onSubmit} noValidate>
      <Stack>
        <FormAlert error={verify.formError} title={t("signIn.failed")} onClose={verify.clearFormError} />
        <Text size="sm" role="status">
          {t("signIn.codeSent", { email })}
        </Text>
        <TextInput
          label={t("signIn.code")}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...verify.form.getInputProps("code")}
        />
        <Button type="submit" loading={verify.submitting} fullWidth>
          {t("signIn.open")}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t("signIn.sendNew")}
        </Button>
      </Stack>
    </form>
  );
}

interface PortalSignInProps {
  organizationSlug: string;
  initialEmail: string;
  codeSent: boolean;
}

/**
 * `/portal/:organizationSlug`: a buyer signs in to one seller's customer portal with a code sent
 * to the address they bought with, no account needed (Polar's customer session by email), in the
 * seller's brand.
 */
export function PortalSignIn(props: PortalSignInProps) {
  return (
    <BrandProvider source={{ organizationSlug: props.organizationSlug }} applyColorScheme={false}>
      <BrandReady>
        <SellerPortalSignIn {...props} />
      </BrandReady>
    </BrandProvider>
  );
}

function SellerPortalSignIn({ organizationSlug, initialEmail, codeSent }: PortalSignInProps) {
  const organization = useOrganizationData(organizationSlug);
  const name = organization.data?.organization.name;
  const { t } = useTranslation("portal");
  usePageTitle(name ? t("signIn.pageTitleNamed", { name }) : t("signIn.pageTitle"));
  // From the code mail's link the code is what is asked for; otherwise the address (filled in when known).
  const [sentTo, setSentTo] = useState<string | null>(codeSent && initialEmail ? initialEmail : null);
  return (
    <Container size={440} py="xl">
      <QueryState
        isPending={organization.isPending}
        error={organization.error}
        onRetry={() => void organization.refetch()}
        loadingLabel={t("signIn.loadingSeller")}
        errorTitle={t("signIn.notFound")}
      >
        {organization.data && (
          <Stack gap="md">
            <BrandHeading
              fallback={
                <Group gap="sm">
                  <Avatar src={organization.data.organization.avatar_url} alt="" radius="md">
                    {organization.data.organization.name.slice(0, 1)}
                  </Avatar>
                  <Text fw={600}>{organization.data.organization.name}</Text>
                </Group>
              }
            />
            <Title order={1} size="h2">
              {t("signIn.title")}
            </Title>
            <Text>{t("signIn.intro")}</Text>
            <Paper withBorder shadow="sm" p="lg" radius="md">
              {sentTo === null ? (
                <EmailStep
                  organizationId={organization.data.organization.id}
                  initialEmail={initialEmail}
                  onSent={setSentTo}
                />
              ) : (
                <CodeStep email={sentTo} onBack={() => setSentTo(null)} />
              )}
            </Paper>
            <BrandSupport />
          </Stack>
        )}
      </QueryState>
      <PageLanguage />
    </Container>
  );
}
