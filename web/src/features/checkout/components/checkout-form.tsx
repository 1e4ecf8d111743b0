import {
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { COUNTRY_OPTIONS } from "../../billing/lib/countries";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { V1Error } from "../../billing/lib/v1-client";
import { formatAmount } from "../../billing-products/lib/types";
import {
  confirmCheckout,
  createTestCardToken,
  updateCheckout,
  useReloadCheckout,
  useStoreCheckout,
} from "../hooks/use-checkout";
import {
  ADDRESS_LABELS,
  addressOf,
  type CheckoutFormValues,
  cardOf,
  checkoutFieldOf,
  confirmBodyOf,
  initialCheckoutValues,
  needsCard,
  parseExpiry,
  sortedCustomFields,
  toMinor,
} from "../lib/checkout-form";
import {
  ADDRESS_FIELDS,
  type CheckoutAttachedCustomField,
  type CheckoutPublic,
  type CheckoutUpdate,
  needsAuthentication,
  TEST_CARDS,
} from "../lib/types";
import { AuthenticationModal } from "./authentication-modal";

export const confirmationPath = (clientSecret: string) => `/checkout/${encodeURIComponent(clientSecret)}/confirmation`;

/** A V1Error that is not a 422: the server's `detail` (e.g. a card decline). */
function messageOfError(error: unknown): string {
  if (error instanceof V1Error && error.validation.length > 0)
    return error.validation.map((item) => item.msg).join("; ");
  return error instanceof Error ? error.message : "Something went wrong";
}

interface CheckoutFormProps {
  checkout: CheckoutPublic;
}

/** The buyer's side: who they are, what they pay, the card; PATCHes keep the summary current. */
export function CheckoutForm({ checkout }: CheckoutFormProps) {
  const secret = checkout.client_secret;
  const navigate = useNavigate();
  const store = useStoreCheckout(secret);
  const reload = useReloadCheckout(secret);
  const [authenticating, setAuthenticating] = useState(needsAuthentication(checkout));
  const [applyingCode, setApplyingCode] = useState(false);
  const card = needsCard(checkout);
  const customPrice = checkout.product_price?.amount_type === "custom" ? checkout.product_price : null;
  const modes = checkout.billing_address_fields;
  const latest = useRef(checkout);
  latest.current = checkout;

  const finish = (result: CheckoutPublic) => {
    store(result);
    if (needsAuthentication(result)) setAuthenticating(true);
    else void navigate(confirmationPath(secret));
  };

  const v1form = useV1Form<CheckoutFormValues, CheckoutPublic | null>({
    initialValues: initialCheckoutValues(checkout),
    validate: {
      customer_email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : "Enter your email address"),
      amount: (value) => {
        if (!customPrice) return null;
        const minor = toMinor(value);
        if (minor === null) return "Enter an amount";
        if (minor < customPrice.minimum_amount)
          return `At least ${formatAmount(customPrice.minimum_amount, checkout.currency)}`;
        if (customPrice.maximum_amount !== null && minor > customPrice.maximum_amount)
          return `At most ${formatAmount(customPrice.maximum_amount, checkout.currency)}`;
        return null;
      },
      // Which address fields are required depends on the country (the server answers after each PATCH).
      customer_billing_address: Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [
          field,
          (value: string) =>
            latest.current.billing_address_fields[field] === "required" && value.trim() === ""
              ? `${ADDRESS_LABELS[field]} is required`
              : null,
        ]),
      ),
      customer_billing_name: (value, values) =>
        values.is_business_customer && value.trim() === "" ? "Enter the business name" : null,
      custom_field_data: Object.fromEntries(
        sortedCustomFields(checkout)
          .filter((attached) => attached.required)
          .map(({ custom_field: field }) => [
            field.slug,
            (value: string | boolean) =>
              value === "" || value === false ? `${field.properties.form_label || field.name} is required` : null,
          ]),
      ),
      card_number: (value) => (card && value.replace(/[\s-]/g, "").length < 12 ? "Enter a card number" : null),
      card_expiry: (value) => (card && !parseExpiry(value) ? "Enter the expiry as MM / YY" : null),
      card_cvc: (value) => (card && !/^\d{3,4}$/.test(value.trim()) ? "Enter the 3 or 4 digit CVC" : null),
    },
    fieldOf: (loc) => checkoutFieldOf(loc),
    request: async (values) => {
      const body = confirmBodyOf(values, checkout);
      if (card) {
        const input = cardOf(values);
        if (!input) return null;
        const token = await createTestCardToken(secret, input);
        body.confirmation_token_id = token.id;
      }
      try {
        return await confirmCheckout(secret, body);
      } catch (error) {
        // A declined card (400 PaymentError): the message belongs to the card, the checkout stays payable.
        if (error instanceof V1Error && error.validation.length === 0 && error.status === 400 && card) {
          v1form.form.setFieldError("card_number", error.message);
          return null;
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result) finish(result);
    },
  });
  const { form } = v1form;

  /** A PATCH whose answer refreshes the summary; its errors land on their inputs, else on `fallbackField`. */
  const patch = async (input: CheckoutUpdate, fallbackField: string): Promise<boolean> => {
    try {
      store(await updateCheckout(secret, input));
      return true;
    } catch (error) {
      if (error instanceof V1Error && error.validation.length > 0) {
        for (const item of error.validation) {
          const loc = item.loc[0] === "body" ? item.loc.slice(1) : item.loc;
          const field = checkoutFieldOf(loc) ?? (loc.length > 0 ? loc.join(".") : fallbackField);
          form.setFieldError(field in form.values || field.includes(".") ? field : fallbackField, item.msg);
        }
      } else {
        form.setFieldError(fallbackField, messageOfError(error));
      }
      return false;
    }
  };

  const applyCode = async () => {
    const code = form.values.discount_code.trim();
    if (!code) {
      form.setFieldError("discount_code", "Enter a discount code");
      return;
    }
    setApplyingCode(true);
    try {
      await patch({ discount_code: code }, "discount_code");
    } finally {
      setApplyingCode(false);
    }
  };

  const removeCode = async () => {
    setApplyingCode(true);
    try {
      if (await patch({ discount_code: null }, "discount_code")) form.setFieldValue("discount_code", "");
    } finally {
      setApplyingCode(false);
    }
  };

  const patchAmount = () => {
    if (!customPrice || form.validateField("amount").hasError) return;
    const minor = toMinor(form.values.amount);
    if (minor !== null && minor !== checkout.amount) void patch({ amount: minor }, "amount");
  };

  const patchAddress = (country: string) => {
    form.setFieldValue("customer_billing_address.country", country);
    const values: CheckoutFormValues = {
      ...form.values,
      customer_billing_address: { ...form.values.customer_billing_address, country },
    };
    void patch({ customer_billing_address: addressOf(values, checkout) }, "customer_billing_address.country");
  };

  const trial = checkout.active_trial_interval !== null;
  const payLabel = trial
    ? "Start trial"
    : card
      ? `Pay ${formatAmount(checkout.total_amount, checkout.currency)}`
      : checkout.is_payment_required
        ? "Confirm"
        : "Get it for free";

  return (
    <>
      <form onSubmit={v1form.onSubmit} noValidate aria-label="Checkout">
        <Stack gap="md">
          <FormAlert error={v1form.formError} title="The payment did not go through" onClose={v1form.clearFormError} />

          {customPrice && (
            <TextInput
              label={`Amount (${checkout.currency.toUpperCase()})`}
              description={`Pay what you want: at least ${formatAmount(customPrice.minimum_amount, checkout.currency)}${
                customPrice.maximum_amount !== null
                  ? `, at most ${formatAmount(customPrice.maximum_amount, checkout.currency)}`
                  : ""
              }`}
              inputMode="decimal"
              required
              {...form.getInputProps("amount")}
              onBlur={patchAmount}
            />
          )}

          <Title order={2} size="h4">
            Contact
          </Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps("customer_email")}
          />
          <TextInput label="Name" autoComplete="name" {...form.getInputProps("customer_name")} />

          {checkout.allow_discount_codes && checkout.is_discount_applicable !== false && (
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label="Discount code"
                style={{ flex: 1 }}
                disabled={Boolean(checkout.discount)}
                {...form.getInputProps("discount_code")}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void applyCode();
                  }
                }}
              />
              {checkout.discount ? (
                <Button variant="default" mt={25} loading={applyingCode} onClick={() => void removeCode()}>
                  Remove code
                </Button>
              ) : (
                <Button variant="default" mt={25} loading={applyingCode} onClick={() => void applyCode()}>
                  Apply code
                </Button>
              )}
            </Group>
          )}

          {ADDRESS_FIELDS.some((field) => modes[field] !== "disabled") && (
            <>
              <Title order={2} size="h4">
                Billing address
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {ADDRESS_FIELDS.filter((field) => modes[field] !== "disabled").map((field) =>
                  field === "country" ? (
                    <NativeSelect
                      key={field}
                      label={ADDRESS_LABELS[field]}
                      required={modes[field] === "required"}
                      data={[{ value: "", label: "Choose a country" }, ...COUNTRY_OPTIONS]}
                      {...form.getInputProps("customer_billing_address.country")}
                      onChange={(event) => patchAddress(event.currentTarget.value)}
                    />
                  ) : (
                    <TextInput
                      key={field}
                      label={ADDRESS_LABELS[field]}
                      required={modes[field] === "required"}
                      {...form.getInputProps(`customer_billing_address.${field}`)}
                    />
                  ),
                )}
              </SimpleGrid>
            </>
          )}

          <Checkbox
            label="I'm purchasing as a business"
            {...form.getInputProps("is_business_customer", { type: "checkbox" })}
          />
          {form.values.is_business_customer && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Business name" required {...form.getInputProps("customer_billing_name")} />
              <TextInput
                label="Tax ID"
                description="VAT or other tax number"
                {...form.getInputProps("customer_tax_id")}
              />
            </SimpleGrid>
          )}

          {sortedCustomFields(checkout).length > 0 && (
            <>
              <Title order={2} size="h4">
                Additional information
              </Title>
              {sortedCustomFields(checkout).map((attached) => (
                <CustomFieldInput key={attached.custom_field_id} attached={attached} form={form} />
              ))}
            </>
          )}

          {card && (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    Card
                  </Title>
                  <Badge color="orange" variant="light">
                    Test mode
                  </Badge>
                </Group>
                <TextInput
                  label="Card number"
                  autoComplete="cc-number"
                  inputMode="numeric"
                  placeholder="4242 4242 4242 4242"
                  required
                  {...form.getInputProps("card_number")}
                />
                <SimpleGrid cols={2}>
                  <TextInput
                    label="Expiry (MM / YY)"
                    autoComplete="cc-exp"
                    placeholder="12 / 34"
                    required
                    {...form.getInputProps("card_expiry")}
                  />
                  <TextInput
                    label="CVC"
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    placeholder="123"
                    required
                    {...form.getInputProps("card_cvc")}
                  />
                </SimpleGrid>
                <div>
                  <Text size="xs" c="dimmed" id="test-cards-heading">
                    Test cards
                  </Text>
                  <Text size="xs" c="dimmed">
                    Use any future expiry date and any 3 digits as the security code.
                  </Text>
                  <List size="xs" aria-labelledby="test-cards-heading">
                    {TEST_CARDS.map((test) => (
                      <List.Item key={test.number}>
                        <Text span ff="monospace" size="xs">
                          {test.number}
                        </Text>{" "}
                        — {test.outcome}
                      </List.Item>
                    ))}
                  </List>
                </div>
              </Stack>
            </Paper>
          )}

          <Button type="submit" size="md" loading={v1form.submitting} disabled={authenticating}>
            {payLabel}
          </Button>
        </Stack>
      </form>
      <AuthenticationModal
        clientSecret={secret}
        opened={authenticating}
        onDone={(result) => {
          setAuthenticating(false);
          if ("checkout" in result && result.checkout.status !== "open") {
            finish(result.checkout);
            return;
          }
          if ("checkout" in result) store(result.checkout);
          else void reload();
          form.setFieldValue("card_number", "");
          form.setFieldError(
            "card_number",
            "error" in result ? messageOfError(result.error) : "Authentication failed. Try again or use another card.",
          );
        }}
      />
    </>
  );
}

function CustomFieldInput({
  attached,
  form,
}: {
  attached: CheckoutAttachedCustomField;
  form: ReturnType<typeof useV1Form<CheckoutFormValues, CheckoutPublic | null>>["form"];
}) {
  const field = attached.custom_field;
  const p = field.properties;
  const label = p.form_label || field.name;
  const path = `custom_field_data.${field.slug}`;
  const common = { label, description: p.form_help_text ?? undefined, required: attached.required };
  switch (field.type) {
    case "checkbox":
      return <Checkbox {...common} {...form.getInputProps(path, { type: "checkbox" })} />;
    case "select":
      return (
        <NativeSelect
          {...common}
          data={[{ value: "", label: p.form_placeholder || "Choose…" }, ...(p.options ?? [])]}
          {...form.getInputProps(path)}
        />
      );
    case "number":
      return (
        <TextInput
          {...common}
          type="number"
          min={p.ge ?? undefined}
          max={p.le ?? undefined}
          placeholder={p.form_placeholder ?? undefined}
          {...form.getInputProps(path)}
        />
      );
    case "date":
      return <TextInput {...common} type="date" {...form.getInputProps(path)} />;
    default:
      return p.textarea ? (
        <Textarea
          {...common}
          placeholder={p.form_placeholder ?? undefined}
          minLength={p.min_length ?? undefined}
          maxLength={p.max_length ?? undefined}
          {...form.getInputProps(path)}
        />
      ) : (
        <TextInput
          {...common}
          placeholder={p.form_placeholder ?? undefined}
          minLength={p.min_length ?? undefined}
          maxLength={p.max_length ?? undefined}
          {...form.getInputProps(path)}
        />
      );
  }
}
