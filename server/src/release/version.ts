import { readFileSync } from "node:fs";

/**
 * Gatehouse's version: the server package's `version`, the one place it is written (the
 * `gatehouse version` command, `/healthz` and the container image's labels all read it). The
 * path is the same from `src/release/` and from the compiled `dist/release/`.
 */
export const GATEHOUSE_VERSION: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;
