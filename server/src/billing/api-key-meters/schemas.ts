import { z } from "@hono/zod-openapi";
import { timestamps } from "../common/schemas.ts";
import { EVENT_NAME_MAX_LENGTH } from "../usage-events/schemas.ts";

/** Wire shapes of `/v1/api-key-meters` (a Gatehouse extension: API keys limited by the plan). */

/** Far longer than any key the api-key plugin makes (64 characters and a prefix). */
const KEY_MAX_LENGTH = 512;

export const apiKeyIdParams = z.object({
  api_key_id: z
    .uuid()
    .openapi({ param: { name: "api_key_id", in: "path" }, description: "The organization API key's id." }),
});

export const apiKeyMeter = z
  .object({
    api_key_id: z.string().meta({ description: "The organization API key counted." }),
    organization_id: z.string().meta({ description: "Your organization (the seller) whose meter counts the key." }),
    external_customer_id: z
      .string()
      .meta({ description: "The key's organization: your customer with this external_id is charged." }),
    customer_id: z
      .string()
      .nullable()
      .meta({ description: "That customer's id; null once it is deleted (verification then refuses the key)." }),
    meter_id: z.string(),
    event_name: z.string().meta({ description: "The name of the event each verified request is ingested as." }),
    ...timestamps,
  })
  .openapi("ApiKeyMeter");

export const apiKeyMeterBind = z
  .object({
    meter_id: z.uuid().meta({ description: "One of your meters. It must count events (aggregation `count`)." }),
    event_name: z.string().min(1).max(EVENT_NAME_MAX_LENGTH).nullish().meta({
      description:
        "The event each request is ingested as. Defaults to the name the meter's filter requires (`name eq X`); required otherwise.",
    }),
  })
  .openapi("ApiKeyMeterBind");

export const apiKeyVerify = z
  .object({
    key: z.string().min(1).max(KEY_MAX_LENGTH).meta({ description: "The API key your backend received." }),
    ip_address: z.union([z.ipv4(), z.ipv6()]).nullish().meta({
      description:
        "The address your backend received the key from, checked against the key's IP allowlist (403 NotPermitted outside it); omitted: this call's own address.",
    }),
  })
  .openapi("ApiKeyVerify");

export const apiKeyVerification = z
  .object({
    valid: z.literal(true),
    key: z.object({
      id: z.string(),
      organization_id: z
        .string()
        .meta({ description: "The organization owning the key (your customer's external_id)." }),
      name: z.string().nullable(),
    }),
    usage: z
      .object({
        meter_id: z.string(),
        customer_id: z.string(),
        balance: z.number().meta({ description: "The customer's balance on the meter after this request." }),
      })
      .nullable()
      .meta({ description: "null when the key is bound to no meter (the request is not counted)." }),
  })
  .openapi("ApiKeyVerification");

export type ApiKeyMeter = z.infer<typeof apiKeyMeter>;
export type ApiKeyMeterBind = z.infer<typeof apiKeyMeterBind>;
export type ApiKeyVerify = z.infer<typeof apiKeyVerify>;
export type ApiKeyVerificationResult = z.infer<typeof apiKeyVerification>;
