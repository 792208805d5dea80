import { formatLongDate, formatMonthYear, formatPounds } from '../shared/format.ts';
import type { AuditAction } from './actions.ts';

/** A sentence's verb in both forms: what was done, and what was tried when it was refused. */
export interface Deed {
  done: (subject: string) => string;
  tried: (subject: string) => string;
}
const deed = (done: Deed['done'], tried: Deed['tried']): Deed => ({ done, tried });
const their = (name: string) => `${name}'s`;
const request = (benefit: string | undefined, change: boolean) =>
  benefit ? (change ? `change to ${benefit}` : `${benefit} request`) : change ? 'change of cover' : 'selection request';

/** Texts of the audit log: its screens, its download and the sentence each entry reads as (our own wording). */
export const auditTexts = {
  title: 'Audit log',
  intro: 'Who did what to whom: approvals, uploads, changes to people and settings, magic links and every change made while viewing as someone else.',
  adminHeading: 'Audit log',
  caption: 'Audit log entries, newest first',
  filtersLegend: 'Filter the audit log',
  actor: 'Who (name or e-mail)',
  subject: 'Person affected (name, e-mail or employee number)',
  action: 'Action',
  allActions: 'All actions',
  // Not 'Client': the admin console's people search above has a select of that name.
  client: 'Show entries of',
  allClients: 'All clients',
  from: 'From',
  to: 'To',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  loading: 'Loading the audit log',
  loadFailed: 'We could not load the audit log. Please try again.',
  empty: 'Nothing recorded yet.',
  noMatches: 'No entries match these filters.',
  columns: { when: 'When', client: 'Client', actor: 'By', subject: 'Person affected', description: 'What happened', action: 'Action', status: 'Result' },
  tile: 'Audit log',
  tileValue: (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`,
  tileDetail: 'In the last 30 days',
  tileLink: 'View the audit log',
  fileName: 'audit-log.csv',
  // Field errors of the filters.
  searchTooLong: 'Use 100 characters or fewer',
  badAction: 'Choose one of the listed actions',
  badDate: 'Enter a real date, e.g. 2026-03-31',
  toBeforeFrom: 'The end date must be on or after the start date',
  badClient: 'Not a client id',
  /** The action filter's choices. */
  actions: {
    'selections.approved': 'Selection approved',
    'selections.rejected': 'Selection rejected',
    'upload.applied': 'Upload applied',
    'employee.added': 'Starter added',
    'employee.left': 'Leaver recorded',
    'employee.updated': 'Employee details changed',
    'magic-link.issued': 'Magic link issued',
    'magic-link.session': 'Magic link used',
    'masquerade.link-issued': 'View-as link issued',
    'masquerade.started': 'View-as session started',
    'impersonation.write': 'Change made while viewing as someone',
    'settings.changed': 'Settings changed',
    'mfa.reset': 'Two-factor authentication reset',
    'client.created': 'Client added',
    'client.updated': 'Client settings changed',
    'client.live': 'Client went live',
    'client.configuration.imported': 'Client configuration imported',
    'hr-admin.invited': 'HR administrator invited',
    'hr-admin.suspended': 'HR administrator suspended',
    'hr-admin.reinstated': 'HR administrator reinstated',
    'hr-admin.removed': 'HR administrator removed',
    'client.sign-on.updated': 'Client sign-on changed',
    'client.sign-on.removed': 'Client sign-on removed',
    'client.sign-on.tested': 'Client sign-on tested',
    'platform-admin.created': 'Platform administrator created',
    'platform-admin.link-renewed': 'Platform administrator link renewed',
    'scheme-year.created': 'Scheme year added',
    'scheme-year.updated': 'Scheme year changed',
    'scheme-year.prepared': 'Next scheme year prepared',
    'scheme-year.rolled-over': 'Scheme year began and choices rolled over',
    'selection-window.opened': 'Selection window opened',
    'selection-window.extended': 'Selection window extended',
    'selection-window.closed': 'Selection window closed',
    'price-change.scheduled': 'Price change scheduled',
    'price-change.cancelled': 'Price change cancelled',
    'price-change.applied': 'Price change applied',
    'benefit.created': 'Benefit added',
    'benefit.updated': 'Benefit changed',
    'benefit.deleted': 'Benefit deleted',
    'benefit.withdrawn': 'Benefit withdrawn',
    'mail.retried': 'Failed e-mail sent again',
    'underwriting.accepted': 'Cover accepted by the insurer',
    'underwriting.declined': 'Cover declined by the insurer',
    'agreement.paused': 'Agreement payments paused',
    'api-credential.created': 'API key or SCIM token created',
    'api-credential.revoked': 'API key or SCIM token revoked',
    'api-key.called': 'Public API called with an API key',
    'webhook.created': 'Webhook endpoint added',
    'webhook.updated': 'Webhook endpoint changed',
    'webhook.deleted': 'Webhook endpoint deleted',
    'webhook.secret-rotated': 'Webhook signing secret replaced',
    'webhook.resent': 'Webhook delivery sent again',
    'personal-data.exported': 'Personal data downloaded',
    'employee.erased': 'Personal data erased',
  } satisfies Record<AuditAction, string>,
  words: {
    removedActor: 'A removed user',
    /** The actor of an entry an operator's command wrote (`npm run admin`): no one was logged in. */
    commandLine: 'The command line',
    /** The actor of an entry the demo seed wrote while setting up the demo's clients (no one was logged in). */
    demoSeed: 'The demo seed',
    /** The actor of an entry the portal's own daily work wrote (the new scheme year's switch): no one was logged in. */
    system: 'The portal',
    removedSubject: 'a removed person',
    none: 'none',
    yes: 'yes',
    no: 'no',
    acting: (actor: string, as: string) => `${actor} (as ${as})`,
    their,
    and: 'and',
    perMonth: (money: string) => `${money} a month`,
    reason: (reason: string) => `Reason: ${reason}`,
    noReason: 'No reason given.',
    fromUpload: (fileName: string) => `(upload ${fileName})`,
    count: (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`,
    starters: ['starter', 'starters'] as const,
    leavers: ['leaver', 'leavers'] as const,
    changes: ['change', 'changes'] as const,
    refused: (status: number) => `(refused: ${status})`,
    failed: (status: number) => `(not completed: ${status})`,
    schemeYear: (year: number) => `(scheme year ${year})`,
    approved: (subject: string, benefit: string | undefined, change: boolean) => `approved ${their(subject)} ${request(benefit, change)}`,
    rejected: (subject: string, benefit: string | undefined, change: boolean) => `rejected ${their(subject)} ${request(benefit, change)}`,
    uploadApplied: (fileName: string | undefined) => (fileName ? `applied upload ${fileName}` : 'applied an employee data upload'),
    added: (subject: string) => `added ${subject} as a starter`,
    left: (subject: string, on: string | null) => (on ? `recorded ${subject} as a leaver on ${on}` : `recorded ${subject} as a leaver`),
    changed: (subject: string, what: string) => `changed ${their(subject)} ${what}`,
    change: (field: string, before: string, after: string) => `${field} from ${before} to ${after}`,
    setTo: (field: string, after: string) => `${field} to ${after}`,
    magicLinkIssued: (subject: string) => `asked for a magic link to log in as ${subject}`,
    magicLinkSession: (subject: string) => `logged in as ${subject} with a magic link`,
    masqueradeLink: (subject: string) => `asked for a link to view the portal as ${subject}`,
    masqueradeStarted: (subject: string) => `started viewing the portal as ${subject}`,
    settingsChanged: (setting: string) => `changed ${setting}`,
    mfaReset: (subject: string) => `reset ${their(subject)} two-factor authentication`,
    clientCreated: (name: string, code: string) => `added the client ${name} (${code})`,
    clientUpdated: (section: string) => `changed the client's ${section}`,
    clientLive: 'took the client live',
    configurationImported: (created: boolean, counts: string) =>
      created ? `set up the client from a configuration document (${counts})` : `imported a configuration document (${counts})`,
    itemsAdded: ['item added', 'items added'] as const,
    itemsChanged: ['item changed', 'items changed'] as const,
    itemsSkipped: ['item skipped', 'items skipped'] as const,
    hrAdminInvited: (subject: string) => `invited ${subject} as an HR administrator`,
    hrAdminSuspended: (subject: string) => `suspended ${subject} as an HR administrator`,
    hrAdminReinstated: (subject: string) => `reinstated ${subject} as an HR administrator`,
    hrAdminRemoved: (subject: string) => `removed ${subject} as an HR administrator`,
    signOnUpdated: "changed the client's single sign-on",
    signOnRemoved: (issuer: string | undefined) => `removed the client's single sign-on${issuer ? ` (${issuer})` : ''}`,
    platformAdminCreated: (subject: string, email: string | undefined) => `added ${subject}${email ? ` (${email})` : ''} as a platform administrator`,
    platformAdminLinkRenewed: (subject: string, email: string | undefined) =>
      `gave ${subject}${email ? ` (${email})` : ''} a fresh link to set up their platform administrator account`,
    signOnTested: (issuer: string | undefined) => `tested the client's single sign-on${issuer ? ` with ${issuer}` : ''}`,
    theSchemeYear: (year: number | undefined) => (year === undefined ? 'a scheme year' : `the ${year} scheme year`),
    schemeYearCreated: (year: string, dates: string | null) => `added ${year}${dates ? ` (${dates})` : ''}`,
    schemeYearUpdated: (year: string) => `changed ${year}`,
    dates: (from: string, to: string) => `${from} to ${to}`,
    asCurrent: 'as the current year',
    schemeYearPrepared: (year: string, from: string, benefits: string) => `prepared ${year} from ${from}, with ${benefits} copied`,
    schemeYearRolledOver: (year: string, counts: string) => `made ${year} current and rolled choices over: ${counts}`,
    benefitsCopied: ['benefit', 'benefits'] as const,
    choicesKept: ['choice kept', 'choices kept'] as const,
    choicesEnded: ['choice ended', 'choices ended'] as const,
    requestsLapsed: ['request lapsed', 'requests lapsed'] as const,
    windowOf: (year: number | undefined) => (year === undefined ? 'the selection window' : `the ${year} selection window`),
    windowOpened: (window: string, closes: string | null) => `opened ${window}${closes ? ` until the end of ${closes}` : ''}`,
    windowExtended: (window: string, from: string | null, to: string | null) =>
      `extended ${window}${from && to ? ` from ${from} to ${to}` : to ? ` to ${to}` : ''}`,
    windowClosed: (window: string, on: string | null) => `closed ${window}${on ? ` at the end of ${on}` : ''}`,
    priceChangeOf: (benefit: string | undefined) => (benefit ? `a price change of ${benefit}` : 'a price change'),
    priceChangeScheduled: (change: string, from: string | null) => `scheduled ${change}${from ? ` from ${from}` : ''}`,
    priceChangeCancelled: (change: string, from: string | null) => `cancelled ${change}${from ? ` from ${from}` : ''}`,
    priceChangeApplied: (change: string, from: string | null, counts: string) => `applied ${change}${from ? ` from ${from}` : ''}: ${counts}`,
    choicesRepriced: ['choice re-priced', 'choices re-priced'] as const,
    theBenefit: (name: string | undefined, year: number | undefined) =>
      `${name ? `the benefit ${name}` : 'a benefit'}${year === undefined ? '' : ` of the ${year} scheme year`}`,
    benefitCreated: (benefit: string, template: string | undefined) => `added ${benefit}${template ? ` from the ${template} template` : ''}`,
    benefitUpdated: (benefit: string) => `changed ${benefit}`,
    benefitDeleted: (benefit: string) => `deleted ${benefit}`,
    benefitWithdrawn: (benefit: string, from: string | null, counts: string) => `withdrew ${benefit}${from ? ` from ${from}` : ''}: ${counts}`,
    /** The actor of an entry a machine credential wrote (issue 39): no person acted. */
    credentialActor: (kind: 'api-key' | 'scim', name: string) => `${kind === 'scim' ? 'SCIM token' : 'API key'} “${name}”`,
    credentialCreated: (kind: string | undefined, name: string | undefined, scopes: string[] | undefined) =>
      `created the ${kind === 'scim' ? 'SCIM token' : 'API key'}${name ? ` “${name}”` : ''}${scopes && scopes.length > 0 ? ` (${scopes.join(', ')})` : ''}`,
    credentialRevoked: (kind: string | undefined, name: string | undefined) =>
      `revoked the ${kind === 'scim' ? 'SCIM token' : 'API key'}${name ? ` “${name}”` : ''}`,
    webhookCreated: (url: string | undefined, events: string[] | undefined) =>
      `added the webhook endpoint${url ? ` ${url}` : ''}${events && events.length > 0 ? ` (${events.join(', ')})` : ''}`,
    webhookUpdated: (url: string | undefined, enabled: boolean | undefined) =>
      `${enabled === true ? 'turned on' : enabled === false ? 'turned off' : 'changed'} the webhook endpoint${url ? ` ${url}` : ''}`,
    webhookDeleted: (url: string | undefined) => `deleted the webhook endpoint${url ? ` ${url}` : ''}`,
    webhookRotated: (url: string | undefined) => `replaced the signing secret of the webhook endpoint${url ? ` ${url}` : ''}`,
    webhookResent: (url: string | undefined, eventType: string | undefined) =>
      `sent ${eventType ?? 'a message'} again to the webhook endpoint${url ? ` ${url}` : ''}`,
    apiKeyCalled: (request: string | undefined, count: number | undefined) =>
      `called the public API${request ? ` (${request})` : ''}${count === undefined ? '' : `: ${count} ${count === 1 ? 'record' : 'records'}`}`,
    mailRetried: (subject: string | undefined, to: string | undefined) =>
      `sent the failed e-mail${subject ? ` “${subject}”` : ''}${to ? ` to ${to}` : ''} again`,
    underwritingAccepted: (subject: string, benefit: string | undefined, requested: number | undefined, from: string | undefined) =>
      `recorded the insurer's acceptance of ${their(subject)} ${benefit ?? 'cover'}${requested === undefined ? '' : ` of ${formatPounds(requested)}`}` +
      `${from ? ` from ${formatLongDate(from)}` : ''}`,
    personalDataExported: (subject: string, self: boolean) =>
      self ? 'downloaded a copy of their own personal data' : `downloaded a copy of ${their(subject)} personal data`,
    erased: (subject: string, retention: boolean) =>
      retention ? `anonymised ${their(subject)} personal data at the end of its retention period` : `erased ${their(subject)} personal data`,
    agreementPaused: (subject: string, benefit: string | undefined, months: number | undefined, from: string | undefined) =>
      `paused ${their(subject)} ${benefit ?? 'agreement'} payments` +
      `${months === undefined ? '' : ` for ${months === 1 ? '1 month' : `${months} months`}`}${from ? ` from ${formatMonthYear(from)}` : ''}`,
    underwritingDeclined: (subject: string, benefit: string | undefined, requested: number | undefined, inForce: number | undefined) =>
      `recorded that the insurer declined ${their(subject)} ${benefit ?? 'cover'}${requested === undefined ? '' : ` of ${formatPounds(requested)}`}` +
      `${inForce === undefined ? '' : `: ${formatPounds(inForce)} stays in force`}`,
    choicesEndedByWithdrawal: ['choice ended the day before', 'choices ended the day before'] as const,
    choicesNotRepriced: ['choice kept at its price (it could not be priced)', 'choices kept at their price (they could not be priced)'] as const,
    anyWrite: deed(
      (s) => `made a change as ${s}`,
      (s) => `make a change as ${s}`,
    ),
    tried: (what: string) => `tried to ${what}`,
  },
  /** Settings a `settings.changed` entry names, and their fields. */
  settings: {
    'two-factor': 'the two-factor authentication rules',
    branding: 'the branding',
    faqs: 'the FAQs',
    privacy: 'the privacy statement',
    terms: 'the terms and conditions',
    'enquiry-options': "the contact page's enquiry options",
    carousel: "the welcome carousel's slides",
    cookies: 'the cookie policy',
    'contact-panel': "the contact page's side panel",
  } as Record<string, string>,
  settingFields: {
    employees: 'employees must use two-factor authentication',
    employers: 'HR administrators must use two-factor authentication',
    benefitBrandName: 'brand name',
    primaryColour: 'primary colour',
    secondaryColour: 'secondary colour',
    baseFont: 'body font',
    headerFont: 'heading font',
    supportEmail: 'support e-mail',
    supportPhone: 'support phone',
    brandHeaderLogo: 'logo',
    mobileLogo: 'mobile logo',
    logoFileUrl: 'client logo',
    avatarSetUrl: 'avatar set',
    faq: 'a question',
    order: 'the order',
    termsRevision: 'the terms revision',
  } as Record<string, string>,
  /**
   * A write made while viewing as someone, by the contract route it called (routes.ts names); `s` is the person viewed.
   * A route not listed reads as `anyWrite`.
   */
  requests: {
    updateProfile: deed(
      (s) => `changed ${their(s)} profile`,
      (s) => `change ${their(s)} profile`,
    ),
    familyAdd: deed(
      (s) => `added a family member for ${s}`,
      (s) => `add a family member for ${s}`,
    ),
    familyEdit: deed(
      (s) => `changed a family member of ${s}`,
      (s) => `change a family member of ${s}`,
    ),
    familyRemove: deed(
      (s) => `removed a family member of ${s}`,
      (s) => `remove a family member of ${s}`,
    ),
    addLifeEvent: deed(
      (s) => `recorded a life event for ${s}`,
      (s) => `record a life event for ${s}`,
    ),
    createSelection: deed(
      (s) => `chose a benefit for ${s}`,
      (s) => `choose a benefit for ${s}`,
    ),
    updateSelection: deed(
      (s) => `changed a benefit selection of ${s}`,
      (s) => `change a benefit selection of ${s}`,
    ),
    selectionCosts: deed(
      (s) => `priced a benefit for ${s}`,
      (s) => `price a benefit for ${s}`,
    ),
    beamCosts: deed(
      (s) => `priced a benefit for ${s}`,
      (s) => `price a benefit for ${s}`,
    ),
    saveNominations: deed(
      (s) => `saved ${their(s)} beneficiaries`,
      (s) => `save ${their(s)} beneficiaries`,
    ),
    changePassword: deed(
      (s) => `changed ${their(s)} password`,
      (s) => `change ${their(s)} password`,
    ),
    mfaQr: deed(
      (s) => `started setting up two-factor authentication for ${s}`,
      (s) => `set up two-factor authentication for ${s}`,
    ),
    mfaEnable: deed(
      (s) => `turned on two-factor authentication for ${s}`,
      (s) => `turn on two-factor authentication for ${s}`,
    ),
    mfaDisable: deed(
      (s) => `turned off two-factor authentication for ${s}`,
      (s) => `turn off two-factor authentication for ${s}`,
    ),
    forgetTrustedDevice: deed(
      (s) => `forgot a trusted device of ${s}`,
      (s) => `forget a trusted device of ${s}`,
    ),
    acceptTerms: deed(
      (s) => `accepted the terms for ${s}`,
      (s) => `accept the terms for ${s}`,
    ),
    logout: deed(
      (s) => `ended the session as ${s}`,
      (s) => `end the session as ${s}`,
    ),
    sendEnquiry: deed(
      (s) => `sent an enquiry as ${s}`,
      (s) => `send an enquiry as ${s}`,
    ),
    magicLink: deed(
      () => 'asked for a magic link',
      () => 'ask for a magic link',
    ),
    welcomeResendCompany: deed(
      () => 'resent the welcome e-mails of everyone not registered',
      () => 'resend the welcome e-mails of everyone not registered',
    ),
    welcomeResendEmployee: deed(
      () => 'resent a welcome e-mail',
      () => 'resend a welcome e-mail',
    ),
    resetEmployeeTwoFactor: deed(
      () => "reset an employee's two-factor authentication",
      () => "reset an employee's two-factor authentication",
    ),
    updateEnforcementSetting: deed(
      () => 'changed the two-factor authentication rules',
      () => 'change the two-factor authentication rules',
    ),
    approveSelections: deed(
      () => 'decided selections awaiting approval',
      () => 'decide selections awaiting approval',
    ),
    requestReport: deed(
      () => 'asked for a report',
      () => 'ask for a report',
    ),
    generateReportAgain: deed(
      () => 'generated a report again',
      () => 'generate a report again',
    ),
    uploadDataLoad: deed(
      () => 'uploaded an employee data file',
      () => 'upload an employee data file',
    ),
    applyDataLoad: deed(
      () => 'applied an employee data upload',
      () => 'apply an employee data upload',
    ),
    changeSelectionWindow: deed(
      () => 'changed the selection window',
      () => 'change the selection window',
    ),
  } as Record<string, Deed>,
  /** The download's header row (the admin console's adds the client). */
  csv: {
    when: 'When',
    client: 'Client',
    actor: 'By',
    actorEmail: 'By (e-mail)',
    subject: 'Person affected',
    action: 'Action',
    description: 'What happened',
    status: 'Result',
  },
} as const;
