/**
 * Dev check, not run in CI: parses Gatehouse's sample responses with the official SDK's own
 * strict inbound models, so a wire shape that the SDK would refuse shows up here.
 *
 *   cd /tmp && npm pack @polar-sh/sdk@0.47.1 && mkdir -p polar047 && tar -xzf polar-sh-sdk-0.47.1.tgz -C polar047
 *   mkdir -p /tmp/polar047/package/node_modules && ln -sfn "$PWD/node_modules/zod" /tmp/polar047/package/node_modules/zod
 *   cd server && npx tsx scripts/check-polar-models.ts [/tmp/polar047/package]
 */

import { benefit } from "../src/billing/benefits/schemas.ts";
import { customField } from "../src/billing/custom-fields/schemas.ts";
import { customer } from "../src/billing/customers/schemas.ts";
import { discount } from "../src/billing/discounts/schemas.ts";
import { fileRead, fileUpload } from "../src/billing/files/schemas.ts";
import { product } from "../src/billing/products/schemas.ts";
import * as samples from "../test/fixtures/wire-samples.ts";

type Inbound = { safeParse(value: unknown): { success: boolean; error?: unknown } };
type Ours = { parse(value: unknown): unknown };

const sdkRoot = process.argv[2] ?? "/tmp/polar047/package";

async function model(file: string, name: string): Promise<Inbound> {
  const mod = (await import(`${sdkRoot}/dist/esm/models/components/${file}.js`)) as Record<string, Inbound>;
  const schema = mod[`${name}$inboundSchema`];
  if (!schema) throw new Error(`${name}$inboundSchema not found in ${file}.js`);
  return schema;
}

const checks: Array<[string, string, Ours, unknown[]]> = [
  ["product", "Product", product, [samples.productSample, samples.oneTimeProductSample]],
  ["benefit", "Benefit", benefit, samples.benefitSamples],
  ["customfield", "CustomField", customField, samples.customFieldSamples],
  ["discount", "Discount", discount, samples.discountSamples],
  ["customer", "Customer", customer, samples.customerSamples],
  ["fileupload", "FileUpload", fileUpload, [samples.fileUploadSample]],
  ["productmediafileread", "ProductMediaFileRead", fileRead, [samples.productMediaSample]],
  ["downloadablefileread", "DownloadableFileRead", fileRead, [samples.downloadableSample]],
];

let failures = 0;
for (const [file, name, ours, values] of checks) {
  const sdk = await model(file, name);
  for (const value of values) {
    const result = sdk.safeParse(ours.parse(value));
    if (!result.success) {
      failures += 1;
      console.error(`✗ ${name}`, JSON.stringify(result.error, null, 1).slice(0, 2000));
    }
  }
  console.log(`${name}: ${values.length} sample(s) checked`);
}
const pagination = await model("pagination", "Pagination");
if (!pagination.safeParse({ total_count: 1, max_page: 1 }).success) failures += 1;
if (failures > 0) {
  console.error(`${failures} sample(s) refused by @polar-sh/sdk`);
  process.exit(1);
}
console.log("All samples accepted by the SDK's inbound models.");
