import { isAPIError } from "better-auth/api";

/**
 * The plugin logs every key its verify endpoint refuses as an error ("Failed to validate API
 * key:"). A seller verifying each request it receives (/v1/api-key-meters/verify) would fill the
 * error log with its callers' bad keys: a refusal (a 4xx APIError) is the answer, not a fault, and
 * is logged at debug level (auth.ts).
 */
export function isKeyRefusalLog(message: string, detail: unknown): boolean {
  return message.startsWith("Failed to validate API key") && isAPIError(detail) && detail.statusCode < 500;
}
