/**
 * What the audit log records (issue 26 item 6: who did what to whom). Each entry is an action code, the actor, the
 * person affected (the subject), the client and details whose shape each code fixes, versioned by AUDIT_VERSION.
 */
export const auditActions = [
  'selections.approved',
  'selections.rejected',
  'upload.applied',
  'employee.added',
  'employee.left',
  'employee.updated',
  'magic-link.issued',
  'magic-link.session',
  'masquerade.link-issued',
  'masquerade.started',
  'impersonation.write',
  'settings.changed',
  'mfa.reset',
  'client.created',
  'client.updated',
  'client.live',
  'client.configuration.imported',
  'hr-admin.invited',
  'hr-admin.suspended',
  'hr-admin.reinstated',
  'hr-admin.removed',
  'client.sign-on.updated',
  'client.sign-on.removed',
  'client.sign-on.tested',
  'platform-admin.created',
  'platform-admin.link-renewed',
  'scheme-year.created',
  'scheme-year.updated',
  'scheme-year.prepared',
  'scheme-year.rolled-over',
  'selection-window.opened',
  'selection-window.extended',
  'selection-window.closed',
  'price-change.scheduled',
  'price-change.cancelled',
  'price-change.applied',
  'benefit.created',
  'benefit.updated',
  'benefit.deleted',
  'benefit.withdrawn',
  'mail.retried',
  'underwriting.accepted',
  'underwriting.declined',
  'agreement.paused',
  'employee.erased',
  'personal-data.exported',
  'api-credential.created',
  'api-credential.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret-rotated',
  'webhook.resent',
  'api-key.called',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The shape of the details written now. Version 0 marks entries migrated from the free-text log that came before
 * (their details hold what that log kept, which may be less); the words read both.
 */
export const AUDIT_VERSION = 1;

/** Someone named in the details: the person whose session an impersonator acted in. */
export interface AuditPerson {
  id: number;
  name: string;
}

/** One field's change, values as stored (text), null for none. */
export interface AuditFieldChange {
  field: string;
  before: string | boolean | null;
  after: string | boolean | null;
}

/** Details of each code, as written (every field may be missing from a version 0 entry). */
export interface AuditDetails {
  'selections.approved': SelectionDecision;
  'selections.rejected': SelectionDecision & { reason?: string | null };
  'upload.applied': UploadCounts & { fileName?: string };
  'employee.added': FromUpload;
  'employee.left': FromUpload & { leavingDate?: string | null; changes?: AuditFieldChange[] };
  'employee.updated': FromUpload & { changes?: AuditFieldChange[] };
  'magic-link.issued': Acting;
  'magic-link.session': Acting;
  'masquerade.link-issued': Acting;
  'masquerade.started': Acting & { schemeYear?: number };
  /** A write made in a masquerade or magic-link session: the request, its path parameters and the names (never values) of the fields sent. */
  'impersonation.write': { request?: string; params?: Record<string, unknown>; fields?: string[] };
  'settings.changed': Acting & FromCommandLine & { setting?: string; changes?: AuditFieldChange[] };
  'mfa.reset': Acting & { reason?: string | null };
  /** The admin console's clients (issue 27 §2): the client's name and code, and each field's change. Never `code`: the log blanks that key (one-time codes). */
  'client.created': FromCommandLine & { name?: string; clientCode?: string };
  'client.updated': FromCommandLine & { section?: string; changes?: AuditFieldChange[] };
  'client.live': FromCommandLine & { name?: string; /** Welcome e-mails the draft held, sent as it went live (issue 37 item 12). */ welcomed?: number };
  /** A configuration document imported (issue 27 §3): how many items were added, changed, left unchanged or skipped. */
  'client.configuration.imported': FromCommandLine & {
    clientCode?: string;
    created?: boolean;
    onExisting?: 'skip' | 'overwrite';
    added?: number;
    changed?: number;
    unchanged?: number;
    skipped?: number;
  };
  /** An HR administrator invited, suspended, reinstated or removed (the subject; removed ones are named here). */
  'hr-admin.invited': Acting & { email?: string };
  'hr-admin.suspended': Acting;
  'hr-admin.reinstated': Acting;
  'hr-admin.removed': Acting & { name?: string; email?: string };
  /** A client's identity provider saved (each field's change; the secret's values blanked), removed, or tested (the claims' names only). */
  'client.sign-on.updated': FromCommandLine & { changes?: AuditFieldChange[] };
  'client.sign-on.removed': { issuer?: string };
  'client.sign-on.tested': { issuer?: string; claims?: string[] };
  /**
   * `npm run admin -- create-platform-admin` (issue 27 §1): a platform administrator made (the subject), or a fresh
   * activation link for one who has not activated yet. No one is logged in there: the actor is null, `via` says where.
   */
  'platform-admin.created': FromCommandLine & { email?: string };
  'platform-admin.link-renewed': FromCommandLine & { email?: string };
  /** A client's scheme year added or changed in the admin console (issue 28 §3): the year, and each field's change. */
  'scheme-year.created': FromCommandLine & { schemeYear?: number; startsOn?: string; endsOn?: string; current?: boolean };
  'scheme-year.updated': FromCommandLine & { schemeYear?: number; changes?: AuditFieldChange[] };
  /** "Prepare next year": the new year (its dates) made from the current one, and how many benefits were copied into it. */
  'scheme-year.prepared': { schemeYear?: number; fromYear?: number; startsOn?: string; endsOn?: string; benefits?: number };
  /**
   * The daily switch (no one logged in: `via` 'system'): the year became current on its start date and the choices in force
   * on the old year's last day rolled over: how many were kept (at the new price), ended, and requests that lapsed.
   */
  'scheme-year.rolled-over': FromCommandLine & {
    schemeYear?: number;
    fromYear?: number;
    startsOn?: string;
    people?: number;
    kept?: number;
    ended?: number;
    lapsed?: number;
  };
  /** The current year's annual window opened (today, until `closesOn`), extended or closed (at the end of `closesOn`, today) by HR. */
  'selection-window.opened': WindowChange;
  'selection-window.extended': WindowChange;
  'selection-window.closed': WindowChange;
  /** A benefit's price change from `effectiveOn` (issue 28 §3): the pricing and employer contribution before and after, in words. */
  'price-change.scheduled': PriceChangeEntry;
  'price-change.cancelled': PriceChangeEntry;
  /**
   * The daily job (`via` 'system') applied it: the new plan written on the benefit and the choices in force re-priced from
   * `from` (its day, or the first payroll month still open when the job ran late); `kept`: choices it could not price.
   */
  'price-change.applied': PriceChangeEntry & FromCommandLine & { from?: string; repriced?: number; kept?: number };
  /** A benefit of the catalogue (issue 28 §1) added from a template, edited (each field's before and after), deleted or withdrawn. */
  'benefit.created': BenefitEntry & { template?: string };
  'benefit.updated': BenefitEntry & { changes?: AuditFieldChange[] };
  'benefit.deleted': BenefitEntry;
  /** Withdrawn from `withdrawnOn`: `ended` choices in force ended the day before, `lapsed` requests waiting lapsed. */
  'benefit.withdrawn': BenefitEntry & { withdrawnOn?: string; ended?: number; lapsed?: number };
  /** A failed e-mail sent again from the admin console's E-mail page (issue 29 §3): which, to whom, after how many tries. */
  'mail.retried': { mailId?: number; to?: string; subject?: string; attempts?: number };
  /** HR recorded the insurer's answer on cover above the free cover limit (issue 36): the cover asked and from when. */
  'underwriting.accepted': Acting & { selectionId?: number; benefitName?: string; requested?: number; acceptedFrom?: string };
  'underwriting.declined': Acting & { selectionId?: number; benefitName?: string; requested?: number; inForce?: number };
  /** HR paused a fixed-term agreement's payments (issue 36): from which month, for how many, and its new end. */
  'agreement.paused': Acting & { selectionId?: number; benefitName?: string; from?: string; months?: number; endsOn?: string };
  /** An API key or SCIM token created (its scopes) or revoked in the console or by HR (issue 39); never its secret. */
  'api-credential.created': Acting & { kind?: 'api-key' | 'scim'; name?: string; keyId?: string; scopes?: string[] };
  'api-credential.revoked': Acting & { kind?: 'api-key' | 'scim'; name?: string; keyId?: string };
  /** A webhook endpoint added, changed (on or off, events, description), deleted, given a new secret, or a delivery sent again (issue 39); never its secret. */
  'webhook.created': WebhookEntry;
  'webhook.updated': WebhookEntry & { enabled?: boolean };
  'webhook.deleted': WebhookEntry;
  'webhook.secret-rotated': WebhookEntry;
  'webhook.resent': WebhookEntry & { eventType?: string; messageId?: string };
  /** A call of the public API that read or sent people's data, made by the key (`credential`; no person acted). */
  'api-key.called': ByCredential & { request?: string; count?: number; dataLoadId?: number; reportId?: number };
  /** A leaver's personal data anonymised (issue 39): by the retention job (`via` 'system') or on HR's request; what was kept. */
  'employee.erased': Acting & FromCommandLine & { reason?: 'retention' | 'request'; kept?: string[] };
  /**
   * A copy of a person's personal data (subject access, issue 39) made by the person, HR or a platform administrator;
   * `healthAnswers`: whether it held them.
   */
  'personal-data.exported': Acting & { by?: 'self' | 'employer' | 'admin'; healthAnswers?: boolean };
}

interface BenefitEntry extends FromCommandLine {
  benefitId?: number;
  benefitName?: string;
  schemeYear?: number;
}

interface PriceChangeEntry {
  benefitId?: number;
  benefitName?: string;
  effectiveOn?: string;
  /** `pricing` and `employerContribution`, in words. */
  changes?: AuditFieldChange[];
}

interface WindowChange extends Acting {
  schemeYear?: number;
  /** The window's first and last day after the change. */
  opensOn?: string;
  closesOn?: string;
  /** Each day's change (windowOpensOn, windowClosesOn), before and after. */
  changes?: AuditFieldChange[];
}

/** Who wrote an entry when no one was logged in: an operator's command (`npm run admin`), or the demo seed setting up the demo. */
export type AuditVia = 'command-line' | 'demo-seed' | 'system';

interface FromCommandLine {
  /** The entry was written by an operator's command or the demo seed, not by a logged-in person: the actor is null. */
  via?: AuditVia;
}

interface Acting {
  /** Set when the actor acted in someone else's session (a platform administrator viewing as an HR administrator). */
  actingAs?: AuditPerson;
}

/** A client's webhook endpoint, by its address and events. */
interface WebhookEntry extends Acting {
  endpointId?: number;
  url?: string;
  events?: string[];
}

interface SelectionDecision extends Acting {
  selectionId?: number;
  benefitId?: number;
  benefitName?: string;
  /** A change of cover in force, rather than a first choice. */
  change?: boolean;
  /** The amount chosen, in pounds, when the benefit asks for one (a bike, a voucher). */
  amount?: number | null;
  /** What the employee pays a month, in pounds. */
  monthly?: number | null;
}

/** The machine credential that acted when no person did (issue 39): the log's credential_id, named for the words. */
export interface AuditCredential {
  kind: 'api-key' | 'scim';
  name: string;
  keyId: string;
}

interface ByCredential {
  credential?: AuditCredential;
}

interface UploadCounts extends Acting, ByCredential {
  dataLoadId?: number;
  starters?: number;
  leavers?: number;
  changed?: number;
}

interface FromUpload extends Acting, ByCredential {
  dataLoadId?: number;
  fileName?: string;
}
