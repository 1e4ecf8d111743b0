import { z } from "@hono/zod-openapi";
import { BenefitActionRequiredError, BenefitProviderError, callProvider, providerUrl } from "./providers.ts";
import type { GrantProperties } from "./schemas.ts";
import type { BenefitStrategy, StrategyContext } from "./strategy.ts";

/**
 * github_repository and discord: the grant calls the provider's API for the account the customer
 * linked in the portal (`properties.account_id`, PATCH /v1/customer-portal/benefit-grants/{id}).
 * Without an account the grant waits (BenefitActionRequiredError, as Polar); a provider failure
 * throws, so the grant records the error and the job is retried with the worker's backoff.
 *
 * What was granted is kept on the grant (repository / guild and role, `granted_account_id`), so a
 * revoke undoes exactly that, and a grant after the account or the benefit changed first revokes
 * the old access (as Polar's `update`).
 *
 * Gatehouse has no customer OAuth accounts: the GitHub `account_id` is the GitHub username the
 * collaborator invitation goes to; the Discord `account_id` is the Discord user id, who must
 * already be a member of the guild (adding a member needs the user's OAuth access token).
 */

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

// ---- GitHub ---------------------------------------------------------------------------------------

function githubHeaders(ctx: StrategyContext): Record<string, string> {
  const token = ctx.providers.github.token;
  if (!token) throw new BenefitProviderError("GitHub is not configured: set GITHUB_TOKEN");
  return {
    authorization: `Bearer ${token}`,
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
    "user-agent": "Gatehouse",
  };
}

const invitations = z.array(
  z.object({ id: z.number(), invitee: z.object({ login: z.string() }).nullable().optional() }),
);

/**
 * Removes the collaborator recorded on the grant (the repository it was granted on). An invitation
 * not accepted yet is deleted instead (removing the collaborator would leave it open), as Polar.
 */
async function githubRemove(ctx: StrategyContext, granted: GrantProperties): Promise<void> {
  const account = text(granted.granted_account_id);
  const owner = text(granted.repository_owner);
  const name = text(granted.repository_name);
  if (!account || !owner || !name) return;
  const api = ctx.providers.github.apiUrl;
  const headers = githubHeaders(ctx);
  const pending = invitations.safeParse(
    await callProvider(
      "GitHub",
      { method: "GET", url: `${providerUrl(api, "repos", owner, name, "invitations")}?per_page=100`, headers },
      ctx.providers.timeoutMs,
    ),
  );
  const invitation = pending.success
    ? pending.data.find((item) => item.invitee?.login.toLowerCase() === account.toLowerCase())
    : undefined;
  const url = invitation
    ? providerUrl(api, "repos", owner, name, "invitations", String(invitation.id))
    : providerUrl(api, "repos", owner, name, "collaborators", account);
  await callProvider("GitHub", { method: "DELETE", url, headers }, ctx.providers.timeoutMs);
}

export const githubRepository: BenefitStrategy = {
  external: true,
  grant: async (ctx) => {
    if (ctx.benefit.type !== "github_repository") return ctx.properties;
    const { repository_owner, repository_name, permission } = ctx.benefit.properties;
    const previous = ctx.properties;
    const account = text(previous.account_id);
    const grantedAccount = text(previous.granted_account_id);
    if (
      grantedAccount &&
      (grantedAccount !== account ||
        previous.repository_owner !== repository_owner ||
        previous.repository_name !== repository_name ||
        previous.permission !== permission)
    ) {
      await githubRemove(ctx, previous);
    }
    if (!account) throw new BenefitActionRequiredError("The customer needs to connect their GitHub account");
    const url = providerUrl(
      ctx.providers.github.apiUrl,
      "repos",
      repository_owner,
      repository_name,
      "collaborators",
      account,
    );
    await callProvider(
      "GitHub",
      { method: "PUT", url, headers: githubHeaders(ctx), body: { permission } },
      ctx.providers.timeoutMs,
    );
    return { account_id: account, repository_owner, repository_name, permission, granted_account_id: account };
  },
  revoke: async (ctx) => {
    await githubRemove(ctx, ctx.properties);
    // The linked account stays, for a later re-grant.
    return { account_id: text(ctx.properties.account_id) };
  },
  cycle: (ctx) => Promise.resolve(ctx.properties),
};

// ---- Discord --------------------------------------------------------------------------------------

function discordHeaders(ctx: StrategyContext): Record<string, string> {
  const token = ctx.providers.discord.botToken;
  if (!token) throw new BenefitProviderError("Discord is not configured: set DISCORD_BOT_TOKEN");
  return { authorization: `Bot ${token}`, "user-agent": "DiscordBot (https://github.com/gatehouse, 1)" };
}

/** Takes the role recorded on the grant back, or removes the member from the guild when the benefit kicks. */
async function discordRemove(ctx: StrategyContext, granted: GrantProperties, kick: boolean): Promise<void> {
  const account = text(granted.granted_account_id);
  const guild = text(granted.guild_id);
  const role = text(granted.role_id);
  if (!account || !guild || !role) return;
  const base = ctx.providers.discord.apiUrl;
  const url = kick
    ? providerUrl(base, "guilds", guild, "members", account)
    : providerUrl(base, "guilds", guild, "members", account, "roles", role);
  await callProvider("Discord", { method: "DELETE", url, headers: discordHeaders(ctx) }, ctx.providers.timeoutMs);
}

export const discord: BenefitStrategy = {
  external: true,
  grant: async (ctx) => {
    if (ctx.benefit.type !== "discord") return ctx.properties;
    const { guild_id, role_id } = ctx.benefit.properties;
    const previous = ctx.properties;
    const account = text(previous.account_id);
    const grantedAccount = text(previous.granted_account_id);
    // Another account, guild or role: the old role goes first (never a kick: the member may still hold another grant).
    if (
      grantedAccount &&
      (grantedAccount !== account || previous.guild_id !== guild_id || previous.role_id !== role_id)
    )
      await discordRemove(ctx, previous, false);
    if (!account) throw new BenefitActionRequiredError("The customer needs to connect their Discord account");
    const url = providerUrl(ctx.providers.discord.apiUrl, "guilds", guild_id, "members", account, "roles", role_id);
    await callProvider("Discord", { method: "PUT", url, headers: discordHeaders(ctx) }, ctx.providers.timeoutMs);
    return { account_id: account, guild_id, role_id, granted_account_id: account };
  },
  revoke: async (ctx) => {
    await discordRemove(ctx, ctx.properties, ctx.benefit.type === "discord" && ctx.benefit.properties.kick_member);
    return { account_id: text(ctx.properties.account_id) };
  },
  cycle: (ctx) => Promise.resolve(ctx.properties),
};
