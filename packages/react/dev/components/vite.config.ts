import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The components' harness, an app of its own on its own origin: `npx vite --config
 * packages/react/dev/components/vite.config.ts`, then open
 * `/?gatehouse=<Gatehouse's URL>&seller=<a seller's slug>` (and `&lang=de` for another language; Gatehouse's
 * TRUSTED_ORIGINS must list this origin).
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  logLevel: "warn",
});
