import { afterHooks, beforeHooks, type Departure } from "../departure-table.ts";
import { bannedOwnerHook } from "./banned-owner.ts";
import { API_KEY_HEADER } from "./key-kinds.ts";
import { listQueryHook } from "./list-query.ts";
import type { ApiKeyRepository } from "./repository.ts";
import { shortKeyHook, updateFailureHook } from "./spec-messages.ts";

/**
 * The api-key plugin's corrections (README.md, "API keys"), in the order they run; the before hooks
 * ahead of the plugin's own, whose session hook must not see a banned owner's key.
 */
export function apiKeyDepartures(apiKeys: ApiKeyRepository): Departure[] {
  return [
    {
      rule: "a banned owner's key is refused",
      why: "a banned user's keys stop working with their sessions",
      test: "test/api-keys/api-keys.test.ts",
      part: beforeHooks(bannedOwnerHook(apiKeys)),
    },
    {
      rule: "a too-short key is 401 like an unknown one",
      why: "a key too short to be one is as unknown as any other: one status for one message",
      test: "test/api-keys/api-keys.test.ts",
      part: beforeHooks(shortKeyHook(API_KEY_HEADER)),
    },
    {
      rule: "list sorts by known columns only",
      why: "sorting by an unknown column is refused before it reaches SQL",
      test: "test/api-keys/api-keys.test.ts",
      part: beforeHooks(listQueryHook),
    },
    {
      rule: "update failure wording",
      why: "a failed write answers Gatehouse's sentence, never the database's table and constraint names",
      test: "test/api-keys/api-keys.test.ts",
      part: afterHooks(updateFailureHook),
    },
  ];
}
