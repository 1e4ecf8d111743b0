import { describe, expect, it } from "vitest";
import { downloadableSample, fileUploadSample, productMediaSample } from "../common/wire-samples.ts";
import {
  fileCreate,
  fileList,
  fileListQuery,
  fileRead,
  fileUpload,
  fileUploadCompleted,
  productMediaFileRead,
} from "./schemas.ts";

const upload = { parts: [{ number: 1, chunk_start: 0, chunk_end: 99 }] };

describe("file wire shapes", () => {
  it("parses file responses (SDK models FileUpload, DownloadableFileRead, ProductMediaFileRead)", () => {
    expect(fileUpload.parse(fileUploadSample)).toEqual(fileUploadSample);
    expect(productMediaFileRead.parse(productMediaSample)).toEqual(productMediaSample);
    expect(fileRead.parse(downloadableSample)).toEqual(downloadableSample);
    expect(
      fileList.safeParse({
        items: [downloadableSample, productMediaSample],
        pagination: { total_count: 2, max_page: 1 },
      }).success,
    ).toBe(true);
    const { public_url: _, ...withoutUrl } = productMediaSample;
    expect(fileRead.safeParse(withoutUrl).success).toBe(false);
  });

  it("validates create bodies", () => {
    expect(
      fileCreate.safeParse({ service: "downloadable", name: "a.zip", mime_type: "application/zip", size: 100, upload })
        .success,
    ).toBe(true);
    expect(
      fileCreate.safeParse({ service: "product_media", name: "a.png", mime_type: "image/png", size: 100, upload })
        .success,
    ).toBe(true);
    expect(
      fileCreate.safeParse({ service: "product_media", name: "a.pdf", mime_type: "application/pdf", size: 100, upload })
        .success,
    ).toBe(false);
    expect(
      fileCreate.safeParse({
        service: "product_media",
        name: "a.png",
        mime_type: "image/png",
        size: 11 * 1024 * 1024,
        upload,
      }).success,
    ).toBe(false);
    expect(
      fileCreate.safeParse({
        service: "downloadable",
        name: "a",
        mime_type: "application/zip",
        size: 1,
        upload: { parts: [] },
      }).success,
    ).toBe(false);
    expect(
      fileCreate.safeParse({ service: "organization_avatar", name: "a", mime_type: "image/png", size: 1, upload })
        .success,
    ).toBe(false);
  });

  it("validates the upload-completed body and list query", () => {
    expect(
      fileUploadCompleted.safeParse({
        id: "u",
        path: "p",
        parts: [{ number: 1, checksum_etag: "e", checksum_sha256_base64: null }],
      }).success,
    ).toBe(true);
    expect(fileUploadCompleted.safeParse({ id: "u", path: "p", parts: [] }).success).toBe(false);
    expect(fileListQuery.parse({ ids: downloadableSample.id })).toMatchObject({ ids: [downloadableSample.id] });
  });
});
