import { isTrue } from "../../../db/column-types.ts";
import type { Executor } from "../../../db/transaction.ts";
import { organizationIdsOf } from "../../../membership/repository.ts";
import { emailInDomains } from "../../sso/domains.ts";
import { EnrollmentErrors } from "./errors.ts";
import { dismissedOrganizations, findUser, insertDismissal, listActiveSettings } from "./repository.ts";
import { type EnrollmentMode, enrollmentModeSchema, JOINABLE_MODES, type Suggestion } from "./schemas.ts";
import { verifiedDomainsByOrganization } from "./verified-domains.ts";

/** What one organization offers a person: the setting of the most specific verified domain their email is on. */
export type Offer = {
  organizationId: string;
  organizationName: string;
  organizationSlug: string;
  organizationLogo: string | null;
  seatOverflow: string;
  domain: string;
  mode: Exclude<EnrollmentMode, "none">;
  role: string;
  updatedBy: string | null;
};

export type Person = { id: string; email: string; name: string; locale: string | null };

/**
 * The person (when their email is verified) and what each organization they are not a member of
 * offers them. An unverified email gets nothing: anyone can type an address, only its mailbox's
 * owner can verify it.
 */
export async function offersFor(db: Executor, userId: string): Promise<{ person: Person; offers: Offer[] } | null> {
  const user = await findUser(db, userId);
  if (!user || !isTrue(user.emailVerified)) return null;
  const person = { id: user.id, email: user.email, name: user.name, locale: user.locale };
  const settings = (await listActiveSettings(db)).filter((row) => emailInDomains(user.email, row.domain));
  if (settings.length === 0) return { person, offers: [] };
  const [verified, memberOf] = await Promise.all([verifiedDomainsByOrganization(db), organizationIdsOf(db, user.id)]);
  const byOrganization = new Map<string, Offer>();
  for (const row of settings) {
    const mode = enrollmentModeSchema.catch("none").parse(row.mode);
    if (mode === "none" || memberOf.includes(row.organizationId)) continue;
    if (!verified.get(row.organizationId)?.includes(row.domain)) continue;
    const chosen = byOrganization.get(row.organizationId);
    // eu.acme.com's setting, not acme.com's, decides for ann@eu.acme.com.
    if (chosen && chosen.domain.length >= row.domain.length) continue;
    byOrganization.set(row.organizationId, { ...row, mode });
  }
  return { person, offers: [...byOrganization.values()] };
}

/** The organizations a person may join by a click and has not dismissed. */
export async function suggestionsFor(db: Executor, userId: string): Promise<Suggestion[]> {
  const found = await offersFor(db, userId);
  if (!found) return [];
  const dismissed = await dismissedOrganizations(db, userId);
  return found.offers
    .filter((offer) => JOINABLE_MODES.has(offer.mode) && !dismissed.has(offer.organizationId))
    .map(({ organizationId, organizationName, organizationSlug, organizationLogo, domain }) => ({
      organizationId,
      organizationName,
      organizationSlug,
      organizationLogo,
      domain,
    }))
    .sort((a, b) => a.organizationName.localeCompare(b.organizationName));
}

/** The person no longer sees the organization's suggestion; only a current suggestion can be dismissed. */
export async function dismissSuggestion(db: Executor, userId: string, organizationId: string): Promise<void> {
  const suggested = (await suggestionsFor(db, userId)).some((s) => s.organizationId === organizationId);
  if (!suggested) throw EnrollmentErrors.notSuggested();
  await insertDismissal(db, userId, organizationId);
}
