import type { Config } from "../../config.ts";
import type { Executor } from "../../db/transaction.ts";

/**
 * The third-party APIs behind github_repository and discord benefits (README: Benefits).
 * Settings come from the environment (GITHUB_API_URL, GITHUB_TOKEN, DISCORD_API_URL,
 * DISCORD_BOT_TOKEN, BENEFIT_PROVIDER_TIMEOUT_MS); the grant worker registers them per database
 * handle, so a test's direct `runDueGrantJobs(db)` calls the same stub as the server's poller.
 */
export type ProviderSettings = {
  github: { apiUrl: string; token: string | null };
  discord: { apiUrl: string; botToken: string | null };
  timeoutMs: number;
};

export const DEFAULT_PROVIDER_SETTINGS: ProviderSettings = {
  github: { apiUrl: "https://api.github.com", token: null },
  discord: { apiUrl: "https://discord.com/api/v10", botToken: null },
  timeoutMs: 10_000,
};

const registry = new WeakMap<object, ProviderSettings>();

export function configureProviders(db: Executor, settings: ProviderSettings): void {
  registry.set(db, settings);
}

export function providersOf(db: Executor): ProviderSettings {
  return registry.get(db) ?? DEFAULT_PROVIDER_SETTINGS;
}

/**
 * The grant cannot be made until the customer acts (links their GitHub or Discord account in the
 * portal): as Polar, the grant stays not granted with this error and the job is not retried; the
 * portal's PATCH of the account queues the grant again.
 */
export class BenefitActionRequiredError extends Error {
  override name = "BenefitActionRequiredError";
}

/** The provider answered non-2xx, or could not be reached: the job is retried with backoff. */
export class BenefitProviderError extends Error {
  override name = "BenefitProviderError";
}

export type ProviderRequest = {
  method: "GET" | "PUT" | "DELETE";
  url: string;
  headers: Record<string, string>;
  body?: unknown;
};

/**
 * One provider call; anything but a 2xx answer throws BenefitProviderError (with the provider's
 * status and message). Returns the JSON body of a GET (unknown: the caller checks its shape).
 */
export async function callProvider(provider: string, request: ProviderRequest, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, ...(request.body === undefined ? {} : { "content-type": "application/json" }) },
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    throw new BenefitProviderError(
      `${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.ok) {
    if (request.method === "GET") return response.json().catch(() => null);
    await response.body?.cancel();
    return null;
  }
  const text = (await response.text().catch(() => "")).slice(0, 300);
  throw new BenefitProviderError(
    `${provider} answered ${response.status} to ${request.method} ${new URL(request.url).pathname}${text ? `: ${text}` : ""}`,
  );
}

/** `base` + `/a/b` with each segment URL-encoded (owner, repository and ids come from users). */
export function providerUrl(base: string, ...segments: string[]): string {
  return `${base.replace(/\/+$/, "")}/${segments.map(encodeURIComponent).join("/")}`;
}

/** The settings from the environment (config.ts). */
export function benefitProviderSettings(
  config: Pick<
    Config,
    "GITHUB_API_URL" | "GITHUB_TOKEN" | "DISCORD_API_URL" | "DISCORD_BOT_TOKEN" | "BENEFIT_PROVIDER_TIMEOUT_MS"
  >,
): ProviderSettings {
  return {
    github: {
      apiUrl: config.GITHUB_API_URL ?? DEFAULT_PROVIDER_SETTINGS.github.apiUrl,
      token: config.GITHUB_TOKEN ?? null,
    },
    discord: {
      apiUrl: config.DISCORD_API_URL ?? DEFAULT_PROVIDER_SETTINGS.discord.apiUrl,
      botToken: config.DISCORD_BOT_TOKEN ?? null,
    },
    timeoutMs: config.BENEFIT_PROVIDER_TIMEOUT_MS,
  };
}
