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
    { rule: "a banned owner's key is refused", spec: "§5", part: beforeHooks(bannedOwnerHook(apiKeys)) },
    { rule: "a too-short key is 401 like an unknown one", spec: "§8", part: beforeHooks(shortKeyHook(API_KEY_HEADER)) },
    { rule: "list sorts by known columns only", spec: "§9", part: beforeHooks(listQueryHook) },
    { rule: "update failure wording", spec: "§8", part: afterHooks(updateFailureHook) },
  ];
}
