import { Button, Code, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormAlert } from "../../../components/form-alert";
import { messageOf, RequestError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { type SsoMemberRole, type SsoProviderRegistration, useRegisterSsoProvider } from "../hooks/use-sso-providers";
import { MEMBER_ROLE_OPTIONS, oidcRedirectUri, samlEntityId } from "../lib/sso-urls";

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
        /^[a-z0-9][a-z0-9-]{1,38}$/.test(value.trim()) ? null : "2 to 39 lowercase letters, digits and dashes",
      domain: (value) => (/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value.trim()) ? null : "A domain such as example.com"),
      issuer: onlyFor("oidc", required("The provider's issuer URL")),
      clientId: onlyFor("oidc", required("The client ID the provider gave you")),
      clientSecret: onlyFor("oidc", required("The client secret the provider gave you")),
      entryPoint: onlyFor("saml", required("The provider's single sign-on URL")),
      metadata: (value, values) =>
        values.protocol === "saml" && !value.trim() && !values.metadataUrl.trim()
          ? "Give the provider's metadata URL, or paste its XML"
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
        notifySuccess("Identity provider added", "Publish the DNS record shown to verify the domain.");
        form.reset();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add an identity provider">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Protocol"
          data={[
            { value: "oidc", label: "OpenID Connect" },
            { value: "saml", label: "SAML 2.0" },
          ]}
          {...form.getInputProps("protocol")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Provider ID"
            description="Names it in URLs, e.g. acme-okta"
            required
            {...form.getInputProps("providerId")}
          />
          <TextInput
            label="Email domain"
            description="People at this domain sign in here"
            required
            {...form.getInputProps("domain")}
          />
        </Group>
        {protocol === "oidc" ? (
          <>
            <Text size="sm">
              Register this redirect URI at your provider:{" "}
              <Code style={{ overflowWrap: "anywhere" }}>{oidcRedirectUri(providerId.trim() || "<provider-id>")}</Code>
            </Text>
            <TextInput
              label="Issuer URL"
              placeholder="https://login.example.com"
              required
              {...form.getInputProps("issuer")}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label="Client ID" required {...form.getInputProps("clientId")} />
              <TextInput
                label="Client secret"
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
              Your provider needs Gatehouse's metadata:{" "}
              <Code style={{ overflowWrap: "anywhere" }}>{samlEntityId(providerId.trim() || "<provider-id>")}</Code>
            </Text>
            <TextInput
              label="Single sign-on URL"
              placeholder="https://idp.example.com/sso"
              required
              {...form.getInputProps("entryPoint")}
            />
            <TextInput
              label="Identity provider metadata URL"
              description="Gatehouse fetches it once, when you add the provider"
              placeholder="https://idp.example.com/metadata"
              {...form.getInputProps("metadataUrl")}
            />
            <Textarea
              label="…or its metadata (XML)"
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps("metadata")}
            />
          </>
        )}
        <Select
          label="Role of people who join by signing in"
          data={MEMBER_ROLE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("defaultRole")}
        />
        <FormAlert
          error={
            register.error && !isMetadataUrlRefusal(register.error)
              ? { status: 0, message: messageOf(register.error) }
              : null
          }
          title="Could not add the identity provider"
        />
        <Group>
          <Button type="submit" loading={register.isPending}>
            Add identity provider
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
