import { describe, expect, it } from "vitest";
import { downloadableSample, fileUploadSample, productMediaSample } from "../../../test/fixtures/wire-samples.ts";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
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
    expect(refusalOf(fileRead, withoutUrl)).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_type",
          "message": "Invalid input: expected string, received undefined",
          "path": "public_url",
        },
      ]
    `);
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
      refusalOf(fileCreate, {
        service: "product_media",
        name: "a.pdf",
        mime_type: "application/pdf",
        size: 100,
        upload,
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Product media must be a JPEG, PNG, GIF, WebP or SVG image",
          "path": "mime_type",
        },
      ]
    `);
    expect(
      refusalOf(fileCreate, {
        service: "product_media",
        name: "a.png",
        mime_type: "image/png",
        size: 11 * 1024 * 1024,
        upload,
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected number to be <=10485760",
          "path": "size",
        },
      ]
    `);
    expect(
      refusalOf(fileCreate, {
        service: "downloadable",
        name: "a",
        mime_type: "application/zip",
        size: 1,
        upload: { parts: [] },
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected array to have >=1 items",
          "path": "upload.parts",
        },
      ]
    `);
    expect(
      refusalOf(fileCreate, { service: "organization_avatar", name: "a", mime_type: "image/png", size: 1, upload }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_union",
          "message": "Invalid discriminator value. Expected 'downloadable' | 'product_media'",
          "path": "service",
        },
      ]
    `);
  });

  it("validates the upload-completed body and list query", () => {
    expect(
      fileUploadCompleted.safeParse({
        id: "u",
        path: "p",
        parts: [{ number: 1, checksum_etag: "e", checksum_sha256_base64: null }],
      }).success,
    ).toBe(true);
    expect(refusalOf(fileUploadCompleted, { id: "u", path: "p", parts: [] })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected array to have >=1 items",
          "path": "parts",
        },
      ]
    `);
    expect(fileListQuery.parse({ ids: downloadableSample.id })).toMatchObject({ ids: [downloadableSample.id] });
  });
});
