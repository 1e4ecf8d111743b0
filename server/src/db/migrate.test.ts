import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrationNames } from "./migrate.ts";

/** Migrations are found by their file names: adding one is adding its file, in numbered order. */
describe("migrationNames", () => {
  it("is every NNNN_name file of migrations/, in order, numbered without gaps or repeats", () => {
    const files = readdirSync(new URL("./migrations/", import.meta.url)).filter((file) => /^\d{4}_/.test(file));
    const names = migrationNames();
    expect(names).toEqual(files.map((file) => file.replace(/\.ts$/, "")).sort());
    expect(names[0]).toBe("0001_auth");
    expect(names.map((name) => Number(name.slice(0, 4)))).toEqual(names.map((_, index) => index + 1));
  });
});
