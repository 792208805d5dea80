import { hasControlCharacters } from '@portal/contracts';
import { scimLimits, URN } from './constants.ts';
import { invalidFilter } from './errors.ts';
import { scimTexts as t } from './texts.ts';

/** What a list may be filtered by: one attribute equal to one value (what Entra ID and Okta send to match a person). */
export interface UserFilter {
  by: 'email' | 'employeeNumber';
  value: string;
}

const lower = (s: string) => s.toLowerCase();
const EMAIL_PATHS = new Set(['username', 'emails.value', 'emails[type eq "work"].value', 'emails[type eq work].value']);
const NUMBER_PATHS = new Set(['employeenumber', `${lower(URN.enterprise)}:employeenumber`]);

/**
 * `attribute eq "value"` (RFC 7644 §3.4.2.2), the operator and attribute names in any case, the value a JSON string.
 * Anything else is refused as invalidFilter; nothing of the filter ever reaches SQL but the value, as a parameter.
 */
export function parseFilter(filter: string): UserFilter {
  if (filter.length > scimLimits.filterLength) throw invalidFilter(t.filter);
  const match = /^\s*(.+?)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i.exec(filter);
  if (!match) throw invalidFilter(t.filter);
  const path = lower(match[1]!.trim()).replace(/\s+/g, ' ');
  let value: unknown;
  try {
    value = JSON.parse(match[2]!);
  } catch {
    throw invalidFilter(t.filter);
  }
  // No address or number holds a control character (and PostgreSQL's text cannot hold NUL).
  if (typeof value !== 'string' || hasControlCharacters(value)) throw invalidFilter(t.filter);
  if (EMAIL_PATHS.has(path)) return { by: 'email', value };
  if (NUMBER_PATHS.has(path)) return { by: 'employeeNumber', value };
  if (path === 'externalid') throw invalidFilter(t.filterExternalId);
  throw invalidFilter(t.filter);
}
