import type { z } from "@hono/zod-openapi";
import type { Executor } from "../../db/transaction.ts";
import { ValidationFailure } from "../common/validation.ts";
import { resolveDownloadableFiles } from "../files/service.ts";
import type { Benefit, BenefitCreate, downloadablesCreateProperties } from "./schemas.ts";

/**
 * A benefit's properties as stored (and returned): the create/update input of its type, checked
 * against rules a schema cannot express and completed with what Polar derives.
 */
export type BenefitProperties = Benefit["properties"];
type Loc = (string | number)[];

/** One variant's type and properties (distributed over the union, so they stay correlated). */
export type BenefitPropertiesInput = BenefitCreate extends infer U
  ? U extends BenefitCreate
    ? { type: U["type"]; properties: U["properties"] }
    : never
  : never;

export async function storedProperties(
  executor: Executor,
  organizationId: string,
  input: BenefitPropertiesInput,
  loc: Loc,
): Promise<BenefitProperties> {
  switch (input.type) {
    case "custom":
      return { note: input.properties.note ?? null };
    case "discord":
      return {
        guild_id: guildIdOf(input.properties.guild_token, [...loc, "guild_token"]),
        guild_token: input.properties.guild_token,
        role_id: input.properties.role_id,
        kick_member: input.properties.kick_member,
      };
    case "github_repository":
      return { ...input.properties };
    case "downloadables":
      return downloadables(executor, organizationId, input.properties, loc);
    case "license_keys": {
      const { prefix, expires, activations, limit_usage } = input.properties;
      return {
        prefix: prefix ?? null,
        expires: expires ?? null,
        activations: activations ?? null,
        limit_usage: limit_usage ?? null,
      };
    }
    case "meter_credit":
      // meter_id is stored as given, not checked against a meter; a grant credits the units as
      // `meter.credited` events (customer-meters/credits.ts).
      return { ...input.properties };
    case "feature_flag":
      return {};
  }
}

/**
 * Polar's guild_token is a token its Discord bot flow signs after installation, carrying the
 * guild id. Gatehouse has no Discord install flow (its bot is DISCORD_BOT_TOKEN, added to the
 * guild by the seller): it accepts either such a token (a JWT whose payload has `guild_id`, not
 * verified: there is no Polar key here) or a bare guild id (a Discord snowflake).
 */
export function guildIdOf(token: string, loc: Loc): string {
  if (/^\d{15,21}$/.test(token)) return token;
  const payload = token.split(".")[1];
  if (token.split(".").length === 3 && payload) {
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      if (
        claims &&
        typeof claims === "object" &&
        "guild_id" in claims &&
        typeof claims.guild_id === "string" &&
        claims.guild_id
      )
        return claims.guild_id;
    } catch {
      // not JSON: refused below
    }
  }
  throw ValidationFailure.at(loc, "Invalid guild token: expected a Discord guild id or a token carrying guild_id");
}

/** Every file must be a live downloadable file of this organization; `archived` may only name those files. */
async function downloadables(
  executor: Executor,
  organizationId: string,
  properties: z.infer<typeof downloadablesCreateProperties>,
  loc: Loc,
): Promise<BenefitProperties> {
  const files = [...new Set(properties.files)];
  const found = await resolveDownloadableFiles(executor, organizationId, files);
  properties.files.forEach((id, index) => {
    if (!found.has(id))
      throw ValidationFailure.at(
        [...loc, "files", index],
        `File ${id} is not a downloadable file of this organization`,
      );
  });
  const archived: Record<string, boolean> = {};
  for (const [id, value] of Object.entries(properties.archived ?? {})) {
    if (!found.has(id))
      throw ValidationFailure.at([...loc, "archived", id], `File ${id} is not one of the benefit's files`);
    archived[id] = value;
  }
  return { files, archived };
}
