import type { Executor } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { emailInDomains } from "../sso/domains.ts";
import type { DisposableDomains } from "./disposable-domains.ts";
import {
  SIGNUP_DISPOSABLE_EMAIL,
  SIGNUP_DOMAIN_BLOCKED,
  SIGNUP_DOMAIN_NOT_ALLOWED,
  SIGNUP_INVITE_ONLY,
  SIGNUP_WAITLIST,
  type SignupRefusal,
} from "./errors.ts";
import { hasPendingInvitation, hasRunningApproval } from "./repository.ts";
import type { SignupSettings } from "./schemas.ts";

/**
 * Whether the address's domain may sign up at all: not blocked, inside the allowed domains when
 * there are any, not disposable when those are refused. The domain rules hold for everyone who
 * signs up themselves, invited and approved people too; undefined when the domain passes.
 */
export async function domainRefusal(
  email: string,
  settings: SignupSettings,
  disposable: DisposableDomains,
): Promise<SignupRefusal | undefined> {
  if (emailInDomains(email, settings.blockedDomains.join(","))) return SIGNUP_DOMAIN_BLOCKED;
  if (settings.allowedDomains.length > 0 && !emailInDomains(email, settings.allowedDomains.join(",")))
    return SIGNUP_DOMAIN_NOT_ALLOWED;
  if (settings.blockDisposable && (await disposable.isDisposable(email))) return SIGNUP_DISPOSABLE_EMAIL;
  return undefined;
}

/**
 * Whether a person may create an account for the address under the settings: the domain rules,
 * then the policy — `open` lets anyone in; `invite_only` and `waitlist` only an address with a
 * pending organization invitation or a running approval from the waitlist. Undefined: admitted.
 */
export async function signupRefusal(
  db: Executor,
  email: string,
  settings: SignupSettings,
  disposable: DisposableDomains,
): Promise<SignupRefusal | undefined> {
  const address = email.trim().toLowerCase();
  const byDomain = await domainRefusal(address, settings, disposable);
  if (byDomain || settings.policy === "open") return byDomain;
  if ((await hasRunningApproval(db, address, nowIso())) || (await hasPendingInvitation(db, address))) return undefined;
  return settings.policy === "waitlist" ? SIGNUP_WAITLIST : SIGNUP_INVITE_ONLY;
}
