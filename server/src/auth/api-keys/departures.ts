import { type IdentityAuditSink, NO_AUDIT } from "../audit-sink.ts";
import { afterHooks, beforeHooks, type Departure } from "../departure-table.ts";
import { bannedOwnerHook } from "./banned-owner.ts";
import { keyCreationCheck, keyCreationRecord } from "./creator-permissions.ts";
import { ipAllowlistInput, ipAllowlistRecord, ipAllowlistShown } from "./ip-allowlist.ts";
import { ipAllowlistRequestCheck, ipAllowlistVerifyCheck } from "./ip-refusal.ts";
import { API_KEY_HEADER } from "./key-kinds.ts";
import { keyVerificationWithinCreator } from "./key-verification.ts";
import { listQueryHook } from "./list-query.ts";
import type { ApiKeyRepository } from "./repository.ts";
import { shortKeyHook, updateFailureHook } from "./spec-messages.ts";

/**
 * The api-key plugin's corrections (README.md, "API keys"), in the order they run; the before hooks
 * ahead of the plugin's own, whose session hook must not see a banned owner's key.
 */
export function apiKeyDepartures(apiKeys: ApiKeyRepository, recordAudit: IdentityAuditSink = NO_AUDIT): Departure[] {
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
      rule: "a key used from outside its IP allowlist is refused (403 IP_NOT_ALLOWED), audited",
      why: "a leaked key is useless away from the addresses its owner named",
      test: "test/api-keys/ip-allowlist.test.ts",
      part: beforeHooks(ipAllowlistRequestCheck(apiKeys, recordAudit)),
    },
    {
      rule: "a key's IP allowlist is set on create and update, checked first, and shown with the key",
      why: "the plugin has no allowlist; a bad entry is refused before anything is written",
      test: "test/api-keys/ip-allowlist.test.ts",
      part: { hooks: { before: [ipAllowlistInput(apiKeys)], after: [ipAllowlistShown(apiKeys)] } },
    },
    {
      rule: "a member gives an organization key permissions, only those they hold",
      why: "a credential a person makes never carries more than that person may do; the plugin lets no client give any",
      test: "test/api-keys/creator-permissions.test.ts",
      part: { hooks: { before: [keyCreationCheck(apiKeys)], after: [keyCreationRecord(apiKeys)] } },
    },
    {
      rule: "an organization key acts within what its creator holds now",
      why: "a key outlives no one: its creator leaving the organization, or losing a permission, takes it from the key",
      test: "test/api-keys/creator-permissions.test.ts",
      part: afterHooks(keyVerificationWithinCreator(apiKeys)),
    },
    {
      rule: "a key's IP allowlist is written after the plugin made or updated the key; verification refuses other addresses",
      why: "the list lives in Gatehouse's own column; a seller verifying an organization key says where it came from",
      test: "test/api-keys/ip-allowlist.test.ts",
      part: afterHooks(ipAllowlistRecord(apiKeys), ipAllowlistVerifyCheck(apiKeys, recordAudit)),
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
