import { randomUUID } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import { generateExportedKeyPair } from "better-auth/plugins/jwt";
import { SIGNING_KEY_PAIR } from "./policy.ts";

/** A new key pair as the JWT plugin stores one: public JWK, private JWK encrypted with the secret. */
export type KeyMaterial = { id: string; publicKey: string; privateKey: string; alg: string; crv: string | null };

/**
 * What the plugin's own createJwk makes (its key generation and its encryption with AUTH_SECRET),
 * so the plugin signs with a key made here exactly as with one it made.
 */
export async function newKeyMaterial(secret: string): Promise<KeyMaterial> {
  const { publicWebKey, privateWebKey, alg } = await generateExportedKeyPair({
    jwks: { keyPairConfig: SIGNING_KEY_PAIR },
  });
  return {
    id: randomUUID(),
    publicKey: JSON.stringify(publicWebKey),
    privateKey: JSON.stringify(await symmetricEncrypt({ key: secret, data: JSON.stringify(privateWebKey) })),
    alg,
    crv: null,
  };
}
