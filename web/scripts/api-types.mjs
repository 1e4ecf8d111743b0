/**
 * The web app's /v1 types, generated from the server's OpenAPI document (server/scripts/openapi.ts)
 * with openapi-typescript into src/lib/api/v1.d.ts.
 *   node scripts/api-types.mjs           writes the file   (npm run api:generate -w web)
 *   node scripts/api-types.mjs --check   fails when the committed file differs (npm run api:check -w web, CI)
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import openapiTS, { astToString } from "openapi-typescript";

const target = new URL("../src/lib/api/v1.d.ts", import.meta.url);
const document = execFileSync("npm", ["run", "--silent", "openapi"], {
  cwd: new URL("../../server/", import.meta.url),
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
  stdio: ["ignore", "pipe", "inherit"],
});
const header = `/**
 * Generated from the server's OpenAPI document (GET /v1/openapi.json) by \`npm run api:generate -w web\`.
 * Do not edit: change the server's schemas and regenerate. CI (\`npm run api:check -w web\`) fails when it is stale.
 */

`;
// A field with a default is optional in a request: the server fills it in (openapi-typescript would make it required).
const contents = header + astToString(await openapiTS(JSON.parse(document), { defaultNonNullable: false }));

if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(target, "utf8");
  } catch {
    // Missing counts as stale.
  }
  if (committed !== contents) {
    process.stderr.write(
      "web/src/lib/api/v1.d.ts is stale: the server's OpenAPI document changed. Run `npm run api:generate -w web` and commit it.\n",
    );
    process.exit(1);
  }
  process.stdout.write("web/src/lib/api/v1.d.ts matches the server's OpenAPI document.\n");
} else {
  writeFileSync(target, contents);
  process.stdout.write(`wrote ${target.pathname}\n`);
}
