// npm run dev: the API on API_PORT and Vite's dev server on PORT, which forwards /api to it.
import { serve } from "@hono/node-server";
import { createServer } from "vite";
import { createApi } from "../api/app.mjs";
import { API_PORT, GATEHOUSE_URL, HOST, PORT } from "../config.mjs";

serve({ fetch: createApi({ gatehouseUrl: GATEHOUSE_URL }).fetch, port: API_PORT, hostname: HOST });

const vite = await createServer({
  server: { host: HOST, port: PORT, strictPort: true, proxy: { "/api": `http://${HOST}:${API_PORT}` } },
});
await vite.listen();
console.log(
  `saas-starter: http://${HOST}:${PORT} (Gatehouse at ${GATEHOUSE_URL}; add this origin to its TRUSTED_ORIGINS)`,
);
