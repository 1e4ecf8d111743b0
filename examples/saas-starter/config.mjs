// Everything the starter reads from its environment, with the defaults of a local Gatehouse.
export const GATEHOUSE_URL = (process.env.GATEHOUSE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
export const SELLER = process.env.SELLER ?? "acme";
export const HOST = process.env.HOST ?? "localhost";
/** The app's pages: the Vite dev server, or the built pages and the API together (npm start). */
export const PORT = Number(process.env.PORT ?? 5173);
/** The API's own port while developing; Vite forwards /api to it. */
export const API_PORT = Number(process.env.API_PORT ?? 8787);
