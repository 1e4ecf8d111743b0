// npm start: the built pages (npm run build) and the API on one port, as you would deploy them.
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { GATEHOUSE_URL, HOST, PORT } from "../config.mjs";
import { createApi } from "./app.mjs";

const dist = fileURLToPath(new URL("../dist", import.meta.url));

const app = createApi({ gatehouseUrl: GATEHOUSE_URL });
app.use("*", serveStatic({ root: dist }));
// Any other path is one of the app's pages: the router in the browser picks it.
app.get("*", serveStatic({ path: `${dist}/index.html` }));

const server = serve({ fetch: app.fetch, port: PORT, hostname: HOST }, (info) => {
  console.log(`saas-starter listening on http://${HOST}:${info.port} (Gatehouse at ${GATEHOUSE_URL})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close(() => process.exit(0)));
