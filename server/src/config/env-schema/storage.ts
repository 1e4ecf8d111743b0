import { z } from "zod";
import { bool, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/**
 * Where uploaded files live (docs/operations/production.md): local (under DATA_DIR/files) or s3
 * (an S3-compatible bucket every process shares). Credentials: the S3_ pair, else the AWS SDK's
 * own chain (environment, profile, instance role).
 */
export const storageSection = envSection({
  title: "File storage",
  variables: {
    STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: url(["https:", "http:"]),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool(false),
  },
  docs: {
    STORAGE: {
      meaning:
        "where uploaded files (product media, downloadables) live: `local` under `DATA_DIR/files`, or `s3`, a bucket every process shares (see [production.md](../operations/production.md))",
    },
    S3_BUCKET: { meaning: "the bucket (required with `STORAGE=s3`)" },
    S3_ENDPOINT: { meaning: "an S3-compatible server's URL (MinIO, R2, Ceph, …)", default: "AWS" },
    S3_REGION: { meaning: "the bucket's region" },
    S3_ACCESS_KEY_ID: {
      meaning:
        "with `S3_SECRET_ACCESS_KEY`: the credentials; without them the AWS SDK's own chain (environment, profile, instance role)",
    },
    S3_SECRET_ACCESS_KEY: { meaning: "see `S3_ACCESS_KEY_ID`" },
    S3_FORCE_PATH_STYLE: {
      meaning: "`true`: `endpoint/bucket/key` URLs instead of `bucket.endpoint/key` (most self-hosted servers)",
    },
  },
});
