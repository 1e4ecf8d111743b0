import { GatehouseError } from "../client/errors.js";
import type { GatehouseClient } from "../client/gatehouse-client.js";
import { createResource, type Resource } from "../client/resource.js";
import { useGatehouse } from "../provider/context.js";
import { useResource } from "./use-resource.js";

/** The captcha the server asks for: which widget to render, and on which auth routes to send its answer. */
export interface CaptchaSettings {
  provider: "cloudflare-turnstile" | "google-recaptcha" | "hcaptcha";
  siteKey: string;
  scriptURL: string;
  /** Auth routes (under /api/auth) that refuse a request without the widget's answer, e.g. "/sign-in/email". */
  endpoints: string[];
}

export interface SocialProvider {
  id: string;
  name: string;
}

/** What the server has switched on (`GET /api/auth/sign-in-methods`). */
export interface SignInMethods {
  emailAndPassword: boolean;
  /** Whether new accounts may be made (with a password, or by a first passwordless sign-in). */
  signUp: boolean;
  socialProviders: SocialProvider[];
  passkey: boolean;
  magicLink: boolean;
  emailCode: boolean;
  sso: boolean;
  twoFactor: boolean;
  captcha: CaptchaSettings | null;
}

export interface SignInMethodsResult {
  /** Undefined until the first answer. */
  data: SignInMethods | undefined;
  isLoading: boolean;
  error: GatehouseError | null;
  refresh: () => Promise<void>;
}

const CAPTCHA_PROVIDERS: readonly string[] = ["cloudflare-turnstile", "google-recaptcha", "hcaptcha"];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function captchaOf(value: unknown): CaptchaSettings | null {
  if (!isRecord(value)) return null;
  const { provider, siteKey, scriptURL, endpoints } = value;
  if (typeof provider !== "string" || !CAPTCHA_PROVIDERS.includes(provider)) return null;
  if (typeof siteKey !== "string" || typeof scriptURL !== "string" || !Array.isArray(endpoints)) return null;
  return {
    provider: provider as CaptchaSettings["provider"],
    siteKey,
    scriptURL,
    endpoints: endpoints.filter((endpoint): endpoint is string => typeof endpoint === "string"),
  };
}

function providersOf(value: unknown): SocialProvider[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.id === "string" && item.id !== "" && typeof item.name === "string"
      ? [{ id: item.id, name: item.name }]
      : [],
  );
}

/** Reads the server's answer field by field: a missing flag is off, never a crash. */
function methodsOf(body: unknown): SignInMethods {
  const record = isRecord(body) ? body : {};
  const flag = (key: keyof SignInMethods) => record[key] === true;
  return {
    emailAndPassword: flag("emailAndPassword"),
    signUp: flag("signUp"),
    socialProviders: providersOf(record.socialProviders),
    passkey: flag("passkey"),
    magicLink: flag("magicLink"),
    emailCode: flag("emailCode"),
    sso: flag("sso"),
    twoFactor: flag("twoFactor"),
    captcha: captchaOf(record.captcha),
  };
}

/**
 * A Gatehouse from before the route answers 404: it has every method built in, and lists only
 * its social providers and its captcha, on the two routes its own web app reads.
 */
async function methodsOfOlderServer(client: GatehouseClient): Promise<SignInMethods> {
  const [social, captcha] = await Promise.all([
    client.request<{ providers?: unknown }>("/api/auth/social-providers"),
    client.request<{ captcha?: unknown }>("/api/auth/captcha"),
  ]);
  return {
    emailAndPassword: true,
    signUp: true,
    socialProviders: providersOf(social?.providers),
    passkey: true,
    magicLink: true,
    emailCode: true,
    sso: true,
    twoFactor: true,
    captcha: captchaOf(captcha?.captcha),
  };
}

// One read per client (per provider), shared by every sign-in and sign-up form on the page:
// the server's configuration only changes when it restarts.
const resources = new WeakMap<GatehouseClient, Resource<SignInMethods>>();

function methodsResource(client: GatehouseClient): Resource<SignInMethods> {
  let resource = resources.get(client);
  if (!resource) {
    resource = createResource(async () => {
      try {
        return methodsOf(await client.request<unknown>("/api/auth/sign-in-methods"));
      } catch (error) {
        if (error instanceof GatehouseError && error.status === 404) return methodsOfOlderServer(client);
        throw error;
      }
    });
    resources.set(client, resource);
  }
  return resource;
}

/** The sign-in methods, social providers and captcha the server has switched on. */
export function useSignInMethods(): SignInMethodsResult {
  const client = useGatehouse();
  const resource = methodsResource(client);
  const state = useResource(resource);
  return {
    data: state.data,
    isLoading: state.status === "loading",
    error: state.error,
    refresh: resource.refresh,
  };
}
