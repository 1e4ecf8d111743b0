import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import * as samlify from "samlify";

const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

/** A person as the identity provider knows them. */
export type SamlAccount = { email: string; name: string };

/** How the next response departs from a correct one (the refusals the tests check). */
export type SamlResponseFault = {
  /** Audience other than Gatehouse's entity id. */
  audience?: string;
  /** Seconds from now until the assertion expires (negative: already expired). Default 300. */
  expiresIn?: number;
  /** Signed by another key than the one in the metadata, or not signed at all. */
  signer?: "stranger" | "none";
};

export type SamlTestIdp = {
  entityId: string;
  ssoUrl: string;
  /** The IdP's metadata XML (entity id, signing certificate, SSO service), as owners paste it. */
  metadata: string;
  /** The certificate (PEM) the IdP signs with. */
  certificate: string;
  /** The service provider (Gatehouse's SP metadata XML) this IdP answers. */
  trust(spMetadata: string): void;
  /** The person signed in at the IdP, and the fault of the responses it sends. */
  signInAs(account: SamlAccount, fault?: SamlResponseFault): void;
  /**
   * The browser at the IdP: opens Gatehouse's redirect (SAMLRequest, RelayState) and returns the
   * auto-posting form's fields and target, as a browser would submit them.
   */
  authenticate(url: string): Promise<{ action: string; SAMLResponse: string; RelayState: string }>;
  close(): Promise<void>;
};

const run = promisify(execFile);

/** A throwaway RSA key and self-signed certificate (openssl), for one test run. */
async function keyAndCertificate(commonName: string) {
  const dir = await mkdtemp(join(tmpdir(), "saml-idp-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    await run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${commonName}`,
      "-keyout",
      key,
      "-out",
      cert,
    ]);
    return { privateKey: await readFile(key, "utf8"), certificate: await readFile(cert, "utf8") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function attributeStatement(account: SamlAccount) {
  const attribute = (name: string, value: string) =>
    `<saml:Attribute Name="${name}"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;
  return `<saml:AttributeStatement>${attribute("email", account.email)}${attribute("displayName", account.name)}</saml:AttributeStatement>`;
}

function authnStatement(now: string) {
  return `<saml:AuthnStatement AuthnInstant="${now}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`;
}

/**
 * A real SAML 2.0 identity provider (samlify) on 127.0.0.1: HTTP-Redirect binding in, HTTP-POST
 * binding out (an HTML form the browser submits to Gatehouse's ACS), RSA-SHA256 signed assertions.
 */
export async function startSamlIdp(): Promise<SamlTestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${origin}/metadata`;
  const ssoUrl = `${origin}/sso`;
  const [own, stranger] = await Promise.all([keyAndCertificate("Test IdP"), keyAndCertificate("Stranger")]);
  const settings = (keys: { privateKey: string; certificate: string }) => ({
    entityID: entityId,
    privateKey: keys.privateKey,
    signingCert: keys.certificate,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
    requestSignatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
  });
  const idp = samlify.IdentityProvider(settings(own));
  const impostor = samlify.IdentityProvider(settings(stranger));

  let sp: ReturnType<typeof samlify.ServiceProvider> | null = null;
  let account: SamlAccount | null = null;
  let fault: SamlResponseFault = {};

  async function respond(query: Record<string, string>) {
    const who = account;
    if (!sp || !who) throw new Error("trust() and signInAs() first");
    const parsed = await idp.parseLoginRequest(sp, "redirect", { query });
    const request = { ...parsed };
    const now = new Date();
    const expires = new Date(now.getTime() + (fault.expiresIn ?? 300) * 1000).toISOString();
    const acs = sp.entityMeta.getAssertionConsumerService(samlify.Constants.wording.binding.post) as string;
    const values = {
      ID: `_${crypto.randomUUID()}`,
      AssertionID: `_${crypto.randomUUID()}`,
      Destination: acs,
      Audience: fault.audience ?? (sp.entityMeta.getEntityID() as string),
      SubjectRecipient: acs,
      Issuer: entityId,
      IssueInstant: now.toISOString(),
      StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: expires,
      SubjectConfirmationDataNotOnOrAfter: expires,
      NameIDFormat: EMAIL_FORMAT,
      NameID: who.email,
      InResponseTo: String(parsed.extract.request?.id ?? ""),
    };
    // The statements are XML: put in as they are (replaceTagsByValue escapes what it puts in).
    const fill = (template: string) =>
      samlify.SamlLib.replaceTagsByValue(template, values)
        .replace("{AuthnStatement}", authnStatement(now.toISOString()))
        .replace("{AttributeStatement}", attributeStatement(who));
    if (fault.signer === "none")
      return Buffer.from(fill(samlify.SamlLib.defaultLoginResponseTemplate.context)).toString("base64");
    const signer = fault.signer === "stranger" ? impostor : idp;
    const response = await signer.createLoginResponse(
      sp,
      request,
      "post",
      { email: who.email },
      {
        customTagReplacement: (template: string) => ({ id: values.ID, context: fill(template) }),
      },
    );
    return response.context;
  }

  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === "/metadata") {
      res.writeHead(200, { "content-type": "application/samlmetadata+xml" }).end(idp.getMetadata());
      return;
    }
    respond(Object.fromEntries(url.searchParams))
      .then((samlResponse) => {
        const relayState = url.searchParams.get("RelayState") ?? "";
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(
            `<form method="post" action="${escapeXml(sp!.entityMeta.getAssertionConsumerService(samlify.Constants.wording.binding.post) as string)}">` +
              `<input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value="${escapeXml(relayState)}"></form>`,
          );
      })
      .catch((error: unknown) => res.writeHead(400).end(String(error)));
  });

  return {
    entityId,
    ssoUrl,
    metadata: idp.getMetadata(),
    certificate: own.certificate,
    trust: (spMetadata) => {
      sp = samlify.ServiceProvider({ metadata: spMetadata });
    },
    signInAs: (who, how = {}) => {
      account = who;
      fault = how;
    },
    authenticate: async (url) => {
      const page = await fetch(url);
      const html = await page.text();
      if (page.status !== 200) throw new Error(`IdP answered ${page.status}: ${html}`);
      const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";
      const action = html.match(/action="([^"]*)"/)?.[1] ?? "";
      return {
        action: action.replace(/&amp;/g, "&"),
        SAMLResponse: field("SAMLResponse"),
        RelayState: field("RelayState").replace(/&amp;/g, "&"),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
