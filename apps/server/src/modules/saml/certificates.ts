import { X509Certificate } from 'node:crypto';
import type { SamlCertificate } from '@portal/contracts';

const BEGIN = '-----BEGIN CERTIFICATE-----';
const END = '-----END CERTIFICATE-----';

/**
 * A certificate as PEM from what an administrator pastes or metadata carries (a PEM block, or the bare base64 of an
 * `X509Certificate` element); null when it is not an X.509 certificate node:crypto can read.
 */
export function certificatePem(text: string): string | null {
  const body = text.replace(BEGIN, '').replace(END, '').replace(/\s+/g, '');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  const pem = `${BEGIN}\n${body.match(/.{1,64}/g)!.join('\n')}\n${END}\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/** What the Sign-on tab shows of a certificate: its subject's common name, when it ends, its SHA-256 fingerprint. */
export function describeCertificate(pem: string): SamlCertificate {
  const certificate = new X509Certificate(pem);
  const subject = /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1] ?? certificate.subject.replaceAll('\n', ', ');
  return { subject, notAfter: new Date(certificate.validTo).toISOString(), fingerprint: certificate.fingerprint256, pem };
}
