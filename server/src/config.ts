/**
 * Gatehouse's configuration: every environment variable, parsed and validated in one place
 * (config/). The schema is split by area under config/env-schema/, each variable documented
 * beside its parser; docs/reference/configuration.md is written from it (`npm run docs -w server`).
 * The rest of the server imports its configuration from here.
 */
export { ConfigError } from "./config/config-error.ts";
export { CAPTCHA_PROVIDERS } from "./config/env-schema/captcha.ts";
export { DATABASE_DEFAULTS, type DatabaseLimits, SQLITE_FILE_NAME } from "./config/env-schema/database.ts";
export { COOKIE_MAX_AGE_CAP } from "./config/env-schema/sessions.ts";
export { type CaptchaConfig, type Config, loadConfig } from "./config/load-config.ts";
export { checkOidcDiscovery, type SocialProviderConfig } from "./config/social-providers.ts";
