import { APIError } from "better-auth/api";
import { organization } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { type Locale, matchLocale } from "../../i18n/locales.ts";
import type { MailBrand } from "../../mail/brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { renderAccountMail } from "../../mail/templates.ts";
import { isMember } from "../../membership/repository.ts";
import { ORGANIZATION_API_KEY_CONFIG } from "../api-keys/key-kinds.ts";
import type { ApiKeyRepository } from "../api-keys/repository.ts";
import { withDepartures } from "../departure-table.ts";
import { CREATOR_ROLE, organizationAccessControl, organizationRoles } from "../roles/organization.ts";
import { isPlatformAdmin } from "../roles/platform.ts";
import {
  checkTwoFactorRequirementAtCreate,
  checkTwoFactorRequirementChange,
} from "../two-factor/organization-requirement.ts";
import { currentAcceptTransaction, inAcceptTransaction } from "./accept-transaction.ts";
import { organizationDepartures } from "./departures.ts";
import { wrapOrganizationEndpoints } from "./endpoint-wrappers.ts";
import { clearActiveOrganization, findAccountLocale, findPendingInvitationOrganization } from "./repository.ts";
import { renamingHolders, roleNameRaces } from "./role-endpoints.ts";
import { checkInvitationRoles } from "./role-rules.ts";
import { MAXIMUM_ROLES_PER_ORGANIZATION } from "./roles-plugin.ts";
import { checkSeatOverflowChange } from "./seat-overflow.ts";
import type { MembershipSeats } from "./seats.ts";

/** Invitations live two days; an organization holds at most 100 members. */
export const INVITATION_EXPIRES_IN = 172_800;
export const MEMBERSHIP_LIMIT = 100;

/** The web app's page where the recipient of an invitation accepts or rejects it. */
export const invitationUrl = (baseURL: string, invitationId: string) =>
  `${baseURL}/invitations/${encodeURIComponent(invitationId)}`;

export type OrganizationPluginDeps = {
  config: Pick<
    Config,
    "baseURL" | "ALLOW_ORGANIZATION_CREATION" | "ORGANIZATION_LIMIT" | "TEAM_MEMBER_LIMIT" | "DEFAULT_LOCALE"
  >;
  mailer: Mailer;
  /** The instance's brand: invitations are Gatehouse's own mails about its accounts. */
  mailBrand: MailBrand;
  apiKeys: ApiKeyRepository;
  db: Kysely<DatabaseSchema>;
  kind: DialectKind;
  /** Seats bound to membership (handed in by the composition root; none without a seller). */
  seats: MembershipSeats;
};

/**
 * better-auth's organization plugin with teams, Gatehouse's roles (access/organization.ts) and the
 * invitation mail, and Gatehouse's corrections to the library's routes: the typed organizationHooks
 * below, the path hooks of departures.ts, the unique-violation wrapper.
 */
export function organizationPlugin(deps: OrganizationPluginDeps) {
  const plugin = libraryOrganizationPlugin(deps);
  const endpoints = wrapOrganizationEndpoints(plugin.endpoints);
  endpoints.createOrgRole = roleNameRaces(endpoints.createOrgRole);
  endpoints.updateOrgRole = roleNameRaces(renamingHolders(deps.db, deps.kind, endpoints.updateOrgRole));
  endpoints.acceptInvitation = inAcceptTransaction(deps.db, deps.kind, endpoints.acceptInvitation, (ctx) =>
    addSeatBeforeAccept(deps, ctx),
  );
  endpoints.leaveOrganization = afterLeaving(endpoints.leaveOrganization, deps);
  return withDepartures({ ...plugin, endpoints }, organizationDepartures(deps.db));
}

/**
 * The invitation's language: the invited person's saved one when the address has an account, else
 * DEFAULT_LOCALE (the inviter's language says nothing about the invitee's).
 */
async function inviteeLocale(db: Kysely<DatabaseSchema>, email: string, defaultLocale: Locale): Promise<Locale> {
  return matchLocale(await findAccountLocale(db, email.toLowerCase())) ?? defaultLocale;
}

/**
 * Leaving runs none of the library's organizationHooks: the endpoint itself is wrapped, so billing
 * follows a member who left as it follows one removed (their seat freed, the team customer's
 * member gone).
 */
function afterLeaving<T extends object>(original: T, { db, seats }: OrganizationPluginDeps): T {
  const call = original as unknown as (ctx: unknown) => Promise<unknown>;
  const endpoint = async (ctx: unknown) => {
    const left = await call(ctx);
    const organizationId = (ctx as { body?: { organizationId?: unknown } }).body?.organizationId;
    if (typeof organizationId === "string") {
      await seats.releaseSeats(db, organizationId);
      await seats.membershipChanged(db, organizationId);
    }
    return left;
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original) as unknown as T;
}

/** An organization that adds seats on demand gets one, charged, before an accept that finds none free. */
async function addSeatBeforeAccept({ db, seats }: OrganizationPluginDeps, ctx: unknown): Promise<void> {
  const body = (ctx as { body?: { invitationId?: unknown } }).body;
  if (typeof body?.invitationId !== "string") return;
  const invited = await findPendingInvitationOrganization(db, body.invitationId);
  if (invited?.seatOverflow !== "add_seat") return;
  await seats.addSeatIfFull(db, invited.id);
}

function libraryOrganizationPlugin({ config, mailer, mailBrand, apiKeys, db, seats }: OrganizationPluginDeps) {
  return organization({
    ac: organizationAccessControl,
    roles: organizationRoles,
    creatorRole: CREATOR_ROLE,
    // Each organization's own roles, written in the same permissions (auth/roles/organization.ts).
    dynamicAccessControl: { enabled: true, maximumRolesPerOrganization: MAXIMUM_ROLES_PER_ORGANIZATION },
    membershipLimit: MEMBERSHIP_LIMIT,
    invitationExpiresIn: INVITATION_EXPIRES_IN,
    // When creation is closed to users, platform admins can still create organizations.
    allowUserToCreateOrganization: (user) => config.ALLOW_ORGANIZATION_CREATION || isPlatformAdmin(user),
    // The plugin counts the organizations a user belongs to; unset means no limit.
    ...(config.ORGANIZATION_LIMIT === undefined ? {} : { organizationLimit: config.ORGANIZATION_LIMIT }),
    // Invitation ids are random UUIDs that only the invitation mail carries to the recipient,
    // and accepting asks only that the signed-in email match; no extra verification rule.
    requireEmailVerificationOnInvitation: false,
    teams: { enabled: true, allowRemovingAllTeams: false, maximumMembersPerTeam: config.TEAM_MEMBER_LIMIT },
    // "Members must use two-factor", set by an owner (checkTwoFactorRequirementChange).
    schema: {
      organizationRole: {
        additionalFields: { description: { type: "string", required: false, input: true } },
      },
      organization: {
        additionalFields: {
          requireTwoFactor: { type: "boolean", required: false, defaultValue: false, input: true },
          // What accepting an invitation does when the seats are full ("refuse" | "add_seat").
          seatOverflow: { type: "string", required: false, defaultValue: "refuse", input: true },
        },
      },
    },
    sendInvitationEmail: async ({ id, email, role, organization, inviter, invitation }) => {
      // Gatehouse's own mail about its accounts, not one the organization sends: the instance's brand.
      const content = renderAccountMail("invitation", {
        brand: mailBrand,
        locale: await inviteeLocale(db, email, config.DEFAULT_LOCALE),
        name: "",
        url: invitationUrl(config.baseURL, id),
        invitation: {
          organizationName: organization.name,
          inviterName: inviter.user.name,
          inviterEmail: inviter.user.email,
          role,
          expiresAt: new Date(invitation.expiresAt),
        },
      });
      await mailer.send({ kind: "invitation", to: email, ...content });
    },
    organizationHooks: {
      // No invitation carries a role granting more than its inviter holds (role-rules.ts).
      beforeCreateInvitation: checkInvitationRoles(db),
      // "Members must use two-factor" (two-factor/organization-requirement.ts).
      beforeCreateOrganization: checkTwoFactorRequirementAtCreate,
      beforeUpdateOrganization: async (input) => {
        checkSeatOverflowChange(input);
        return checkTwoFactorRequirementChange(db)(input);
      },
      // A removed member's other sessions lose the organization too (see repository.ts).
      afterRemoveMember: async ({ member }) => {
        await clearActiveOrganization(db, member.userId, member.organizationId);
        // The removed member's seat is free again.
        await seats.releaseSeats(db, member.organizationId);
        await seats.membershipChanged(db, member.organizationId);
      },
      // Billing follows the membership (the organization's team customer at the seller).
      afterAddMember: ({ member }) => seats.membershipChanged(db, member.organizationId),
      afterUpdateMemberRole: ({ member }) => seats.membershipChanged(db, member.organizationId),
      // Inside the accept's transaction, with the seat the new member took.
      afterAcceptInvitation: ({ member }) =>
        seats.membershipChanged(currentAcceptTransaction() ?? db, member.organizationId),
      // The library asks whether the inviter is still a member in get-invitation only; an
      // invitation whose inviter has left is refused on accept too. Runs after the
      // library's own checks (pending, unexpired, recipient, membership limit), which it then
      // need not repeat.
      beforeAcceptInvitation: async ({ invitation, user }) => {
        // Inside the accept's transaction (accept-transaction.ts): read and write through it.
        const trx = currentAcceptTransaction();
        if (!(await isMember(trx ?? db, invitation.organizationId, invitation.inviterId)))
          throw new APIError("BAD_REQUEST", {
            code: "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION",
            message: "Inviter is no longer a member of the organization",
          });
        // The new member takes one of the organization's paid seats, or is refused.
        if (trx)
          await seats.takeSeat(trx, invitation.organizationId, { id: user.id, email: user.email, name: user.name });
      },
      // The library deletes members, then invitations, then the organization, without a
      // transaction (Gatehouse's adapter runs none). One DELETE of the organization row removes
      // all of it at once through the foreign keys' cascades (teams and team members too), so
      // a failure leaves everything in place; the library's own deletes then find nothing.
      beforeDeleteOrganization: async ({ organization }, ctx) => {
        if (!ctx) return;
        await ctx.context.adapter.delete({ model: "organization", where: [{ field: "id", value: organization.id }] });
      },
      afterDeleteOrganization: async ({ organization }) =>
        apiKeys.deleteOwnedBy(ORGANIZATION_API_KEY_CONFIG, organization.id),
    },
  });
}
