/**
 * Writes the reference pages generated from the code: docs/reference/configuration.md (the
 * configuration schema), permissions.md (the permission catalogue), auth-routes.md (the auth routes' OpenAPI document) and billing-api.md
 * (the /v1 OpenAPI document). With `--check`, writes nothing and exits 1 naming each page that
 * differs from what the code generates. `npm run docs -w server`, `npm run docs:check -w server`.
 */
import { authRoutesPage } from "./auth-routes.ts";
import { billingApiPage } from "./billing-api.ts";
import { configurationPage } from "./configuration.ts";
import { runPages } from "./pages.ts";
import { permissionsPage } from "./permissions.ts";

await runPages([configurationPage, permissionsPage, authRoutesPage, billingApiPage], process.argv);
