import { describe, expect, it } from 'vitest';
import { samlTexts } from '@portal/contracts';
import { testIdpKeys } from '../../test/saml-idp.ts';
import { certificatePem } from './certificates.ts';
import { parseIdpMetadata } from './metadata.ts';

const body = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
const idp = (entityId: string, keys: string) => `<md:EntityDescriptor entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/redirect"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
const key = (use: string | null, pem: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data>` +
  `<ds:X509Certificate>${body(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const NS = 'xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';
const wrapped = (inner: string) => `<md:EntitiesDescriptor ${NS}>${inner}</md:EntitiesDescriptor>`;

describe('reading IdP metadata', () => {
  it('takes the HTTP-Redirect address and the signing certificates, not an encryption one, from an EntitiesDescriptor', () => {
    const xml = wrapped(
      idp('https://idp.example/entity', key('signing', testIdpKeys.idp.cert) + key(null, testIdpKeys.other.cert) + key('encryption', testIdpKeys.idp.cert)),
    );
    const read = parseIdpMetadata(xml);
    expect(read.entityId).toBe('https://idp.example/entity');
    expect(read.ssoUrl).toBe('https://idp.example/redirect');
    expect(read.certificates).toEqual([certificatePem(testIdpKeys.idp.cert), certificatePem(testIdpKeys.other.cert)]);
    const encryptionOnly = wrapped(idp('https://idp.example/entity', key('encryption', testIdpKeys.idp.cert)));
    expect(() => parseIdpMetadata(encryptionOnly)).toThrow(samlTexts.errors.metadataNoCertificate);
  });

  it('refuses two identity providers in one document, and a document type (entity expansion)', () => {
    const two = wrapped(idp('https://a.example', key('signing', testIdpKeys.idp.cert)) + idp('https://b.example', key('signing', testIdpKeys.idp.cert)));
    expect(() => parseIdpMetadata(two)).toThrow(samlTexts.errors.metadataManyIdps);
    const doctype = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>';
    const bomb = `<?xml version="1.0"?>${doctype}${wrapped(idp('&lol2;', key('signing', testIdpKeys.idp.cert)))}`;
    expect(() => parseIdpMetadata(bomb)).toThrow(samlTexts.errors.metadataNotXml);
  });

  it('reads a certificate from PEM or bare base64, and refuses what is not one', () => {
    expect(certificatePem(body(testIdpKeys.idp.cert))).toBe(certificatePem(testIdpKeys.idp.cert));
    expect(certificatePem(testIdpKeys.idp.key)).toBeNull();
    expect(certificatePem('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).toBeNull();
  });
});
