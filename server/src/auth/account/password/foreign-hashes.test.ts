import { createCipheriv, randomBytes, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";
import bcryptjs from "bcryptjs";
import { argon2i, argon2id, createSHA1, createSHA256, createSHA512, md5, pbkdf2, sha1, sha256 } from "hash-wasm";
import { describe, expect, it } from "vitest";
import { foreignHashFormat, verifyForeignHash } from "./foreign-hashes.mjs";

/**
 * Each foreign format against hashes its origin (or an independent implementation of it) made:
 * published vectors where the origin publishes them, bcryptjs and hash-wasm otherwise.
 */
const accepts = (stored: string, password: string, wrong = `${password}x`) => {
  expect(foreignHashFormat(stored)).not.toBeNull();
  expect(verifyForeignHash(stored, password)).toBe(true);
  expect(verifyForeignHash(stored, wrong)).toBe(false);
};
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("bcrypt", () => {
  it("verifies jBCrypt's vector and bcryptjs's hashes under every prefix", () => {
    const jbcrypt = "$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe";
    accepts(jbcrypt, "a", "b");
    const made = bcryptjs.hashSync("pässwörd ✓", 5);
    expect(made).toMatch(/^\$2b\$05\$/);
    for (const prefix of ["$2a$", "$2b$", "$2y$", "$2x$"]) {
      accepts(`${prefix}${made.slice(4)}`, "pässwörd ✓");
      expect(foreignHashFormat(`${prefix}${made.slice(4)}`)).toBe("bcrypt");
    }
  });

  it("keeps bcrypt's 72-byte limit, as every bcrypt does", () => {
    const long = "x".repeat(72);
    const stored = bcryptjs.hashSync(long, 4);
    expect(verifyForeignHash(stored, `${long}anything after the 72nd byte`)).toBe(true);
  });

  it("refuses costs beyond 16 and malformed hashes", () => {
    const made = bcryptjs.hashSync("a", 4);
    expect(foreignHashFormat(`$2b$17${made.slice(6)}`)).toBeNull();
    expect(verifyForeignHash(`$2b$17${made.slice(6)}`, "a")).toBe(false);
    expect(verifyForeignHash(made.slice(0, -1), "a")).toBe(false);
    expect(verifyForeignHash(`$2c${made.slice(3)}`, "a")).toBe(false);
  });
});

describe("argon2", () => {
  const salt = randomBytes(16);
  const options = { password: "pässwörd ✓", salt, parallelism: 1, iterations: 2, memorySize: 1024, hashLength: 32 };

  it("verifies hash-wasm's argon2id and argon2i PHC strings, and Django's argon2$ prefix", async () => {
    const id = await argon2id({ ...options, outputType: "encoded" });
    const i = await argon2i({ ...options, outputType: "encoded" });
    expect(id).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    accepts(id, "pässwörd ✓");
    accepts(i, "pässwörd ✓");
    accepts(`argon2${id}`, "pässwörd ✓");
    expect(foreignHashFormat(i)).toBe("argon2");
  });

  it("refuses argon2d, more than 256 MiB, and malformed strings", async () => {
    const id = await argon2id({ ...options, outputType: "encoded" });
    expect(verifyForeignHash(id.replace("$argon2id$", "$argon2d$"), "pässwörd ✓")).toBe(false);
    expect(foreignHashFormat(id.replace("m=1024", "m=1048576"))).toBeNull();
    expect(verifyForeignHash(id.replace("m=1024", "m=1048576"), "pässwörd ✓")).toBe(false);
    expect(verifyForeignHash("$argon2id$v=19$m=1024,t=2,p=1$garbage", "pässwörd ✓")).toBe(false);
  });
});

describe("PBKDF2", () => {
  it("verifies Django's own published hashes (pbkdf2_sha256 and pbkdf2_sha1)", () => {
    const current = "pbkdf2_sha256$1000000$seasalt$r1uLUxoxpP2Ued/qxvmje7UH9PUJBkRrvf9gGPL7Cps=";
    expect(foreignHashFormat(current)).toBe("django-pbkdf2");
    expect(verifyForeignHash(current, "lètmein")).toBe(true);
    // Django 1.4's, at a tenth of a millisecond's worth of iterations.
    accepts("pbkdf2_sha1$10000$seasalt$91JiNKgwADC8j2j86Ije/cc4vfQ=", "letmein");
  });

  it("verifies $pbkdf2-<digest>$i=… made by hash-wasm, and passlib's published hash", async () => {
    const salt = randomBytes(16);
    for (const [digest, hashFunction, length] of [
      ["sha1", createSHA1, 20],
      ["sha256", createSHA256, 32],
      ["sha512", createSHA512, 64],
    ] as const) {
      const key = await pbkdf2({
        password: "pässwörd ✓",
        salt,
        iterations: 1000,
        hashLength: length,
        hashFunction: hashFunction(),
        outputType: "binary",
      });
      accepts(`$pbkdf2-${digest}$i=1000$${b64(salt)}$${b64(key)}`, "pässwörd ✓");
    }
    // passlib's documentation: iterations without "i=", its own base64 (no padding, "." for "+").
    accepts("$pbkdf2-sha256$6400$0ZrzXitFSGltTQnBWOsdAw$Y11AchqV4b0sUisdZd0Xr97KWoymNE0LNNrnEgY4H9M", "password");
  });

  it("refuses iteration counts of zero or beyond five million, and text that is not base64", () => {
    expect(verifyForeignHash("pbkdf2_sha256$0$seasalt$r1uLUxoxpP2Ued/qxvmje7UH9PUJBkRrvf9gGPL7Cps=", "x")).toBe(false);
    expect(foreignHashFormat("pbkdf2_sha256$5000001$seasalt$r1uLUxoxpP2Ued/qxvmje7UH9PUJBkRrvf9gGPL7Cps=")).toBeNull();
    expect(foreignHashFormat("$pbkdf2-sha256$i=1000$c2FsdA==$not*base64")).toBeNull();
    expect(foreignHashFormat("$pbkdf2-md5$i=1000$c2FsdA==$c2FsdA==")).toBeNull();
  });
});

describe("Firebase's modified scrypt", () => {
  // Firebase's published example (github.com/firebase/scrypt): the project's parameters, one user's salt and hash.
  const signerKey = "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==";
  const firebase = (hash: string, salt = "42xEC+ixf3L2lw==", params = "r=8,m=14") =>
    `$firebase-scrypt$${params}$${signerKey}$Bw==$${salt}$${hash}`;

  it("verifies Firebase's published test vector", () => {
    const stored = firebase("lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==");
    expect(foreignHashFormat(stored)).toBe("firebase-scrypt");
    accepts(stored, "user1password");
  });

  it("refuses parameters beyond 256 MiB and malformed parts", () => {
    const hash = "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==";
    expect(foreignHashFormat(firebase(hash, undefined, "r=8,m=20"))).toBeNull();
    expect(foreignHashFormat(firebase(hash, undefined, "r=0,m=14"))).toBeNull();
    expect(verifyForeignHash(firebase(hash, "not base64!"), "user1password")).toBe(false);
    // The same scrypt and AES-CTR steps with another salt give another hash: the salt is used.
    const key = scryptSync("user1password", Buffer.concat([Buffer.from("other"), Buffer.from("Bw==", "base64")]), 32, {
      N: 2 ** 14,
      r: 8,
      p: 1,
    });
    const cipher = createCipheriv("aes-256-ctr", key, Buffer.alloc(16));
    const other = Buffer.concat([cipher.update(Buffer.from(signerKey, "base64")), cipher.final()]).toString("base64");
    accepts(firebase(other, Buffer.from("other").toString("base64")), "user1password");
    expect(verifyForeignHash(firebase(other), "user1password")).toBe(false);
  });
});

describe("legacy salted digests", () => {
  it("verifies hash-wasm's MD5, SHA-1 and SHA-256 of salt + password, password + salt and the password alone", async () => {
    const salt = Buffer.from("s4lt!");
    const password = "pässwörd ✓";
    const digests = { md5, sha1, sha256 } as const;
    for (const [name, digest] of Object.entries(digests)) {
      accepts(`$${name}$salt-first$${salt.toString("hex")}$${await digest(`s4lt!${password}`)}`, password);
      accepts(`$${name}$password-first$${salt.toString("hex")}$${await digest(`${password}s4lt!`)}`, password);
      accepts(`$${name}$none$$${(await digest(password)).toUpperCase()}`, password);
      expect(foreignHashFormat(`$${name}$none$$${await digest(password)}`)).toBe("legacy-digest");
    }
  });

  it("refuses a digest of the wrong length, a salt with none, and no salt with an order", async () => {
    const digest = await md5("pw");
    expect(foreignHashFormat(`$md5$none$$${digest}00`)).toBeNull();
    expect(foreignHashFormat(`$sha1$none$$${digest}`)).toBeNull();
    expect(foreignHashFormat(`$md5$none$00$${digest}`)).toBeNull();
    expect(foreignHashFormat(`$md5$salt-first$$${digest}`)).toBeNull();
    expect(foreignHashFormat(`$md5$salt-first$0$${digest}`)).toBeNull();
  });
});

describe("anything else", () => {
  it("is no foreign format and verifies as false, whatever it holds", () => {
    const native = `${"ab".repeat(16)}:${"cd".repeat(64)}`;
    for (const stored of ["", "not-a-hash", "$", "$$$$", native, `scrypt-1024:${native}`, "$sha512$none$$00", "$2b$"]) {
      expect(foreignHashFormat(stored)).toBeNull();
      expect(verifyForeignHash(stored, "password")).toBe(false);
    }
  });
});

describe("the examples of the guide (docs/guides/moving-to-gatehouse/password-hashes.md)", () => {
  it("each verifies with the password beside it, and only with it", () => {
    const guide = readFileSync(
      new URL("../../../../../docs/guides/moving-to-gatehouse/password-hashes.md", import.meta.url),
      "utf8",
    );
    // Table rows: | format | made by | stored form | `example` | `password` |, cells padded as the formatter aligns them
    const examples = [...guide.matchAll(/\| `([^`]+)` +\| `([^`]+)` +\|$/gm)].map(
      (match) => [match[1]!, match[2]!] as const,
    );
    expect(examples.length).toBeGreaterThanOrEqual(11);
    for (const [stored, password] of examples) {
      expect(foreignHashFormat(stored), stored).not.toBeNull();
      expect(verifyForeignHash(stored, password), stored).toBe(true);
      expect(verifyForeignHash(stored, `${password}!`), stored).toBe(false);
    }
  });
});
