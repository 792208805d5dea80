import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { auditActions, type AuditAction } from './actions.ts';
import { AUDIT_VALUE_WORDS_MAX, auditActorName, auditDescription, fieldWords, valueWords, type DescribedEntry } from './describe.ts';
import { auditTexts } from './texts.ts';

const priya = { name: 'Priya Shah' };
const sam = { name: 'Sam Taylor' };
const entry = (action: AuditAction, details: Record<string, unknown>, more: Partial<DescribedEntry> = {}): DescribedEntry => ({
  action,
  details,
  actor: priya,
  subject: sam,
  statusCode: 200,
  ...more,
});

describe('auditDescription', () => {
  it('says who approved or rejected whose request, with the money and the reason', () => {
    const cycle = { selectionId: 7, benefitName: 'Cycle to Work', amount: 1500, monthly: 125, change: false };
    expect(auditDescription(entry('selections.approved', cycle))).toBe("Priya Shah approved Sam Taylor's Cycle to Work request (£1,500.00, £125.00 a month)");
    expect(auditDescription(entry('selections.approved', { benefitName: 'Dental Insurance', monthly: 12.5, amount: null, change: true }))).toBe(
      "Priya Shah approved Sam Taylor's change to Dental Insurance (£12.50 a month)",
    );
    expect(auditDescription(entry('selections.rejected', { ...cycle, reason: 'Not one of our bike shops' }))).toBe(
      "Priya Shah rejected Sam Taylor's Cycle to Work request (£1,500.00, £125.00 a month). Reason: Not one of our bike shops",
    );
    expect(auditDescription(entry('selections.rejected', { benefitName: 'Cycle to Work', reason: null }))).toBe(
      "Priya Shah rejected Sam Taylor's Cycle to Work request. No reason given.",
    );
  });

  it("says HR recorded the insurer's answer on cover above the free cover limit", () => {
    expect(auditDescription(entry('underwriting.accepted', { benefitName: 'Life Assurance', requested: 208000, acceptedFrom: '2026-03-01' }))).toBe(
      "Priya Shah recorded the insurer's acceptance of Sam Taylor's Life Assurance of £208,000.00 from 1 March 2026",
    );
    expect(auditDescription(entry('underwriting.declined', { benefitName: 'Life Assurance', requested: 180000, inForce: 150000 }))).toBe(
      "Priya Shah recorded that the insurer declined Sam Taylor's Life Assurance of £180,000.00: £150,000.00 stays in force",
    );
  });

  it('names the administrator behind a session and the person they acted as', () => {
    const asHr = { benefitName: 'Cycle to Work', monthly: 125, actingAs: { id: 3, name: 'Priya Shah' } };
    expect(auditDescription(entry('selections.approved', asHr, { actor: { name: 'Ada Admin' } }))).toBe(
      "Ada Admin (as Priya Shah) approved Sam Taylor's Cycle to Work request (£125.00 a month)",
    );
    expect(
      auditDescription(entry('impersonation.write', { request: 'PATCH /api/user/profile', fields: ['preferredName'] }, { actor: { name: 'Ada Admin' } })),
    ).toBe("Ada Admin (as Sam Taylor) changed Sam Taylor's profile: preferred name");
    // Whatever the API base, and refused calls say what was tried.
    expect(auditDescription(entry('impersonation.write', { request: 'PATCH /portal/api/password', fields: ['password'] }, { statusCode: 403 }))).toBe(
      "Priya Shah (as Sam Taylor) tried to change Sam Taylor's password (refused: 403)",
    );
    expect(auditDescription(entry('impersonation.write', { request: 'DELETE /api/user/family-members/:id', params: { id: '4' } }))).toBe(
      'Priya Shah (as Sam Taylor) removed a family member of Sam Taylor',
    );
    expect(auditDescription(entry('impersonation.write', { request: 'POST /api/nowhere' }, { statusCode: 404 }))).toBe(
      'Priya Shah (as Sam Taylor) tried to make a change as Sam Taylor (not completed: 404)',
    );
  });

  it('says what changed, from what to what, in words and UK money and dates', () => {
    const changes = [
      { field: 'annual_salary', before: '42000.00', after: '48000.00' },
      { field: 'grade', before: 'Staff', after: 'Manager' },
      { field: 'location', before: null, after: 'Leeds' },
    ];
    expect(auditDescription(entry('employee.updated', { fileName: 'staff.csv', changes }))).toBe(
      "Priya Shah changed Sam Taylor's annual salary from £42,000.00 to £48,000.00, grade from Staff to Manager " +
        'and location from none to Leeds (upload staff.csv)',
    );
    expect(auditDescription(entry('employee.added', { fileName: 'staff.csv' }))).toBe('Priya Shah added Sam Taylor as a starter (upload staff.csv)');
    expect(
      auditDescription(
        entry('employee.left', {
          fileName: 'staff.csv',
          leavingDate: '2026-03-31',
          changes: [
            { field: 'employment_status', before: 'active', after: 'left' },
            { field: 'leaving_date', before: null, after: '2026-03-31' },
          ],
        }),
      ),
    ).toBe('Priya Shah recorded Sam Taylor as a leaver on 31 March 2026 (upload staff.csv)');
  });

  it('counts an upload', () => {
    expect(auditDescription(entry('upload.applied', { fileName: 'staff.csv', starters: 1, leavers: 1, changed: 3 }, { subject: null }))).toBe(
      'Priya Shah applied upload staff.csv: 1 starter, 1 leaver, 3 changes',
    );
    // An entry kept from before the log had file names.
    expect(auditDescription(entry('upload.applied', { starters: 2, leavers: 0, changed: 1 }, { subject: null }))).toBe(
      'Priya Shah applied an employee data upload: 2 starters, 0 leavers, 1 change',
    );
  });

  it('names links, sessions, settings and two-factor resets', () => {
    expect(auditDescription(entry('magic-link.issued', {}))).toBe('Priya Shah asked for a magic link to log in as Sam Taylor');
    expect(auditDescription(entry('magic-link.session', {}))).toBe('Priya Shah logged in as Sam Taylor with a magic link');
    const admin = { actor: { name: 'Ada Admin' } };
    expect(auditDescription(entry('masquerade.link-issued', {}, admin))).toBe('Ada Admin asked for a link to view the portal as Sam Taylor');
    expect(auditDescription(entry('masquerade.started', { schemeYear: 2026 }, admin))).toBe(
      'Ada Admin started viewing the portal as Sam Taylor (scheme year 2026)',
    );
    expect(
      auditDescription(entry('settings.changed', { setting: 'two-factor', changes: [{ field: 'employees', before: false, after: true }] }, { subject: null })),
    ).toBe('Priya Shah changed the two-factor authentication rules: employees must use two-factor authentication from no to yes');
    // Kept from before the log knew what a rule was.
    expect(auditDescription(entry('settings.changed', { setting: 'two-factor', changes: [{ field: 'employers', after: false }] }, { subject: null }))).toBe(
      'Priya Shah changed the two-factor authentication rules: HR administrators must use two-factor authentication to no',
    );
    expect(auditDescription(entry('mfa.reset', { reason: 'Lost their phone' }))).toBe(
      "Priya Shah reset Sam Taylor's two-factor authentication. Reason: Lost their phone",
    );
    // Subject access (issue 39): HR's copy of a person's data, and the person's own.
    expect(auditDescription(entry('personal-data.exported', { by: 'employer', healthAnswers: false }))).toBe(
      "Priya Shah downloaded a copy of Sam Taylor's personal data",
    );
    expect(auditDescription(entry('personal-data.exported', { by: 'self', healthAnswers: true }, { actor: sam }))).toBe(
      'Sam Taylor downloaded a copy of their own personal data',
    );
  });

  it("names the command line as the actor of what an operator's command wrote (no one logged in)", () => {
    const ops = { name: 'Platform Administrator' };
    const fromCommand = { email: 'ops@example.test', via: 'command-line' };
    expect(auditDescription(entry('platform-admin.created', fromCommand, { actor: null, subject: ops }))).toBe(
      'The command line added Platform Administrator (ops@example.test) as a platform administrator',
    );
    expect(auditDescription(entry('platform-admin.link-renewed', fromCommand, { actor: null, subject: ops }))).toBe(
      'The command line gave Platform Administrator (ops@example.test) a fresh link to set up their platform administrator account',
    );
    expect(auditActorName({ actor: null, details: fromCommand })).toBe(auditTexts.words.commandLine);
    expect(auditActorName({ actor: null, details: {} })).toBe(auditTexts.words.removedActor);
    expect(auditActorName({ actor: null, details: {} }, '')).toBe('');
    expect(auditActorName({ actor: priya, details: fromCommand })).toBe('Priya Shah');
    expect(auditTexts.actions['platform-admin.created']).toBe('Platform administrator created');
  });

  it('names the demo seed as the actor of what it wrote setting up the demo clients', () => {
    const fromSeed = { name: 'Acme Retail', clientCode: 'acme', via: 'demo-seed' };
    expect(auditDescription(entry('client.created', fromSeed, { actor: null, subject: null }))).toMatch(/^The demo seed /);
    expect(auditActorName({ actor: null, details: fromSeed })).toBe(auditTexts.words.demoSeed);
  });

  it('says which scheme year was added or changed, and how HR opened, extended or closed its window', () => {
    const year = { schemeYear: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', current: true };
    expect(auditDescription(entry('scheme-year.created', year, { subject: null }))).toBe(
      'Priya Shah added the 2027 scheme year (1 January 2027 to 31 December 2027) as the current year',
    );
    const moved = {
      schemeYear: 2027,
      changes: [
        { field: 'windowClosesOn', before: '2027-01-31', after: '2027-02-14' },
        { field: 'probationMonths', before: '3', after: '6' },
      ],
    };
    expect(auditDescription(entry('scheme-year.updated', moved, { subject: null }))).toBe(
      'Priya Shah changed the 2027 scheme year: window closes on from 31 January 2027 to 14 February 2027 and probation months from 3 to 6',
    );
    const window = { schemeYear: 2026, opensOn: '2026-06-15', closesOn: '2026-06-30' };
    expect(auditDescription(entry('selection-window.opened', window, { subject: null }))).toBe(
      'Priya Shah opened the 2026 selection window until the end of 30 June 2026',
    );
    const extended = { ...window, closesOn: '2026-07-15', changes: [{ field: 'windowClosesOn', before: '2026-06-30', after: '2026-07-15' }] };
    expect(auditDescription(entry('selection-window.extended', extended, { subject: null }))).toBe(
      'Priya Shah extended the 2026 selection window from 30 June 2026 to 15 July 2026',
    );
    const asHr = { ...window, closesOn: '2026-06-15', actingAs: { id: 3, name: 'Priya Shah' } };
    expect(auditDescription(entry('selection-window.closed', asHr, { actor: { name: 'Ada Admin' }, subject: null }))).toBe(
      'Ada Admin (as Priya Shah) closed the 2026 selection window at the end of 15 June 2026',
    );
    expect(
      auditDescription(entry('client.updated', { section: 'new-starter window', changes: [{ field: 'newStarterWindowDays', before: '0', after: '30' }] })),
    ).toBe("Priya Shah changed the client's new-starter window: new starter window days from 0 to 30");
  });

  it('still reads when the people are gone or the details are missing', () => {
    expect(auditDescription(entry('selections.approved', {}, { actor: null, subject: null }))).toBe(
      "A removed user approved a removed person's selection request",
    );
    for (const action of auditActions) expect(auditDescription(entry(action, {}))).toMatch(/^Priya Shah /);
  });
});

describe('audit words', () => {
  it('reads field names and values as people do', () => {
    expect(fieldWords('preferredName')).toBe('preferred name');
    expect(fieldWords('date_of_birth')).toBe('date of birth');
    expect(valueWords('date_of_birth', '1980-05-01')).toBe('1 May 1980');
    expect(valueWords('annual_salary', '31500')).toBe('£31,500.00');
    expect(valueWords('grade', '')).toBe('none');
    // A page of content (a cookie policy's HTML) by its first words, without tags, cut at a word.
    const policy =
      '<h2>About this policy</h2>\n<p>Initech Benefits is the employee benefits portal provided to you by Initech. Like most websites, it uses cookies.</p>';
    expect(valueWords('text', policy)).toBe('About this policy Initech Benefits is the employee benefits portal provided to…');
    expect(valueWords('text', policy).length).toBeLessThanOrEqual(AUDIT_VALUE_WORDS_MAX + 1);
    // Short texts are as they were, angle brackets and all when they are not tags.
    expect(valueWords('title', 'Cookie Policy')).toBe('Cookie Policy');
    expect(valueWords('title', 'Pay < £30,000 band')).toBe('Pay < £30,000 band');
    // One long word is cut where the limit falls.
    expect(valueWords('logo', 'x'.repeat(200))).toBe(`${'x'.repeat(AUDIT_VALUE_WORDS_MAX)}…`);
  });

  it('names only routes that exist', () => {
    expect(Object.keys(auditTexts.requests).filter((name) => !(name in routes))).toEqual([]);
  });
});
