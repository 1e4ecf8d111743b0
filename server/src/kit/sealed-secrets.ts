import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** What a sealed value starts with: the format's version, so a later scheme can read older rows. */
const VERSION = "v1";

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

/**
 * Secrets Gatehouse must read back later (a seller's Stripe keys), stored encrypted: AES-256-GCM
 * under a key derived from AUTH_SECRET with HKDF, one key per purpose, so a sealed value of one
 * purpose opens nowhere else. The stored form is `v1.<iv>.<tag>.<ciphertext>` (base64url); a
 * changed AUTH_SECRET or an altered row fails to open (GCM's tag), never yields wrong text.
 */
export function secretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "gatehouse sealed secrets", purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
