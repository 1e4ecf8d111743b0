import { ActionIcon, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { randomId } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { notifySuccess } from "../../../lib/notify";
import { allows } from "../../../lib/permissions";
import { validateImageUrl } from "../../../lib/validators";
import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { useMemberPermissions } from "../../organizations/hooks/use-member-permissions";
import {
  updateBillingOrganization,
  useBillingOrganization,
  useRefreshBillingOrganization,
} from "../hooks/use-billing-organization";
import { type BillingOrganization, PRORATION_BEHAVIORS, SOCIAL_PLATFORMS, type SocialPlatform } from "../lib/types";
import { StripeAccountCard } from "./stripe-account-card";

/** Brand names, the same in every language; "other" is named by the catalog. */
const PLATFORM_NAMES: Record<Exclude<SocialPlatform, "other">, string> = {
  x: "X",
  github: "GitHub",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
};

export function BillingSettingsSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-settings");
  const organization = useBillingOrganization(billing.organizationId);
  // Connecting the payment account takes its own permission on top of the seller settings' write.
  const permissions = useMemberPermissions(billing.organizationId);
  const connectsPaymentAccount =
    billing.can.organizations.write && allows(permissions.data?.permissions ?? {}, "paymentAccount", "write");
  return (
    <QueryState
      isPending={organization.isPending}
      error={organization.error}
      onRetry={() => void organization.refetch()}
      loadingLabel={t("section.loading")}
      errorTitle={t("section.loadError")}
    >
      {organization.data && (
        <Stack gap="lg">
          <SettingsForm organization={organization.data} canEdit={billing.can.organizations.write} />
          <StripeAccountCard organizationId={billing.organizationId} canEdit={connectsPaymentAccount} />
        </Stack>
      )}
    </QueryState>
  );
}

interface SettingsValues extends Record<string, unknown> {
  email: string;
  website: string;
  /** ISO 4217 code as typed; sent lowercase. */
  default_presentment_currency: string;
  /** `rowKey`: the row's identity while it is edited (its React key); never sent. */
  socials: { rowKey: string; platform: SocialPlatform; url: string }[];
  subscription_settings: BillingOrganization["subscription_settings"];
  notification_settings: BillingOrganization["notification_settings"];
  customer_email_settings: BillingOrganization["customer_email_settings"];
}

/** The customer mails Gatehouse sends, by Polar's setting key, with the catalog's name for each. */
const CUSTOMER_EMAILS = [
  ["order_confirmation", "customerEmails.orderConfirmation"],
  ["subscription_confirmation", "customerEmails.subscriptionConfirmation"],
  ["subscription_cycled", "customerEmails.subscriptionCycled"],
  ["subscription_past_due", "customerEmails.subscriptionPastDue"],
  ["subscription_trial_conversion_reminder", "customerEmails.subscriptionTrialConversionReminder"],
  ["subscription_cancellation", "customerEmails.subscriptionCancellation"],
  ["subscription_uncanceled", "customerEmails.subscriptionUncanceled"],
  ["subscription_revoked", "customerEmails.subscriptionRevoked"],
] as const satisfies ReadonlyArray<readonly [keyof BillingOrganization["customer_email_settings"], string]>;

function SettingsForm({ organization, canEdit }: { organization: BillingOrganization; canEdit: boolean }) {
  const { t } = useTranslation("billing-settings");
  const refresh = useRefreshBillingOrganization(organization.id);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<SettingsValues, BillingOrganization>({
    initialValues: {
      email: organization.email ?? "",
      website: organization.website ?? "",
      default_presentment_currency: organization.default_presentment_currency.toUpperCase(),
      socials: organization.socials.map((social) => ({ ...social, rowKey: randomId() })),
      subscription_settings: {
        allow_multiple_subscriptions: organization.subscription_settings.allow_multiple_subscriptions,
        allow_customer_updates: organization.subscription_settings.allow_customer_updates,
        proration_behavior: organization.subscription_settings.proration_behavior,
      },
      notification_settings: { ...organization.notification_settings },
      customer_email_settings: { ...organization.customer_email_settings },
    },
    validate: {
      website: validateImageUrl,
      default_presentment_currency: (value: string) =>
        /^[a-z]{3}$/i.test(value.trim()) ? null : t("currency.invalid"),
      socials: { url: (value: string) => (value.trim() ? validateImageUrl(value) : t("socials.enterUrl")) },
    },
    request: (values) =>
      updateBillingOrganization(organization.id, {
        email: values.email.trim() || null,
        website: values.website.trim() || null,
        default_presentment_currency: values.default_presentment_currency.trim().toLowerCase(),
        socials: values.socials.map((social) => ({ platform: social.platform, url: social.url.trim() })),
        subscription_settings: values.subscription_settings,
        notification_settings: values.notification_settings,
        customer_email_settings: values.customer_email_settings,
      }),
    onSuccess: async (_data, values) => {
      notifySuccess(t("form.saved"));
      form.resetDirty(values);
      await refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("form.label")}>
      <Stack gap="lg">
        <FormAlert error={formError} title={t("form.saveError")} onClose={clearFormError} />
        <SectionCard title={t("profile.title")} description={t("profile.description")}>
          <TextInput
            label={t("profile.supportEmail")}
            type="email"
            placeholder="billing@example.com"
            readOnly={!canEdit}
            {...form.getInputProps("email")}
          />
          <TextInput
            label={t("profile.website")}
            type="url"
            placeholder="https://example.com"
            readOnly={!canEdit}
            {...form.getInputProps("website")}
          />
          <Stack gap="xs" role="group" aria-labelledby="socials-heading">
            <Text size="sm" fw={500} id="socials-heading">
              {t("socials.title")}
            </Text>
            {form.values.socials.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("socials.none")}
              </Text>
            )}
            {form.values.socials.map((social, index) => (
              <Group key={social.rowKey} gap="xs" align="flex-start" wrap="nowrap" data-testid="social-row">
                <NativeSelect
                  aria-label={t("socials.platform", { number: index + 1 })}
                  data={SOCIAL_PLATFORMS.map((value) => ({
                    value,
                    label: value === "other" ? t("socials.other") : PLATFORM_NAMES[value],
                  }))}
                  disabled={!canEdit}
                  {...form.getInputProps(`socials.${index}.platform`)}
                />
                <TextInput
                  aria-label={t("socials.url", { number: index + 1 })}
                  placeholder="https://"
                  readOnly={!canEdit}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`socials.${index}.url`)}
                />
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t("socials.remove", { number: index + 1 })}
                    onClick={() => form.removeListItem("socials", index)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {canEdit && (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => form.insertListItem("socials", { rowKey: randomId(), platform: "x", url: "" })}
                >
                  {t("socials.add")}
                </Button>
              </Group>
            )}
          </Stack>
        </SectionCard>
        <SectionCard title={t("currency.title")}>
          <TextInput
            label={t("currency.default")}
            description={t("currency.defaultDescription")}
            placeholder="USD"
            maxLength={3}
            w={{ base: "100%", xs: 240 }}
            readOnly={!canEdit}
            {...form.getInputProps("default_presentment_currency")}
          />
        </SectionCard>
        <SectionCard title={t("subscriptions.title")}>
          <Checkbox
            label={t("subscriptions.allowMultiple")}
            description={t("subscriptions.allowMultipleDescription")}
            disabled={!canEdit}
            {...form.getInputProps("subscription_settings.allow_multiple_subscriptions", { type: "checkbox" })}
          />
          <Checkbox
            label={t("subscriptions.allowUpdates")}
            description={t("subscriptions.allowUpdatesDescription")}
            disabled={!canEdit}
            {...form.getInputProps("subscription_settings.allow_customer_updates", { type: "checkbox" })}
          />
          <NativeSelect
            label={t("subscriptions.proration")}
            description={t("subscriptions.prorationDescription")}
            data={PRORATION_BEHAVIORS.map((value) => ({
              value,
              label: value === "prorate" ? t("subscriptions.prorate") : t("subscriptions.invoice"),
            }))}
            disabled={!canEdit}
            {...form.getInputProps("subscription_settings.proration_behavior")}
          />
        </SectionCard>
        <SectionCard title={t("customerEmails.title")} description={t("customerEmails.description")}>
          {CUSTOMER_EMAILS.map(([key, label]) => (
            <Checkbox
              key={key}
              label={t(label)}
              disabled={!canEdit}
              {...form.getInputProps(`customer_email_settings.${key}`, { type: "checkbox" })}
            />
          ))}
        </SectionCard>
        <SectionCard title={t("notifications.title")} description={t("notifications.description")}>
          <Checkbox
            label={t("notifications.newOrder")}
            disabled={!canEdit}
            {...form.getInputProps("notification_settings.new_order", { type: "checkbox" })}
          />
          <Checkbox
            label={t("notifications.newSubscription")}
            disabled={!canEdit}
            {...form.getInputProps("notification_settings.new_subscription", { type: "checkbox" })}
          />
        </SectionCard>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t("form.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
