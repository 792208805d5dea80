import type { IncomingHttpHeaders } from 'node:http';
import { MASQUERADE_HEADERS } from '@portal/contracts';

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : null);

/**
 * A masquerade session's requests must name its viewed user and scheme year (ARCHITECTURE §5): the
 * headers grant nothing, they only have to agree with the session.
 */
export function masqueradeHeadersMatch(headers: IncomingHttpHeaders, masquerade: { userId: number; schemeYear: number }): boolean {
  return (
    single(headers[MASQUERADE_HEADERS.userId]) === String(masquerade.userId) && single(headers[MASQUERADE_HEADERS.schemeYear]) === String(masquerade.schemeYear)
  );
}
