import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Config } from "../../../config.ts";
import type { DatabaseSchema } from "../../../db/schema.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { matchLocale } from "../../../i18n/locales.ts";
import type { Logger } from "../../../kit/logger.ts";
import type { MailBrand } from "../../../mail/brand.ts";
import type { Mailer } from "../../../mail/mailer.ts";
import { renderAccountMail } from "../../../mail/templates.ts";
import { isMember } from "../../../membership/repository.ts";
import type { IdentityAuditSink } from "../../audit-sink.ts";
import { CREATOR_ROLE } from "../../roles/organization.ts";
import { parseRoleField } from "../../roles/permissions.ts";
import { INVITATION_EXPIRES_IN, invitationUrl } from "../plugin.ts";
import type { MembershipSeats } from "../seats.ts";
import { addEnrolledMember, isRoomRefusal } from "./joining.ts";
import { type Offer, offersFor, type Person } from "./offers.ts";
import {
  claimEnrollmentInvitation,
  findUserContact,
  hasPendingInvitation,
  insertInvitation,
  listOwners,
  wasInvitedByEnrollment,
} from "./repository.ts";
import { roleToGive } from "./settings.ts";

/** What enrollment did on its own: a member made, or an invitation sent. */
type Enrollment = { kind: "joined" | "invited"; targetId: string; role: string };

export type EnrollmentDeps = {
  db: Kysely<DatabaseSchema>;
  seats: MembershipSeats;
  mailer: Mailer;
  mailBrand: MailBrand;
  config: Pick<Config, "baseURL" | "DEFAULT_LOCALE">;
  logger: Logger;
  /** Where what enrollment does on its own is recorded (the audit log, outside any audited route). */
  recordAudit: IdentityAuditSink;
};

/**
 * When a person's email becomes verified, and whenever they sign in: organizations whose verified
 * domain their email is on invite them (auto_invite, once) or make them members (auto_join; with
 * no free seat or room, the join stays suggested). A failure is logged, never the sign-in's failure.
 */
export async function enrollOnArrival(deps: EnrollmentDeps, userId: string): Promise<void> {
  try {
    const found = await offersFor(deps.db, userId);
    if (!found) return;
    for (const offer of found.offers) {
      if (offer.mode === "auto_join") await joinAutomatically(deps, offer, found.person);
      else if (offer.mode === "auto_invite") await inviteOnce(deps, offer, found.person);
    }
  } catch (error) {
    deps.logger.error("enrollment by verified domain failed", { userId, error });
  }
}

async function joinAutomatically(deps: EnrollmentDeps, offer: Offer, person: Person): Promise<void> {
  try {
    const member = await addEnrolledMember(deps.db, deps.seats, offer, person);
    await record(deps, { kind: "joined", targetId: member.id, role: member.role }, offer, person);
  } catch (error) {
    if (isRoomRefusal(error)) return;
    throw error;
  }
}

/**
 * One pending invitation per person and organization, ever: a person who rejected it, or whose
 * invitation expired, is not invited again on their next sign-in. It names as its inviter whoever
 * saved the setting while they are a member, else the oldest owner, and is mailed like any other.
 */
async function inviteOnce(deps: EnrollmentDeps, offer: Offer, person: Person): Promise<void> {
  const { db } = deps;
  if (await wasInvitedByEnrollment(db, person.id, offer.organizationId)) return;
  if (await hasPendingInvitation(db, offer.organizationId, person.email)) return;
  const inviter = await inviterOf(deps, offer);
  if (!inviter) return;
  const role = await roleToGive(db, offer.organizationId, offer.role);
  const invitation = {
    id: randomUUID(),
    organizationId: offer.organizationId,
    email: person.email,
    role,
    teamId: null,
    status: "pending" as const,
    expiresAt: new Date(Date.now() + INVITATION_EXPIRES_IN * 1000).toISOString(),
    createdAt: new Date().toISOString(),
    inviterId: inviter.id,
  };
  const claimed = await inTransaction(db, async (trx) => {
    if (!(await claimEnrollmentInvitation(trx, person.id, offer.organizationId, invitation.id))) return false;
    await insertInvitation(trx, invitation);
    return true;
  });
  if (!claimed) return;
  const content = renderAccountMail("invitation", {
    brand: deps.mailBrand,
    locale: matchLocale(person.locale) ?? deps.config.DEFAULT_LOCALE,
    name: "",
    url: invitationUrl(deps.config.baseURL, invitation.id),
    invitation: {
      organizationName: offer.organizationName,
      inviterName: inviter.name,
      inviterEmail: inviter.email,
      role,
      expiresAt: new Date(invitation.expiresAt),
    },
  });
  await deps.mailer.send({ kind: "invitation", to: person.email, ...content });
  await record(deps, { kind: "invited", targetId: invitation.id, role }, offer, person);
}

async function inviterOf({ db }: EnrollmentDeps, offer: Offer) {
  if (offer.updatedBy && (await isMember(db, offer.organizationId, offer.updatedBy))) {
    const saver = await findUserContact(db, offer.updatedBy);
    if (saver) return saver;
  }
  const owners = await listOwners(db, offer.organizationId);
  return owners.find((row) => parseRoleField(row.role).includes(CREATOR_ROLE)) ?? null;
}

async function record(
  deps: EnrollmentDeps,
  { kind, targetId, role }: Enrollment,
  offer: Offer,
  person: Person,
): Promise<void> {
  const joined = kind === "joined";
  await deps.recordAudit({
    organizationId: offer.organizationId,
    actor: { type: "system", id: null, email: null },
    action: joined ? "member.enrolled" : "invitation.created",
    target: { type: joined ? "member" : "invitation", id: targetId },
    ipAddress: null,
    userAgent: null,
    details: { userId: person.id, email: person.email, role, domain: offer.domain },
  });
}
