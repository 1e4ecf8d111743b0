import { z } from "zod";
import { accountsSection } from "./accounts.ts";
import { billingSection } from "./billing.ts";
import { brandingSection } from "./branding.ts";
import { captchaSection } from "./captcha.ts";
import { databaseSection } from "./database.ts";
import { mailSection } from "./mail.ts";
import { observabilitySection } from "./observability.ts";
import { organizationsSection } from "./organizations.ts";
import { passwordHashingSection } from "./password-hashing.ts";
import { processesSection } from "./processes.ts";
import { rateLimitsSection } from "./rate-limits.ts";
import type { DocumentedSection } from "./section.ts";
import { serverSection } from "./server.ts";
import { sessionsSection } from "./sessions.ts";
import { signingKeysSection } from "./signing-keys.ts";
import { accountLinkingSection, genericOidcSection, socialSignInSection } from "./social-sign-in.ts";
import { storageSection } from "./storage.ts";

/**
 * Every environment variable Gatehouse reads, by area, in the order of the configuration
 * reference (docs/reference/configuration.md, written from these by `npm run docs -w server`).
 */
export const ENV_SECTIONS: readonly DocumentedSection[] = [
  serverSection,
  storageSection,
  databaseSection,
  mailSection,
  brandingSection,
  accountsSection,
  passwordHashingSection,
  sessionsSection,
  signingKeysSection,
  rateLimitsSection,
  organizationsSection,
  billingSection,
  processesSection,
  observabilitySection,
  socialSignInSection,
  genericOidcSection,
  accountLinkingSection,
  captchaSection,
];

/** The environment's schema: every section's variables (env-schema.test.ts checks none is left out). */
export const envSchema = z.object({
  ...serverSection.variables,
  ...storageSection.variables,
  ...databaseSection.variables,
  ...mailSection.variables,
  ...brandingSection.variables,
  ...accountsSection.variables,
  ...passwordHashingSection.variables,
  ...sessionsSection.variables,
  ...signingKeysSection.variables,
  ...rateLimitsSection.variables,
  ...organizationsSection.variables,
  ...billingSection.variables,
  ...processesSection.variables,
  ...observabilitySection.variables,
  ...socialSignInSection.variables,
  ...genericOidcSection.variables,
  ...accountLinkingSection.variables,
  ...captchaSection.variables,
});

export type Env = z.infer<typeof envSchema>;
