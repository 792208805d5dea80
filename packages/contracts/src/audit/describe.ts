import { endpoints } from '../endpoints.ts';
import { formatLongDate, formatPounds } from '../shared/format.ts';
import type { AuditAction, AuditCredential, AuditDetails, AuditFieldChange, AuditPerson } from './actions.ts';
import { auditTexts, type Deed } from './texts.ts';

const w = auditTexts.words;

/** What the words need of an entry: the API's entry and the server's download both have it. */
export interface DescribedEntry {
  action: AuditAction;
  details: Record<string, unknown>;
  actor: { name: string } | null;
  subject: { name: string } | null;
  statusCode: number | null;
}

/** A field's name in words: `annual_salary` and `preferredName` read 'annual salary' and 'preferred name'. */
export const fieldWords = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();

const MONEY_FIELDS = new Set(['annual_salary', 'salary']);
const DATE_FIELDS = new Set([
  'date_of_birth',
  'start_date',
  'leaving_date',
  'dateOfBirth',
  'employmentStartDate',
  'leavingDate',
  // A scheme year's days (issue 28 §3).
  'startsOn',
  'endsOn',
  'windowOpensOn',
  'windowClosesOn',
]);

/** Longest value the log's words quote; a page of content is told by its first words (the entry keeps all of it). */
export const AUDIT_VALUE_WORDS_MAX = 80;

/** A long text or a page's HTML as a short plain excerpt: tags dropped, spaces collapsed, cut at a word with '…'. */
function excerpt(text: string): string {
  const plain = /<[a-z!/][^>]*>/i.test(text) ? text.replace(/<[^>]*>/g, ' ') : text;
  const words = plain.replace(/\s+/g, ' ').trim();
  if (words.length <= AUDIT_VALUE_WORDS_MAX) return words;
  const cut = words.slice(0, AUDIT_VALUE_WORDS_MAX);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > AUDIT_VALUE_WORDS_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** A stored value as people read it: money in pounds and pence, days in words, yes or no, a long text by its start. */
export function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return w.none;
  if (typeof value === 'boolean') return value ? w.yes : w.no;
  const text = String(value);
  if (MONEY_FIELDS.has(field) && Number.isFinite(Number(text))) return formatPounds(Number(text), { pence: 'always' });
  if (DATE_FIELDS.has(field)) return formatLongDate(text);
  return excerpt(text);
}

/** 'a', 'a and b', 'a, b and c'. */
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${w.and} ${items.at(-1)}`);

/** Each change from what it was to what it became; an entry kept from before the log knew only the new value says just that. */
const changeWords = (changes: Partial<AuditFieldChange>[], fieldName: (field: string) => string = fieldWords) =>
  list(
    changes.map(({ field = '', before, after }) =>
      before === undefined
        ? w.setTo(fieldName(field), valueWords(field, after))
        : w.change(fieldName(field), valueWords(field, before), valueWords(field, after)),
    ),
  );

const money = (details: AuditDetails['selections.approved']) => {
  const parts = [
    ...(typeof details.amount === 'number' ? [formatPounds(details.amount, { pence: 'always' })] : []),
    ...(typeof details.monthly === 'number' ? [w.perMonth(formatPounds(details.monthly, { pence: 'always' }))] : []),
  ];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
};

/** A stored day in words, or null when the entry has none. */
const day = (value: string | undefined) => (value ? formatLongDate(value) : null);

const fromUpload = (details: { fileName?: string }) => (details.fileName ? ` ${w.fromUpload(details.fileName)}` : '');

/** The contract route a request such as `PATCH /api/user/profile` called, whatever the API base: the longest path that ends it. */
function routeOf(request: string | undefined): string | undefined {
  const [method, url] = (request ?? '').split(' ');
  if (!method || !url) return undefined;
  let found: { name: string; length: number } | undefined;
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (endpoint.method === method && url.endsWith(endpoint.path) && endpoint.path.length > (found?.length ?? -1))
      found = { name, length: endpoint.path.length };
  }
  return found?.name;
}

const statusWords = (status: number | null) =>
  status === null || status < 400 ? '' : ` ${status === 401 || status === 403 ? w.refused(status) : w.failed(status)}`;

/** The words of one kind of entry, after the actor's name. */
type Words<A extends AuditAction> = (details: AuditDetails[A], subject: string, entry: DescribedEntry) => string;

const sentences: { [A in AuditAction]: Words<A> } = {
  'selections.approved': (d, subject) => `${w.approved(subject, d.benefitName, d.change === true)}${money(d)}`,
  'selections.rejected': (d, subject) => `${w.rejected(subject, d.benefitName, d.change === true)}${money(d)}. ${d.reason ? w.reason(d.reason) : w.noReason}`,
  'upload.applied': (d) => {
    const counts = [w.count(d.starters ?? 0, ...w.starters), w.count(d.leavers ?? 0, ...w.leavers), w.count(d.changed ?? 0, ...w.changes)];
    return `${w.uploadApplied(d.fileName)}: ${counts.join(', ')}`;
  },
  'employee.added': (d, subject) => `${w.added(subject)}${fromUpload(d)}`,
  'employee.left': (d, subject) => {
    const others = (d.changes ?? []).filter((c) => c.field !== 'leaving_date' && c.field !== 'employment_status');
    const more = others.length > 0 ? `, ${w.changed(subject, changeWords(others))}` : '';
    return `${w.left(subject, d.leavingDate ? formatLongDate(d.leavingDate) : null)}${more}${fromUpload(d)}`;
  },
  'employee.updated': (d, subject) => `${w.changed(subject, changeWords(d.changes ?? []))}${fromUpload(d)}`,
  'magic-link.issued': (_, subject) => w.magicLinkIssued(subject),
  'magic-link.session': (_, subject) => w.magicLinkSession(subject),
  'masquerade.link-issued': (_, subject) => w.masqueradeLink(subject),
  'masquerade.started': (d, subject) => `${w.masqueradeStarted(subject)}${typeof d.schemeYear === 'number' ? ` ${w.schemeYear(d.schemeYear)}` : ''}`,
  'impersonation.write': (d, subject, entry) => {
    const route = routeOf(d.request);
    const deed: Deed = (route && auditTexts.requests[route]) || w.anyWrite;
    if (entry.statusCode !== null && entry.statusCode >= 400) return w.tried(deed.tried(subject));
    const fields = (d.fields ?? []).map(fieldWords);
    return fields.length > 0 ? `${deed.done(subject)}: ${fields.join(', ')}` : deed.done(subject);
  },
  'settings.changed': (d) => {
    const setting = (d.setting && auditTexts.settings[d.setting]) || fieldWords(d.setting ?? 'settings');
    const changes = d.changes ?? [];
    const what = changes.length > 0 ? `: ${changeWords(changes, (field) => auditTexts.settingFields[field] ?? fieldWords(field))}` : '';
    return `${w.settingsChanged(setting)}${what}`;
  },
  'mfa.reset': (d, subject) => `${w.mfaReset(subject)}. ${d.reason ? w.reason(d.reason) : w.noReason}`,
  'client.created': (d) => w.clientCreated(d.name ?? '', d.clientCode ?? ''),
  'client.updated': (d) => {
    const changes = d.changes ?? [];
    return `${w.clientUpdated(d.section ?? 'settings')}${changes.length > 0 ? `: ${changeWords(changes)}` : ''}`;
  },
  'client.live': () => w.clientLive,
  'client.configuration.imported': (d) =>
    w.configurationImported(
      d.created === true,
      [w.count(d.added ?? 0, ...w.itemsAdded), w.count(d.changed ?? 0, ...w.itemsChanged), w.count(d.skipped ?? 0, ...w.itemsSkipped)].join(', '),
    ),
  'hr-admin.invited': (_, subject) => w.hrAdminInvited(subject),
  'hr-admin.suspended': (_, subject) => w.hrAdminSuspended(subject),
  'hr-admin.reinstated': (_, subject) => w.hrAdminReinstated(subject),
  'hr-admin.removed': (d, subject) => w.hrAdminRemoved(d.name ?? subject),
  'client.sign-on.updated': (d) => `${w.signOnUpdated}${(d.changes ?? []).length > 0 ? `: ${changeWords(d.changes ?? [])}` : ''}`,
  'client.sign-on.removed': (d) => w.signOnRemoved(d.issuer),
  'client.sign-on.tested': (d) => w.signOnTested(d.issuer),
  'platform-admin.created': (d, subject) => w.platformAdminCreated(subject, d.email),
  'platform-admin.link-renewed': (d, subject) => w.platformAdminLinkRenewed(subject, d.email),
  'scheme-year.created': (d) =>
    `${w.schemeYearCreated(w.theSchemeYear(d.schemeYear), d.startsOn && d.endsOn ? w.dates(formatLongDate(d.startsOn), formatLongDate(d.endsOn)) : null)}` +
    (d.current === true ? ` ${w.asCurrent}` : ''),
  'scheme-year.updated': (d) => {
    const changes = d.changes ?? [];
    return `${w.schemeYearUpdated(w.theSchemeYear(d.schemeYear))}${changes.length > 0 ? `: ${changeWords(changes)}` : ''}`;
  },
  'scheme-year.prepared': (d) =>
    w.schemeYearPrepared(w.theSchemeYear(d.schemeYear), w.theSchemeYear(d.fromYear), w.count(d.benefits ?? 0, ...w.benefitsCopied)),
  'scheme-year.rolled-over': (d) =>
    w.schemeYearRolledOver(
      w.theSchemeYear(d.schemeYear),
      [w.count(d.kept ?? 0, ...w.choicesKept), w.count(d.ended ?? 0, ...w.choicesEnded), w.count(d.lapsed ?? 0, ...w.requestsLapsed)].join(', '),
    ),
  'selection-window.opened': (d) => w.windowOpened(w.windowOf(d.schemeYear), day(d.closesOn)),
  'selection-window.extended': (d) => {
    const before = d.changes?.find((c) => c.field === 'windowClosesOn')?.before;
    return w.windowExtended(w.windowOf(d.schemeYear), day(typeof before === 'string' ? before : undefined), day(d.closesOn));
  },
  'selection-window.closed': (d) => w.windowClosed(w.windowOf(d.schemeYear), day(d.closesOn)),
  'price-change.scheduled': (d) => {
    const changes = d.changes ?? [];
    return `${w.priceChangeScheduled(w.priceChangeOf(d.benefitName), day(d.effectiveOn))}${changes.length > 0 ? `: ${changeWords(changes)}` : ''}`;
  },
  'price-change.cancelled': (d) => w.priceChangeCancelled(w.priceChangeOf(d.benefitName), day(d.effectiveOn)),
  'price-change.applied': (d) => {
    const counts = [w.count(d.repriced ?? 0, ...w.choicesRepriced), ...(d.kept ? [w.count(d.kept, ...w.choicesNotRepriced)] : [])];
    return w.priceChangeApplied(w.priceChangeOf(d.benefitName), day(d.from ?? d.effectiveOn), counts.join(', '));
  },
  'benefit.created': (d) => w.benefitCreated(w.theBenefit(d.benefitName, d.schemeYear), d.template),
  'benefit.updated': (d) => {
    const changes = d.changes ?? [];
    return `${w.benefitUpdated(w.theBenefit(d.benefitName, d.schemeYear))}${changes.length > 0 ? `: ${changeWords(changes)}` : ''}`;
  },
  'benefit.deleted': (d) => w.benefitDeleted(w.theBenefit(d.benefitName, d.schemeYear)),
  'benefit.withdrawn': (d) =>
    w.benefitWithdrawn(
      w.theBenefit(d.benefitName, d.schemeYear),
      day(d.withdrawnOn),
      [w.count(d.ended ?? 0, ...w.choicesEndedByWithdrawal), w.count(d.lapsed ?? 0, ...w.requestsLapsed)].join(', '),
    ),
  'mail.retried': (d) => w.mailRetried(d.subject, d.to),
  'underwriting.accepted': (d, subject) => w.underwritingAccepted(subject, d.benefitName, d.requested, d.acceptedFrom),
  'underwriting.declined': (d, subject) => w.underwritingDeclined(subject, d.benefitName, d.requested, d.inForce),
  'agreement.paused': (d, subject) => w.agreementPaused(subject, d.benefitName, d.months, d.from),
  'api-credential.created': (d) => w.credentialCreated(d.kind, d.name, d.scopes),
  'api-credential.revoked': (d) => w.credentialRevoked(d.kind, d.name),
  'api-key.called': (d) => w.apiKeyCalled(d.request, d.count),
  'webhook.created': (d) => w.webhookCreated(d.url, d.events),
  'webhook.updated': (d) => w.webhookUpdated(d.url, d.enabled),
  'webhook.deleted': (d) => w.webhookDeleted(d.url),
  'webhook.secret-rotated': (d) => w.webhookRotated(d.url),
  'webhook.resent': (d) => w.webhookResent(d.url, d.eventType),
  'personal-data.exported': (d, subject) => w.personalDataExported(subject, d.by === 'self'),
  'employee.erased': (d, subject) => w.erased(subject, d.reason === 'retention'),
};

/**
 * Who an entry names as its actor: the person, 'The command line' for an entry an operator's command wrote (no one
 * logged in), 'The demo seed' for one the demo's set-up wrote, else `removed` (a person since removed; 'A removed user' unless given).
 */
export function auditActorName(entry: Pick<DescribedEntry, 'actor' | 'details'>, removed: string = w.removedActor): string {
  if (entry.actor) return entry.actor.name;
  const credential = entry.details.credential as AuditCredential | undefined;
  if (credential?.name) return w.credentialActor(credential.kind, credential.name);
  if (entry.details.via === 'command-line') return w.commandLine;
  if (entry.details.via === 'system') return w.system;
  return entry.details.via === 'demo-seed' ? w.demoSeed : removed;
}

/**
 * The sentence an entry reads as, on the screens and in the download: 'Priya Shah approved Sam Taylor's Cycle to Work
 * request (£1,500.00, £125.00 a month)'. A write made while viewing as someone names both: 'Ada Admin (as Sam Taylor)
 * changed Sam Taylor's profile: preferred name'.
 */
export function auditDescription(entry: DescribedEntry): string {
  const details = entry.details as { actingAs?: AuditPerson };
  const subject = entry.subject?.name ?? w.removedSubject;
  const actor = auditActorName(entry);
  const as = entry.action === 'impersonation.write' ? subject : details.actingAs?.name;
  const who = as ? w.acting(actor, as) : actor;
  const words = (sentences[entry.action] as Words<AuditAction> | undefined)?.(entry.details as never, subject, entry);
  // An entry of a code this version does not know (written by a newer server) still names who and whom.
  const what = words ?? w.anyWrite.done(subject);
  return `${who} ${what}${statusWords(entry.statusCode)}`;
}
