import { describe, expect, it } from "vitest";
import { ENV_SECTIONS, envSchema } from "./index.ts";

describe("the environment's sections", () => {
  it("hold every variable of the schema, each once", () => {
    const sectionKeys = ENV_SECTIONS.flatMap((section) => Object.keys(section.variables));
    expect(new Set(sectionKeys).size).toBe(sectionKeys.length);
    expect([...sectionKeys].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("document every variable they hold", () => {
    for (const section of ENV_SECTIONS) {
      for (const name of Object.keys(section.variables)) expect(section.docs[name]?.meaning, name).toBeTruthy();
    }
  });

  it("have titles of their own", () => {
    const titles = ENV_SECTIONS.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
