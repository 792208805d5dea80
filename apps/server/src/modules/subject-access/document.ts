import { auditDescription, type AuditAction } from '@portal/contracts';
import { excludedColumns, excludedTables, exportedTables } from './inventory.ts';
import type { ExportPerson, PersonRecords } from './queries.ts';

/** Who the copy is for: the person gets everything; an administrator's copy leaves out health answers. */
export type ExportAudience = 'self' | 'employer' | 'admin';

export const EXPORT_FORMAT = { name: 'benefits-portal-personal-data', version: 1 } as const;

/** A URL that could act as the person (a sign-in, activation or reset link's token): its token is never copied. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{20,}/;
const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;
export const LINK_REMOVED = '[link removed]';

/** An e-mail's text with every link that carries a token (in its path or query) replaced, so the file signs no one in. */
export function withoutTokenLinks(text: string): string {
  return text.replace(URL_PATTERN, (url) => {
    try {
      const parsed = new URL(url);
      const tokenish = parsed.search !== '' || parsed.hash !== '' || parsed.pathname.split('/').some((segment) => TOKEN_LIKE.test(segment));
      return tokenish ? LINK_REMOVED : url;
    } catch {
      return LINK_REMOVED;
    }
  });
}

/** A selection version's values without the answers to a benefit's health questions. */
function valuesFor(values: Record<string, unknown>, healthAnswers: boolean) {
  if (healthAnswers || !('medicalAnswers' in values)) return values;
  const { medicalAnswers: _left, ...rest } = values;
  return rest;
}

/**
 * my-data.json: every record the portal holds about the person, section by section (inventory.ts names the table of
 * each), and what the file leaves out and why. Dates are ISO 8601; money is pounds as text, as stored.
 */
export function personalDataDocument(
  person: ExportPerson,
  records: PersonRecords,
  names: Map<number, string>,
  options: { audience: ExportAudience; generatedAt: Date },
) {
  const healthAnswers = options.audience === 'self';
  const { clientName, brandName: _brand, colour: _colour, ...profile } = person;
  const nameOf = (id: number | null) => (id === null ? null : id === person.id ? `${person.firstName} ${person.surname}` : (names.get(id) ?? null));
  return {
    format: EXPORT_FORMAT,
    generatedAt: options.generatedAt.toISOString(),
    client: clientName,
    madeBy: options.audience,
    healthAnswers: healthAnswers ? 'included' : 'left out (this copy was made by an administrator)',
    profile,
    consents: {
      termsRevisionAccepted: person.termsRevisionAccepted,
      contactByEmail: person.contactByEmail,
      contactBySms: person.contactBySms,
      cookieChoices: 'kept in your browser only; the portal does not store them',
    },
    family: records.family,
    lifeEvents: records.events.map(({ event, typeName }) => ({ ...event, type: typeName })),
    selectionWindows: records.windows,
    selections: records.selections.map(({ selection, benefitName, provider }) => ({
      ...selection,
      values: valuesFor(selection.values as Record<string, unknown>, healthAnswers),
      benefitName,
      provider,
    })),
    childcareVouchers: records.ccvAccount,
    childcareVoucherOrders: records.ccvOrderRows,
    nominations: records.nominations.map(({ nomination, benefitName }) => ({ ...nomination, benefitName })),
    sessions: records.sessionRows,
    trustedDevices: records.devices,
    passwordChanges: records.passwordChanges,
    twoFactorEvents: records.twoFactorEvents,
    links: records.links,
    notices: records.notices,
    audit: records.audit.map((entry) => {
      const actor = nameOf(entry.actorId);
      const subject = nameOf(entry.subjectId);
      return {
        ...entry,
        about: entry.subjectId === person.id ? 'you' : entry.actorId === person.id ? 'by you' : null,
        description: auditDescription({
          action: entry.action as AuditAction,
          details: entry.details,
          actor: actor === null ? null : { name: actor },
          subject: subject === null ? null : { name: subject },
          statusCode: entry.statusCode,
        }),
      };
    }),
    enquiries: records.enquiryRows,
    uploads: records.uploads,
    reportLines: records.lines.map(({ line, kind, year, month, version }) => ({ ...line, report: { kind, year, month, version } })),
    benefitPageViews: records.pageViews,
    erasures: records.erasures,
    emails: records.emails.map((mail) => ({ ...mail, text: withoutTokenLinks(mail.text) })),
    loginAttempts: records.attempts,
    notHeld: {
      note: 'Left out of this file on purpose, with the reason for each.',
      secretColumns: Object.fromEntries(
        Object.entries(exportedTables).flatMap(([table, entry]) =>
          Object.entries('omitted' in entry ? entry.omitted : {}).map(([column, why]) => [`${table}.${column}`, why]),
        ),
      ),
      tables: excludedTables,
      columns: excludedColumns,
      links: 'Links in e-mails that could sign in, activate or reset a password are replaced by [link removed].',
    },
  };
}
export type PersonalDataDocument = ReturnType<typeof personalDataDocument>;
