#!/usr/bin/env node
// The `gatehouse` command. In a checkout it runs the TypeScript sources through tsx, so it is
// always what is checked out; where only the compiled server is present (the container image),
// it runs that.
import { existsSync } from "node:fs";

const sources = new URL("../src/cli/main.ts", import.meta.url);
if (existsSync(sources)) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(sources.href);
} else {
  await import(new URL("../dist/cli/main.js", import.meta.url).href);
}
