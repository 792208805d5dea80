import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { samlTexts } from '@portal/contracts';
import { certificatePem } from './certificates.ts';

const words = samlTexts.errors;

export const HTTP_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const select = xpath.useNamespaces({ md: 'urn:oasis:names:tc:SAML:2.0:metadata', ds: 'http://www.w3.org/2000/09/xmldsig#' });

/** Metadata that cannot be used, with the reason in words for the `metadataXml` field. */
export class MetadataProblem extends Error {}

export interface IdpMetadata {
  entityId: string;
  /** Its SingleSignOnService with the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Its signing certificates (KeyDescriptor use="signing" or without a use), as PEM. */
  certificates: string[];
}

function parse(xml: string): Document {
  let broken = false;
  const onError = () => {
    broken = true;
  };
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: onError, fatalError: onError } }).parseFromString(xml, 'text/xml');
  // A document type may declare entities (expansion bombs, external files): metadata never needs one.
  const hasDoctype = Array.from(doc.childNodes ?? []).some((node) => node.nodeType === 10);
  if (broken || hasDoctype || !doc.documentElement) throw new MetadataProblem(words.metadataNotXml);
  return doc as unknown as Document;
}

const nodes = (expression: string, context: Node) => select(expression, context) as Node[];
const text = (node: Node) => (node.textContent ?? '').trim();

/** Reads an identity provider's SAML 2.0 metadata with an XML parser (never patterns over the text). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const doc = parse(xml.trim());
  const entities = nodes('//md:EntityDescriptor[md:IDPSSODescriptor]', doc);
  if (entities.length === 0) throw new MetadataProblem(words.metadataNoIdp);
  if (entities.length > 1) throw new MetadataProblem(words.metadataManyIdps);
  const entity = entities[0]!;
  const entityId = ((entity as Element).getAttribute('entityID') ?? '').trim();
  if (!entityId) throw new MetadataProblem(words.metadataNoEntityId);
  const [redirect] = nodes(`md:IDPSSODescriptor/md:SingleSignOnService[@Binding='${HTTP_REDIRECT}']`, entity);
  const ssoUrl = ((redirect as Element | undefined)?.getAttribute('Location') ?? '').trim();
  if (!ssoUrl) throw new MetadataProblem(words.metadataNoRedirect);
  const certificates = nodes("md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate", entity)
    .map((node) => certificatePem(text(node)))
    .filter((pem): pem is string => pem !== null);
  if (certificates.length === 0) throw new MetadataProblem(words.metadataNoCertificate);
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}
