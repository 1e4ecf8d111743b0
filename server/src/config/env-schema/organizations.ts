import { z } from "zod";
import { bool, emailList, int, list, optionalInt } from "./parsers.ts";
import { envSection } from "./section.ts";

/** Who administers the platform, who may create organizations and how large they grow, and the apps' settings. */
export const organizationsSection = envSection({
  title: "Platform admins, organizations and apps",
  variables: {
    ADMIN_EMAILS: emailList,
    ALLOW_ORGANIZATION_CREATION: bool(true),
    ORGANIZATION_LIMIT: optionalInt(1, 1_000_000),
    // Team size: by default a team holds as many members as its organization can (100).
    TEAM_MEMBER_LIMIT: int(100, 1, 1_000_000),
    DNS_SERVERS: list,
    AUDIT_LOG_RETENTION_DAYS: int(365, 0, 36_500),
    AUDIT_STREAM_POLL_MS: int(1_000, 10, 60_000),
    AUDIT_STREAM_BATCH_SIZE: int(100, 1, 1_000),
    AUDIT_STREAM_RETRY_BASE_MS: int(5_000, 1, 3_600_000),
    AUDIT_STREAM_RETRY_MAX_MS: int(600_000, 1, 86_400_000),
    AUDIT_STREAM_TIMEOUT_MS: int(10_000, 100, 120_000),
    OAUTH_DYNAMIC_CLIENT_REGISTRATION: bool(false),
    // Unset stays undefined (the fallback is never read): the OAuth provider's settings then allow
    // loopback redirects outside production.
    OAUTH_ALLOW_LOOPBACK_REDIRECTS: bool(false).optional(),
    /** The organization (id or slug) whose products grant the entitlements of /api/auth/entitlements. */
    ENTITLEMENTS_SELLER: z.string().min(1).optional(),
  },
  docs: {
    ADMIN_EMAILS: {
      meaning:
        "comma-separated emails of the first platform admins: a listed user gets the `admin` role when signed in (sign-up, sign-in, the verification link) once the address is verified",
    },
    ALLOW_ORGANIZATION_CREATION: {
      meaning: "users may create organizations; `false` leaves it to platform admins",
    },
    ORGANIZATION_LIMIT: {
      meaning: "a user who belongs to this many organizations cannot create another",
      default: "unlimited",
    },
    TEAM_MEMBER_LIMIT: { meaning: "members one team can hold (an organization holds at most 100)" },
    DNS_SERVERS: {
      meaning:
        "name servers (`host[:port]`, comma-separated) asked for the TXT records that verify an organization's single sign-on domain",
      default: "(the system's)",
    },
    AUDIT_LOG_RETENTION_DAYS: {
      meaning: "audit-log entries older than this are deleted (hourly, by the worker); `0` keeps them all",
    },
    AUDIT_STREAM_POLL_MS: {
      meaning: "how often the audit-stream worker sends what is waiting: the longest an entry waits for its batch",
    },
    AUDIT_STREAM_BATCH_SIZE: { meaning: "entries sent to an audit stream in one request (or one S3 object per hour)" },
    AUDIT_STREAM_RETRY_BASE_MS: {
      meaning: "first retry delay of an audit stream whose delivery failed; doubles per failure in a row",
    },
    AUDIT_STREAM_RETRY_MAX_MS: {
      meaning: "cap of an audit stream's retry delay: the pace at which a failing stream keeps being tried (10 min)",
    },
    AUDIT_STREAM_TIMEOUT_MS: { meaning: "timeout of one delivery to an audit stream (and of its test)" },
    OAUTH_DYNAMIC_CLIENT_REGISTRATION: {
      meaning:
        "Gatehouse as an OpenID provider: let signed-in users register OAuth clients themselves (RFC 7591, `POST /api/auth/oauth2/register`); off, platform admins register them",
    },
    OAUTH_ALLOW_LOOPBACK_REDIRECTS: {
      meaning:
        "Gatehouse as an OpenID provider: web (confidential) clients may register plain-http loopback redirect URIs (`http://localhost[:port]/…`, `http://127.0.0.1[:port]/…`, `http://[::1][:port]/…`), for a relying party on a developer's machine; any other `http` URI stays refused",
      default: "`true` outside production, else `false`",
    },
    ENTITLEMENTS_SELLER: {
      meaning:
        "the organization (id or slug) whose products grant what `GET /api/auth/entitlements` answers when the request names no `seller`",
      default: "unset",
    },
  },
});
