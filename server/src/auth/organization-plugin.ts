import { organization } from "better-auth/plugins";
import type { Config } from "../config.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailTemplates } from "../mail/templates.ts";
import { CREATOR_ROLE, organizationAccessControl, organizationRoles } from "./access/organization.ts";
import type { ApiKeyRepository } from "./api-key-repository.ts";
import { ORGANIZATION_API_KEY_CONFIG } from "./api-keys-plugin.ts";
import { isPlatformAdmin } from "./platform-admin-plugin.ts";

/** SPEC §9: invitations live two days; an organization holds at most 100 members. */
export const INVITATION_EXPIRES_IN = 172_800;
export const MEMBERSHIP_LIMIT = 100;

/** The web app's page where the recipient of an invitation accepts or rejects it. */
export const invitationUrl = (baseURL: string, invitationId: string) => `${baseURL}/invitations/${encodeURIComponent(invitationId)}`;

export type OrganizationPluginDeps = {
  config: Pick<Config, "baseURL" | "ALLOW_ORGANIZATION_CREATION" | "ORGANIZATION_LIMIT">;
  mailer: Mailer;
  apiKeys: ApiKeyRepository;
};

/** better-auth's organization plugin with teams, SPEC §6's roles and the invitation mail. */
export function organizationPlugin({ config, mailer, apiKeys }: OrganizationPluginDeps) {
  return organization({
    ac: organizationAccessControl,
    roles: organizationRoles,
    creatorRole: CREATOR_ROLE,
    membershipLimit: MEMBERSHIP_LIMIT,
    invitationExpiresIn: INVITATION_EXPIRES_IN,
    // When creation is closed to users, platform admins can still create organizations.
    allowUserToCreateOrganization: (user) => config.ALLOW_ORGANIZATION_CREATION || isPlatformAdmin(user),
    // The plugin counts the organizations a user belongs to; unset means no limit.
    ...(config.ORGANIZATION_LIMIT === undefined ? {} : { organizationLimit: config.ORGANIZATION_LIMIT }),
    // Invitation ids are random UUIDs that only the invitation mail carries to the recipient,
    // and SPEC §5 asks only that the signed-in email match; no extra verification rule.
    requireEmailVerificationOnInvitation: false,
    teams: { enabled: true, allowRemovingAllTeams: false },
    sendInvitationEmail: async ({ id, email, role, organization, inviter, invitation }) => {
      const content = mailTemplates.invitation({
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
      afterDeleteOrganization: async ({ organization }) => apiKeys.deleteOwnedBy(ORGANIZATION_API_KEY_CONFIG, organization.id),
    },
  });
}
