import type { CustomFetchOptions } from 'openid-client';
import { signOnTexts } from '@portal/contracts';
import { loopbackAwareFetch } from './loopback-fetch.ts';

const words = signOnTexts.discovery;
const TIMEOUT_MS = 10_000;
/** Real discovery documents are a few kilobytes. */
const MAX_BYTES = 256 * 1024;

export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

async function bodyText(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads an issuer's OpenID Connect discovery document as the relying party will (the same loopback-aware fetch, so the
 * demo provider on `*.localhost` answers) and checks what a sign-in needs: the same issuer, an authorization and a token
 * address. Null when it is fine, else one sentence for every failure (issue 37 item 8): telling a closed port from an
 * HTTP service or a silent one would make this a port scanner of the server's network.
 */
export async function checkDiscovery(issuer: string): Promise<string | null> {
  return (await discoveryProblem(issuer)) === null ? null : words.failed;
}

async function discoveryProblem(issuer: string): Promise<string | null> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let text: string | null;
  let status: number;
  try {
    const options: CustomFetchOptions = { method: 'GET', headers: { accept: 'application/json' }, body: undefined, redirect: 'manual', signal };
    const response = await loopbackAwareFetch(discoveryUrl(issuer), options);
    status = response.status;
    text = status === 200 ? await bodyText(response) : '';
  } catch {
    return signal.aborted ? words.timeout : words.unreachable;
  }
  if (status !== 200) return words.status(status);
  if (text === null) return words.tooLarge;
  let metadata: unknown;
  try {
    metadata = JSON.parse(text);
  } catch {
    return words.notJson;
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return words.notJson;
  const found = (metadata as Record<string, unknown>).issuer;
  if (typeof found !== 'string') return words.notJson;
  if (found !== issuer) return words.otherIssuer(found.slice(0, 200));
  const { authorization_endpoint: authorization, token_endpoint: token } = metadata as Record<string, unknown>;
  if (typeof authorization !== 'string' || typeof token !== 'string' || !authorization || !token) return words.noEndpoints;
  return null;
}
