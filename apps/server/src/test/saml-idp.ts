import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * A small, real SAML 2.0 identity provider the tests start (issue 39): a node:http server on 127.0.0.1 that takes an
 * AuthnRequest by the HTTP-Redirect binding (deflated, base64), "signs in" a person, and answers with a page that
 * auto-posts a Response to the requester's ACS (HTTP-POST binding), its Assertion signed with xml-crypto. Nothing of
 * node-saml is mocked: the portal checks what this sends as it would check Entra ID's or Okta's answer.
 *
 * Its keys are TEST KEYS checked in under fixtures/saml (made once with `openssl req -x509 -newkey rsa:2048`): they
 * protect nothing and must never be trusted by a real installation. `other` is a second key pair for "wrongly signed".
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/saml/${name}`, import.meta.url), 'utf8');
export const testIdpKeys = {
  idp: { key: fixture('idp-key.pem'), cert: fixture('idp-cert.pem') },
  other: { key: fixture('other-key.pem'), cert: fixture('other-cert.pem') },
};

const NS = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
};
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** How the next answers go wrong (or not): each test sets what it needs; `reset()` goes back to a correct answer. */
export interface IdpBehaviour {
  /** Who signs in: the login hint when not set. */
  email: string | null;
  /** 'assertion' signs the assertion (the usual), 'none' signs nothing, 'other-key' signs with a key the portal does not trust. */
  sign: 'assertion' | 'none' | 'other-key';
  /** The Audience: the requester's entity id when not set. */
  audience: string | null;
  /** InResponseTo: the request's id when not set. */
  inResponseTo: string | null;
  /** Seconds from now the assertion stops being valid (negative: already expired). */
  validForSeconds: number;
  /** The Issuer: this provider's entity id when not set. */
  issuer: string | null;
  /** Extra attributes (name → value) in an AttributeStatement. */
  attributes: Record<string, string>;
}

const correct = (): IdpBehaviour => ({
  email: null,
  sign: 'assertion',
  audience: null,
  inResponseTo: null,
  validForSeconds: 300,
  issuer: null,
  attributes: {},
});

export interface ReceivedRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  forceAuthn: boolean;
  nameIdFormat: string | null;
  relayState: string | null;
  loginHint: string | null;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const samlId = () => `_${randomBytes(16).toString('hex')}`;
const pemBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export class SamlTestIdp {
  behaviour: IdpBehaviour = correct();
  /** Every AuthnRequest received, the last one last. */
  readonly requests: ReceivedRequest[] = [];
  #server: Server | null = null;
  #url = '';

  get url() {
    return this.#url;
  }
  get entityId() {
    return `${this.#url}/metadata`;
  }
  get ssoUrl() {
    return `${this.#url}/sso`;
  }

  reset() {
    this.behaviour = correct();
  }

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.#url);
      if (request.method === 'GET' && url.pathname === '/metadata') {
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(this.metadataXml());
        return;
      }
      if (request.method === 'GET' && url.pathname === '/sso') {
        try {
          const received = this.#read(url);
          this.requests.push(received);
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(this.#postPage(received));
        } catch (error) {
          response.writeHead(400, { 'content-type': 'text/plain' }).end(`Bad AuthnRequest: ${(error as Error).message}`);
        }
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** This provider's metadata, as an administrator would paste it into the Sign-on tab. */
  metadataXml(cert = testIdpKeys.idp.cert): string {
    return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(this.entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>${pemBody(cert)}</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(this.url)}/sso-post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(this.ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** The AuthnRequest of the HTTP-Redirect binding: base64 of the raw-deflated XML. */
  #read(url: URL): ReceivedRequest {
    const encoded = url.searchParams.get('SAMLRequest');
    if (!encoded) throw new Error('no SAMLRequest');
    const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const request = doc.documentElement;
    if (!request || request.localName !== 'AuthnRequest' || request.namespaceURI !== NS.samlp) throw new Error('not an AuthnRequest');
    const issuer = request.getElementsByTagNameNS(NS.saml, 'Issuer')[0]?.textContent?.trim() ?? '';
    const policy = request.getElementsByTagNameNS(NS.samlp, 'NameIDPolicy')[0];
    return {
      id: request.getAttribute('ID') ?? '',
      issuer,
      acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '',
      forceAuthn: request.getAttribute('ForceAuthn') === 'true',
      nameIdFormat: policy?.getAttribute('Format') ?? null,
      relayState: url.searchParams.get('RelayState'),
      loginHint: url.searchParams.get('login_hint'),
    };
  }

  /** The Response for a request, its assertion signed (or not) as the behaviour says; base64 as the HTTP-POST binding sends it. */
  response(received: ReceivedRequest): string {
    const b = this.behaviour;
    const now = new Date();
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
    const email = b.email ?? received.loginHint ?? 'nobody@example.test';
    const inResponseTo = escapeXml(b.inResponseTo ?? received.id);
    const issuer = escapeXml(b.issuer ?? this.entityId);
    const audience = escapeXml(b.audience ?? received.issuer);
    const notOnOrAfter = at(b.validForSeconds);
    const notBefore = at(Math.min(-60, b.validForSeconds - 120));
    const attributes = Object.entries(b.attributes)
      .map(([name, value]) => `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`)
      .join('');
    const assertion =
      `<saml:Assertion xmlns:saml="${NS.saml}" ID="${samlId()}" Version="2.0" IssueInstant="${at(0)}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${escapeXml(email)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
      `<saml:SubjectConfirmationData InResponseTo="${inResponseTo}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(received.acsUrl)}"/>` +
      `</saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
      `<saml:AudienceRestriction><saml:Audience>${audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="${samlId()}"><saml:AuthnContext>` +
      `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
      `</saml:AuthnContext></saml:AuthnStatement>` +
      (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
      `</saml:Assertion>`;
    const xml =
      `<samlp:Response xmlns:samlp="${NS.samlp}" ID="${samlId()}" Version="2.0" IssueInstant="${at(0)}" ` +
      `Destination="${escapeXml(received.acsUrl)}" InResponseTo="${inResponseTo}">` +
      `<saml:Issuer xmlns:saml="${NS.saml}">${issuer}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    return Buffer.from(b.sign === 'none' ? xml : signAssertion(xml, b.sign === 'other-key' ? testIdpKeys.other : testIdpKeys.idp)).toString('base64');
  }

  /** What a real provider answers: a page that posts the response to the ACS by itself. */
  #postPage(received: ReceivedRequest): string {
    const relay = received.relayState === null ? '' : `<input type="hidden" name="RelayState" value="${escapeXml(received.relayState)}">`;
    return `<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeXml(received.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${this.response(received)}">${relay}
<noscript><button type="submit">Continue</button></noscript>
</form></body></html>`;
  }
}

/** Signs the Assertion (enveloped, exclusive c14n, RSA-SHA256), the signature right after its Issuer as the schema wants. */
function signAssertion(xml: string, keys: { key: string; cert: string }): string {
  const signed = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signed.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signed.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  return signed.getSignedXml();
}

/** The fields of the auto-posting form in the provider's page: where it posts and what. */
export function postedForm(html: string): { action: string; fields: Record<string, string> } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.getElementsByTagName('form')[0];
  if (!form) throw new Error('no form in the identity provider page');
  const fields: Record<string, string> = {};
  const inputs = form.getElementsByTagName('input');
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i]!;
    fields[input.getAttribute('name') ?? ''] = input.getAttribute('value') ?? '';
  }
  return { action: form.getAttribute('action') ?? '', fields };
}
