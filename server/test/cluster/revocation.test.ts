import { describe } from "vitest";
import { revocationCases } from "./revocation-cases.ts";

describe("session revocations through the database: three processes", () => {
  revocationCases("revocation-db", () => ({}));
});
