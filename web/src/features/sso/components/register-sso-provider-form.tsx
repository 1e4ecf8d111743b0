import { Button, Code, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Trans, useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf, RequestError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { type SsoMemberRole, type SsoProviderRegistration, useRegisterSsoProvider } from "../hooks/use-sso-providers";
import { memberRoleOptions, oidcRedirectUri, samlEntityId } from "../lib/sso-urls";

type Protocol = "oidc" | "saml";
type Values = {
  protocol: Protocol;
  providerId: string;
  domain: string;
  defaultRole: SsoMemberRole;
  issuer: string;
  clientId: string;
  clientSecret: string;
  entryPoint: string;
  metadataUrl: string;
  metadata: string;
};

const required = (what: string) => (value: string) => (value.trim() ? null : what);
const onlyFor = (protocol: Protocol, check: (value: string) => string | null) => (value: string, values: Values) =>
  values.protocol === protocol ? check(value) : null;

const isMetadataUrlRefusal = (error: unknown): error is RequestError =>
  error instanceof RequestError && error.code === "INVALID_SAML_METADATA_URL";

function registrationOf(values: Values, organizationId: string): SsoProviderRegistration {
  const common = {
    providerId: values.providerId.trim(),
    domain: values.domain.trim().toLowerCase(),
    organizationId,
    defaultRole: values.defaultRole,
  };
  if (values.protocol === "oidc")
    return {
      ...common,
      issuer: values.issuer.trim(),
      oidcConfig: { clientId: values.clientId.trim(), clientSecret: values.clientSecret },
    };
  return {
    ...common,
    issuer: samlEntityId(common.providerId),
    samlConfig: {
      entryPoint: values.entryPoint.trim(),
      // A URL when given (Gatehouse fetches it), else the pasted XML.
      idpMetadata: values.metadataUrl.trim()
        ? { metadataUrl: values.metadataUrl.trim() }
        : { metadata: values.metadata.trim() },
      wantAssertionsSigned: true,
      callbackUrl: "/account",
    },
  };
}

/** Registers the organization's identity provider, OIDC or SAML 2.0, for an email domain. */
export function RegisterSsoProviderForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("sso");
  const register = useRegisterSsoProvider(organizationId);
  const form = useForm<Values>({
    initialValues: {
      protocol: "oidc",
      providerId: "",
      domain: "",
      defaultRole: "member",
      issuer: "",
      clientId: "",
      clientSecret: "",
      entryPoint: "",
      metadataUrl: "",
      metadata: "",
    },
    validate: {
      providerId: (value) =>
        /^[a-z0-9][a-z0-9-]{1,38}$/.test(value.trim()) ? null : t("registerForm.invalidProviderId"),
      domain: (value) => (/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value.trim()) ? null : t("registerForm.invalidDomain")),
      issuer: onlyFor("oidc", required(t("registerForm.issuerRequired"))),
      clientId: onlyFor("oidc", required(t("registerForm.clientIdRequired"))),
      clientSecret: onlyFor("oidc", required(t("registerForm.clientSecretRequired"))),
      entryPoint: onlyFor("saml", required(t("registerForm.entryPointRequired"))),
      metadata: (value, values) =>
        values.protocol === "saml" && !value.trim() && !values.metadataUrl.trim()
          ? t("registerForm.metadataRequired")
          : null,
    },
  });
  const { protocol, providerId } = form.getValues();
  const submit = form.onSubmit((values) =>
    register.mutate(registrationOf(values, organizationId), {
      // A metadata URL Gatehouse could not use is that field's error.
      onError: (error) => {
        if (isMetadataUrlRefusal(error)) form.setFieldError("metadataUrl", error.message);
      },
      onSuccess: () => {
        notifySuccess(t("registerForm.added"), t("registerForm.addedMessage"));
        form.reset();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("registerForm.label")}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t("registerForm.protocol")}
          data={[
            { value: "oidc", label: "OpenID Connect" },
            { value: "saml", label: "SAML 2.0" },
          ]}
          {...form.getInputProps("protocol")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t("registerForm.providerId")}
            description={t("registerForm.providerIdDescription")}
            required
            {...form.getInputProps("providerId")}
          />
          <TextInput
            label={t("registerForm.domain")}
            description={t("registerForm.domainDescription")}
            required
            {...form.getInputProps("domain")}
          />
        </Group>
        {protocol === "oidc" ? (
          <>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="registerForm.redirectUri"
                values={{ uri: oidcRedirectUri(providerId.trim() || "<provider-id>") }}
                components={{ code: <Code style={{ overflowWrap: "anywhere" }} /> }}
              />
            </Text>
            <TextInput
              label={t("registerForm.issuer")}
              placeholder="https://login.example.com"
              required
              {...form.getInputProps("issuer")}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label={t("registerForm.clientId")} required {...form.getInputProps("clientId")} />
              <TextInput
                label={t("registerForm.clientSecret")}
                type="password"
                autoComplete="off"
                required
                {...form.getInputProps("clientSecret")}
              />
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="registerForm.samlMetadata"
                values={{ uri: samlEntityId(providerId.trim() || "<provider-id>") }}
                components={{ code: <Code style={{ overflowWrap: "anywhere" }} /> }}
              />
            </Text>
            <TextInput
              label={t("registerForm.entryPoint")}
              placeholder="https://idp.example.com/sso"
              required
              {...form.getInputProps("entryPoint")}
            />
            <TextInput
              label={t("registerForm.metadataUrl")}
              description={t("registerForm.metadataUrlDescription")}
              placeholder="https://idp.example.com/metadata"
              {...form.getInputProps("metadataUrl")}
            />
            <Textarea
              label={t("registerForm.metadata")}
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps("metadata")}
            />
          </>
        )}
        <Select
          label={t("defaultRole")}
          data={memberRoleOptions()}
          allowDeselect={false}
          {...form.getInputProps("defaultRole")}
        />
        <FormAlert
          error={
            register.error && !isMetadataUrlRefusal(register.error)
              ? { status: 0, message: messageOf(register.error) }
              : null
          }
          title={t("registerForm.error")}
        />
        <Group>
          <Button type="submit" loading={register.isPending}>
            {t("registerForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
