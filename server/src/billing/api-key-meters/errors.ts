import { defineErrors } from "../common/errors.ts";

export const ApiKeyMeterErrors = defineErrors({
  // One answer for a key that does not exist, a user's key, and another seller's customer's key:
  // a seller learns nothing about keys outside its own customers.
  KEY_NOT_FOUND: {
    status: 404,
    error: "ResourceNotFound",
    detail: "No organization API key with this id belongs to one of your customers",
  },
  NOT_BOUND: { status: 404, error: "ResourceNotFound", detail: "This API key is not bound to a meter" },
  BOUND_ELSEWHERE: {
    status: 409,
    error: "AlreadyBound",
    detail: "This API key already counts on another organization's meter; a key counts on one meter only",
  },
  INVALID_KEY: { status: 401, error: "InvalidApiKey", detail: (refusal: { message: string }) => refusal.message },
  NOT_A_CUSTOMER: {
    status: 403,
    error: "NotACustomer",
    detail: "This API key's organization is not your customer (no customer has its id as external_id)",
  },
  IP_NOT_ALLOWED: { status: 403, error: "NotPermitted", detail: (refusal: { message: string }) => refusal.message },
  KEY_USAGE_EXCEEDED: { status: 429, error: "UsageExceeded", detail: "API Key has reached its usage limit" },
  USAGE_LIMIT_REACHED: {
    status: 402,
    error: "UsageLimitReached",
    detail: (usage: { meterName: string; balance: number }) =>
      `The usage included in the plan is spent: the balance on meter "${usage.meterName}" is ${usage.balance}`,
  },
});
