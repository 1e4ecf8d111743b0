import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false }, "/v1": { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false }, "/v1": { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    rollupOptions: {
      output: {
        // Vendor code changes less often than the app: separate chunks cache longer.
        manualChunks(id) {
          // One chunk per locale: a language switch fetches its catalogs at once.
          const catalog = /\/i18n\/catalogs\/([^/]+)\//.exec(id);
          if (catalog) return `locale-${catalog[1]}`;
          if (!id.includes("node_modules")) return undefined;
          if (id.includes("@mantine") || id.includes("@floating-ui")) return "mantine";
          if (id.includes("better-auth") || id.includes("@better-fetch") || id.includes("nanostores")) return "auth";
          if (id.includes("react-router")) return "router";
          if (id.includes("@tanstack")) return "query";
          if (/node_modules\/(i18next|react-i18next|i18next-icu|intl-messageformat|@formatjs)\//.test(id))
            return "i18n";
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
          return "vendor";
        },
      },
    },
  },
});
