import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_EFFECTIVE_DATE_RULES, fillPath, routes, type RouteContract } from '@portal/contracts';
import { host } from './test/app.ts';
import { seededApp } from './test/seeded.ts';
import { bearer, freshIp } from './test/auth.ts';
import { sampleFeatures } from './test/client-settings.ts';
import { childPayload } from './test/family.ts';
import { inlineRow, workbookParts, zipOf } from './test/zip-files.ts';

/**
 * Hostile input to every route of the contracts, as a visitor, an employee and an employer: wrong
 * types, missing fields, ids out of range or not in decimal, control characters, 100 kB strings.
 * Every call must be refused with a 4xx, never a 5xx, and no table may gain or lose a row.
 */

type RouteName = keyof typeof routes;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A scheme year as the console adds or edits one. */
const schemeYearSample = {
  version: 0,
  year: 2027,
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  windowOpensOn: '2027-01-01',
  windowClosesOn: '2027-01-31',
  probationMonths: 3,
};

/**
 * A benefit as the catalogue's editor saves one: small, as every caller here is refused before its body is read (platform
 * administrators only); catalogue.test.ts and the contracts' catalogue.test.ts try each rule of a full draft.
 */
const benefitSample = {
  version: 1,
  name: 'Gym Membership',
  summary: 'Discounted gym membership.',
  descriptionHtml: '<p>Join a gym near you.</p>',
  termsHtml: null,
  termsVersion: null,
  imageUrl: '/benefits/gym.svg',
  category: 'Wellbeing',
  kind: 'options',
  setup: { options: [{ value: 'standard', label: 'Standard', description: 'One club.', covers: 'self' }], amount: null, peopleCovered: false, startDate: true },
  medicalQuestions: [],
  pricing: { kind: 'option-flat', prices: { standard: 35 } },
  employerContribution: { kind: 'percent', percent: 20 },
  eligibility: {},
  changeRule: 'window',
  rollover: 'roll-over',
  requiresApproval: false,
  provider: 'FitLife Gyms',
  providerEmail: 'corporate@fitlife.example',
  faqIds: [1],
  sortOrder: 1,
};

const LONG = 'a'.repeat(100_000);
const CONTROL_STRINGS = ['\u0000', 'Sam\u0000', 'a\u0001b', '\u001b[31mred', 'x\u007f', 'x\u0085y', 'line\u000bbreak'];
/** Ids that must never be read as a valid id, where a path, a query or a body carries one. */
const BAD_ID_PARAMS = ['0', '-1', '2147483648', '99999999999', '0x10', '1e3', '16.0', '+16', '016', ' 16', '16 ', '1_0', 'Infinity', 'NaN', ''];
const BAD_DATES = ['2026-02-30', '2026-13-01', '9999-99-99', '0000-00-00'];

/** A valid body of every route that takes one; the fuzz changes one field at a time. */
const validBodies: Partial<Record<RouteName, Json>> = {
  loginLookup: { email: 'employee@acme.test' },
  login: { email: 'employee@acme.test', password: 'not-the-password', deviceToken: 'test-device-0001' },
  loginMfa: { code: '123456', email: 'employee@acme.test', password: 'not-the-password', deviceToken: 'test-device-0001' },
  loginMfaSetup: { code: '123456', type: 'temporary', secret: 'JBSWY3DPEHPK3PXP', email: 'employee@acme.test', password: 'x', deviceToken: 'test-device-0001' },
  refresh: { refresh_token: 'r'.repeat(40) },
  acceptTerms: { termsAccepted: true },
  forgottenPassword: { email: 'nobody@acme.test', isRecaptchaEnabled: false },
  verifyResetDob: { token: 't'.repeat(40), date_of_birth: '12/04/1980' },
  resetPassword: { token: 't'.repeat(40), date_of_birth: '12/04/1980', password: 'x', password_confirmation: 'x' },
  passwordCheck: { password: 'candidate', token: 't'.repeat(40) },
  changePassword: { current_password: 'x', password: 'y', password_confirmation: 'y' },
  activationDob: { id: 'a'.repeat(40), date_of_birth: '12/04/1980' },
  activate: {
    id: 'a'.repeat(40),
    date_of_birth: '12/04/1980',
    password: 'x',
    password_confirmation: 'x',
    termsAccepted: true,
    deviceToken: 'test-device-0001',
  },
  mfaEnable: { code: '123456', type: 'temporary', secret: 'JBSWY3DPEHPK3PXP' },
  mfaDisable: { reason: 'Lost my phone', password: 'x' },
  familyAdd: childPayload,
  familyEdit: { familyMemberId: 1, ...childPayload, education_check: true, education: '2030-07-31' },
  updateProfile: {
    title: 'Mr',
    preferredName: 'Sam',
    phone: '07700 900982',
    avatar: 'avatar-1.svg',
    contactPreferences: { email: true, sms: false },
  },
  addLifeEvent: { typeId: 1, eventDate: '2026-01-10', evidenceNote: 'Birth certificate' },
  createSelection: {
    accepted_terms: 1,
    values: { option: 'single', amount: 100, peopleCovered: [1], startDate: '2026-04-01', medicalAnswers: { 'q-one': true } },
  },
  updateSelection: { status: 'opted-out', accepted_terms: 1, values: { option: 'single', amount: 100, peopleCovered: [1], startDate: '2026-04-01' } },
  selectionCosts: { benefitId: 1, values: { option: 'single', amount: 100, peopleCovered: [1] } },
  beamCosts: { benefitId: 1, value: 100 },
  saveNominations: {
    nominees: [
      { kind: 'family', familyMemberId: 1, share: 60 },
      { kind: 'other', name: 'Alex Reed', relationship: 'Brother', dateOfBirth: '1975-03-02', address: '12 High Street', share: 40 },
    ],
  },
  loginSso: { sso: `sso_${'a'.repeat(30)}` },
  magicLink: { password: 'x' },
  updateEnforcementSetting: { employees: true },
  resetEmployeeTwoFactor: { reason: 'Lost their phone' },
  employerEraseEmployee: { confirm: true },
  clientAdminEraseEmployee: { confirm: true },
  clientAdminUpdateRetention: { personalMonths: 24, payrollMonths: 72 },
  approveSelections: { selectionIds: [1, 2], approval: false, reason: 'Not on our list of bike shops' },
  decideUnderwriting: { decision: 'accept', acceptedFrom: '2026-09-01' },
  pauseAgreement: { from: '2026-09-01', months: 1 },
  requestReport: { kind: 'provider', year: 2026, month: 3, providerName: 'Bupa' },
  requestProviderReports: { year: 2026, month: 3 },
  clientAdminCreate: { name: 'Initech', code: 'initech' },
  clientAdminUpdateDetails: { version: 0, name: 'Initech', code: 'initech' },
  clientAdminUpdateFeatures: { version: 0, ...sampleFeatures },
  clientAdminGoLive: { version: 0 },
  clientAdminInvite: { firstName: 'Hana', surname: 'Ito', email: 'hana@acme.test' },
  clientAdminAdministratorStatus: { suspended: true },
  employerInviteAdministrator: { firstName: 'Hana', surname: 'Ito', email: 'hana@acme.test' },
  employerAdministratorStatus: { suspended: true },
  sendEnquiry: { subject: 'Hello', comments: 'A question\nover two lines', firstName: 'Pat', surname: 'Lee', email: 'pat@example.com' },
  saveClientBranding: {
    version: 1,
    brandName: 'Acme Rewards',
    primaryColour: '#001B71',
    secondaryColour: '00B5EC',
    baseFont: 'Inter',
    headerFont: 'Source Sans 3',
    supportEmail: 'help@acme.test',
    supportPhone: '+44 20 7946 0000',
  },
  saveClientFaqs: { version: 1, faqs: [{ id: 1, category: 'General', question: 'What is this?', answer: '<p>Your benefits.</p>' }] },
  saveClientPage: { revision: 1, title: 'Terms', html: '<p>New terms</p>' },
  saveClientEnquiryOptions: { version: 1, options: [{ value: 'pay', label: 'Pay' }] },
  saveClientCarousel: { version: 1, slides: [{ title: 'Welcome', body: 'Hello' }] },
  saveClientSignOn: {
    version: 0,
    useDemoProvider: false,
    issuer: 'https://login.acme.test',
    clientId: 'portal',
    clientSecret: 's3cret-value',
    emailDomains: ['acme.test', 'acme.co.uk'],
    logoutUrl: 'https://login.acme.test/logout',
  },
  removeClientSignOn: { version: 0 },
  createApiCredential: { kind: 'api-key', name: 'Payroll system', scopes: ['employees:write', 'selections:read'] },
  employerCreateApiCredential: { kind: 'scim', name: 'Entra ID' },
  publicEmployeeChanges: { rows: [{ employee_number: 'AC00001', annual_salary: '42000.00', location: 'Leeds' }], apply: false },
  saveClientSaml: {
    version: 0,
    idpEntityId: 'https://idp.acme.test',
    ssoUrl: 'https://idp.acme.test/saml/sso',
    certificates: ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'],
    emailDomains: ['acme.test'],
  },
  removeClientSaml: { version: 0 },
  createClientWebhook: { url: 'https://hr.acme.test/hooks/portal', description: 'HR system', events: ['selection.approved', 'employee.left'] },
  updateClientWebhook: { description: 'HR system', events: ['selection.made'], enabled: false },
  employerCreateClientWebhook: { url: 'https://hr.acme.test/hooks/portal', description: 'HR system', events: ['report.ready'] },
  employerUpdateClientWebhook: { enabled: true },
  addClientSchemeYear: schemeYearSample,
  saveClientSchemeYear: schemeYearSample,
  saveClientSelectionWindows: { version: 0, newStarterWindowDays: 30, effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES },
  addClientBenefit: { templateCode: 'dental', schemeYearId: 1, name: 'Dental' },
  saveClientBenefit: benefitSample,
  deleteClientBenefit: { version: 1 },
  withdrawClientBenefit: { version: 1, withdrawnOn: '2026-07-01' },
  scheduleBenefitPriceChange: {
    effectiveOn: '2026-07-01',
    pricing: { kind: 'option-flat', prices: { standard: 40, premium: 60 } },
    employerContribution: { kind: 'percent', percent: 20 },
  },
  clientBenefitQuote: {
    plan: { pricing: { kind: 'option-flat', prices: { standard: 40 } }, employerContribution: null, eligibility: { locations: ['Leeds'] } },
    person: {
      kind: 'facts',
      dateOfBirth: '1980-05-01',
      salary: 42000,
      location: 'Leeds',
      grade: 'Store Manager',
      employmentStartDate: '2015-01-05',
      employmentStatus: 'active',
    },
  },
  prepareNextSchemeYear: { version: 0 },
  changeSelectionWindow: { action: 'extend', closesOn: '2026-12-31', version: 0 },
  importClientConfiguration: {
    version: 2,
    details: { name: 'Initech', code: 'initech' },
    branding: {
      brandName: 'Initech Benefits',
      primaryColour: '0B3D2E',
      secondaryColour: 'F5B700',
      baseFont: 'Inter',
      headerFont: 'Source Sans 3',
      supportEmail: 'people@initech.test',
      supportPhone: '+44 20 7946 0000',
      logo: 'data:image/png;base64,iVBORw0KGgo=',
      mobileLogo: null,
      clientLogo: null,
      avatarSet: 'set-1',
    },
    features: sampleFeatures,
    signOn: { issuer: 'https://login.initech.test', clientId: 'portal', emailDomains: ['initech.test'], logoutUrl: null },
    content: {
      faqs: [{ category: 'General', question: 'What is this?', answer: '<p>Your benefits.</p>' }],
      privacy: null,
      terms: { title: 'Terms', html: '<p>Terms</p>' },
      cookies: null,
      enquiryOptions: [{ value: 'pay', label: 'Pay' }],
      carouselSlides: [{ title: 'Welcome', body: 'Hello' }],
      contactPanel: { title: 'Need a hand?', html: '<p>Call us.</p>' },
    },
    catalogue: {
      newStarterWindowDays: 30,
      schemeYears: [
        {
          year: 2026,
          startsOn: '2026-01-01',
          endsOn: '2026-12-31',
          windowOpensOn: '2026-11-01',
          windowClosesOn: '2026-11-30',
          probationMonths: 3,
          benefits: [
            {
              groupCode: 'pmi',
              name: 'Private Medical Insurance',
              summary: 'Private treatment for you.',
              descriptionHtml: '<p>Private treatment of acute conditions.</p>',
              termsHtml: '<p>Terms</p>',
              termsVersion: 1,
              imageUrl: '/benefits/pmi.svg',
              category: 'Health',
              kind: 'options',
              setup: {
                options: [{ value: 'employee', label: 'You only', description: 'Cover for you.', covers: 'self' }],
                amount: null,
                peopleCovered: false,
                startDate: true,
              },
              medicalQuestions: [{ id: 'symptoms', text: 'Any symptoms?', refer: true }],
              pricing: { kind: 'option-age-banded', bands: [{ minAge: 0, maxAge: 120, prices: { employee: 40 } }] },
              employerContribution: { kind: 'fixed', monthly: 10 },
              eligibility: { employmentStatuses: ['active'], minAge: 18, grades: ['Store Manager'], locations: ['Leeds'] },
              changeRule: 'join-any-time',
              requiresApproval: false,
              provider: 'Northstar Health',
              providerEmail: 'reports@northstar.test',
              faqs: ['What is this?'],
              sortOrder: 1,
              withdrawnOn: '2026-12-01',
              beam: { min: 100, max: 2000, step: 1 },
            },
          ],
        },
      ],
    },
  },
};
/** A valid query of every route that takes one. */
const validQueries: Partial<Record<RouteName, Record<string, string>>> = {
  groupContributions: { year: '2026' },
  adminClientUsers: { search: 'sam', page: '1' },
  clientAdminList: { search: 'acme', page: '1' },
  clientBenefits: { yearId: '1' },
  adminAuditLog: { page: '1', client: '1', actor: 'priya', subject: 'sam', action: 'selections.approved', from: '2026-01-01', to: '2026-12-31' },
  adminAuditLogDownload: { client: '1', actor: 'priya', subject: 'sam', action: 'selections.rejected', from: '2026-01-01', to: '2026-12-31' },
  clientAuditLog: { page: '1', actor: 'priya', subject: 'sam', action: 'upload.applied', from: '2026-01-01', to: '2026-12-31' },
  clientAuditLogDownload: { actor: 'priya', subject: 'AC0042', action: 'employee.updated', from: '2026-01-01', to: '2026-12-31' },
  pendingRequests: { benefitId: '1' },
  employerEmployees: { page: '1', search: 'sam', sort_by: 'surname', range: 'asc', 'filter[employment_status]': 'active' },
  employerEmployeesReport: { format: 'csv', search: 'sam' },
  employerTwoFactor: { page: '1', 'filter[person_mfa_secret]': 'enabled' },
  employeeInsights: { location: 'Leeds', grade: 'Head Office' },
  employeeLogins: { location: 'Leeds', grade: 'Head Office' },
  benefitTakeUpDetail: { page: '1', search: 'sam' },
  benefitInsightsDetail: { page: '1', search: 'sam' },
  employerNiSaving: { month: '2026-12-01' },
  employerNiSavingDownload: { month: '2026-12-01' },
  minimumWageCheck: { on: '2026-04-01' },
  reportList: { kind: 'payroll' },
  downloadReport: { format: 'xlsx', layout: 'sage50', variant: 'changes' },
  downloadReports: { ids: '1,2', format: 'csv' },
  downloadProviderReports: { year: '2026', month: '3', format: 'xlsx', variant: 'changes' },
  benefitsInKindReport: { year: '2027', format: 'xlsx' },
  pensionContributions: { benefit: '1', month: '2026-12-01' },
  dataLoadTemplate: { format: 'xlsx' },
  dataLoadList: { uploadKey: 'upload-key-0001' },
  dataLoadPreview: { page: '1', kind: 'error' },
  eligibilityDifference: { page: '1' },
  uploadClientLogo: { version: '1' },
  importClientConfiguration: { mode: 'apply', onExisting: 'overwrite' },
  adminOutbox: { page: '1' },
  apiCredentials: { kind: 'api-key' },
  employerApiCredentials: { kind: 'scim' },
  publicEmployees: { page: '1', perPage: '100' },
  publicSelections: { on: '2026-06-01', page: '1', perPage: '100' },
  publicReports: { kind: 'payroll' },
  publicReportDownload: { format: 'csv', layout: 'portal', variant: 'changes' },
};
/** Path values to try, per parameter, until the route's schema takes one. */
const PARAM_SAMPLES = ['1', 'acme', 'a'.repeat(40)];
/** Parameters no shared sample suits, by name. */
const NAMED_PARAM_SAMPLES: Record<string, string> = { file: `${'0'.repeat(64)}.png`, kind: 'logo', type: 'terms' };

interface Attempt {
  route: RouteName;
  what: string;
  method: RouteContract['method'];
  url: string;
  payload?: unknown;
  /** The contract must refuse it (hostile input), rather than merely not being a valid call. */
  mustRefuse: boolean;
  /** The contract refuses it. */
  refused: boolean;
}

const objectOf = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
const looksLikeDate = (value: Json) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$|^\d{2}\/\d{2}\/\d{4}$/.test(value);

/** What to put in place of a value: each with whether the contract must refuse it. */
function replacementsFor(value: Json, isId: boolean): [Json, boolean][] {
  const wrongTypes: [Json, boolean][] = [
    [{}, !objectOf(value)],
    [[], !Array.isArray(value)],
    [{ $gt: '' }, !objectOf(value)],
    [null, false],
  ];
  if (typeof value === 'string') {
    return [
      ...wrongTypes,
      [12345, true],
      [true, true],
      [LONG, true],
      ...CONTROL_STRINGS.map((bad): [Json, boolean] => [bad, true]),
      ...CONTROL_STRINGS.map((bad): [Json, boolean] => [`${value}${bad}`, true]),
      ...(looksLikeDate(value) ? BAD_DATES.map((bad): [Json, boolean] => [bad, true]) : []),
      ['', false],
    ];
  }
  if (typeof value === 'number') {
    return [
      ...wrongTypes,
      ...['16', '0x10', '1e3', '1', ' 1'].map((bad): [Json, boolean] => [bad, true]),
      [true, true],
      [2_147_483_648, isId],
      [1e300, isId],
      [0, isId],
      [-1, isId],
      [1.5, isId],
    ];
  }
  if (typeof value === 'boolean') return [...wrongTypes, ['true', true], [1, true], [0, true]];
  return [...wrongTypes, ['x', true], [1, true]];
}

/** Every way of spoiling one value of `sample` at a time (depth first), with the path changed. */
function* spoil(sample: Json, path: string[] = []): Generator<[string, Json, boolean]> {
  const isId = path.some((key) => /(^id|Id)$|^peopleCovered$/.test(key));
  if (path.length > 0) for (const [bad, mustRefuse] of replacementsFor(sample, isId)) yield [path.join('.'), bad, mustRefuse];
  if (Array.isArray(sample)) {
    for (const [index, item] of sample.entries()) {
      for (const [where, bad, mustRefuse] of spoil(item, [...path, String(index)])) {
        yield [where, bad, mustRefuse];
      }
    }
  } else if (objectOf(sample)) {
    for (const [key, item] of Object.entries(sample)) {
      for (const [where, bad, mustRefuse] of spoil(item, [...path, key])) yield [where, bad, mustRefuse];
    }
  }
}

/** `sample` with the value at `path` replaced (a deep copy). */
function replaced(sample: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(sample)) return sample.map((item, index) => (String(index) === head ? replaced(item, rest, value) : item));
  if (objectOf(sample)) return { ...sample, [head]: replaced(sample[head] ?? null, rest, value) };
  return sample;
}

/** Schemas that throw instead of refusing (a refinement reading a body that is not an object): the server would answer 500. */
const throwing = new Set<string>();
const accepts = (schema: z.ZodType | undefined, value: unknown) => {
  try {
    return !schema || schema.safeParse(value).success;
  } catch (error) {
    throwing.add(`${JSON.stringify(value)?.slice(0, 60)}: ${String(error)}`);
    return false;
  }
};

function validParams(route: RouteContract): Record<string, string> {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  if (names.length === 0) return {};
  for (const sample of PARAM_SAMPLES) {
    const params = Object.fromEntries(names.map((name) => [name, NAMED_PARAM_SAMPLES[name] ?? sample]));
    if (accepts(route.params, params)) return params;
  }
  throw new Error(`No sample path value suits ${route.path}`);
}

const urlOf = (route: RouteContract, params: Record<string, string>, query?: Record<string, string | string[]>) => {
  const base = route.base === 'v1' ? '/api/v1' : '/api';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) for (const item of [value].flat()) search.append(key, item);
  const qs = search.toString();
  return `${base}${fillPath(route.path, params)}${qs ? `?${qs}` : ''}`;
};

/** The hostile calls of one route. */
function attemptsFor(name: RouteName): Attempt[] {
  const route = routes[name] as RouteContract;
  const params = validParams(route);
  const body = validBodies[name];
  const query = validQueries[name];
  const attempts: Attempt[] = [];
  const add = (what: string, url: string, payload: unknown, mustRefuse: boolean, parsed: { params?: unknown; query?: unknown; body?: unknown }) => {
    const refused =
      !accepts(route.params, parsed.params ?? params) ||
      !accepts(route.query, parsed.query ?? query ?? {}) ||
      (route.body !== undefined && !accepts(route.body, parsed.body ?? payload));
    // A call the contract takes is a valid call, not a hostile one: it is not sent, unless it had to be refused.
    if (refused || mustRefuse) attempts.push({ route: name, what, method: route.method, url, payload, mustRefuse, refused });
  };

  // Path parameters: every bad id (or text) in every position.
  for (const param of Object.keys(params)) {
    // An id position takes digits and nothing else.
    const isId = accepts(route.params, { ...params, [param]: '1' }) && !accepts(route.params, { ...params, [param]: 'acme' });
    for (const bad of [...BAD_ID_PARAMS, ...CONTROL_STRINGS, LONG.slice(0, 5_000)]) {
      // An empty last segment leaves a trailing slash, which names the route without it (e.g. the list): not this one.
      if (bad === '' && route.path.endsWith(`:${param}`)) continue;
      const spoilt = { ...params, [param]: bad };
      add(`param ${param}=${JSON.stringify(bad.slice(0, 20))}`, urlOf(route, spoilt, query), body, isId || CONTROL_STRINGS.includes(bad), { params: spoilt });
    }
  }
  // Query strings: bad numbers, control characters, long and repeated values.
  if (route.query) {
    for (const key of Object.keys(query ?? {})) {
      for (const bad of [...BAD_ID_PARAMS, ...CONTROL_STRINGS, LONG, ['1', '2']]) {
        const spoilt = { ...query, [key]: bad };
        const isNumber = !accepts(route.query, { ...query, [key]: 'acme' });
        const hostile = Array.isArray(bad) || CONTROL_STRINGS.includes(bad) || bad === LONG || (isNumber && bad !== '');
        add(`query ${key}=${JSON.stringify(bad).slice(0, 20)}`, urlOf(route, params, spoilt), body, hostile, { query: spoilt });
      }
    }
  }
  // Bodies: nothing, the wrong kind of JSON, then one spoilt field at a time.
  if (route.body) {
    const url = urlOf(route, params, query);
    for (const whole of [undefined, {}, [], 'text', 42, null] as Json[]) add(`body ${JSON.stringify(whole)}`, url, whole, false, { body: whole ?? undefined });
    if (body !== undefined) {
      for (const [where, bad, mustRefuse] of spoil(body)) {
        const spoilt = replaced(body, where.split('.'), bad);
        add(`body ${where}=${JSON.stringify(bad).slice(0, 30)}`, url, spoilt, mustRefuse, { body: spoilt });
      }
    }
  }
  return attempts;
}

const ctx = seededApp({ login: ['employee', 'employer', 'admin'], timeout: 120_000 });
let callers: [string, Record<string, string>][];

async function tableCounts(): Promise<Record<string, number>> {
  const result = (await ctx.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of result.rows) {
    if (name === 'rate_limit_hits') continue;
    const [row] = ((await ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`))) as unknown as { rows: { n: number }[] }).rows;
    counts[name] = Number(row!.n);
  }
  return counts;
}

beforeAll(() => {
  callers = [
    ['visitor', host('acme')],
    ['employee', bearer(ctx.tokens.employee)],
    ['employer', bearer(ctx.tokens.employer)],
    // The admin console's calls check their bodies only for a platform administrator: without one they would answer 403 unread.
    ['admin', bearer(ctx.tokens.admin)],
  ];
});

describe('hostile input to every route', () => {
  const names = Object.keys(routes) as RouteName[];

  it('has a valid sample body and query for every route that takes one', () => {
    for (const name of names) {
      const route = routes[name] as RouteContract;
      if (route.body && validBodies[name] !== undefined) expect(accepts(route.body, validBodies[name]), `${name} sample body`).toBe(true);
      if (route.body) expect(name in validBodies, `${name} needs a sample body`).toBe(true);
      if (route.query) expect(accepts(route.query, validQueries[name] ?? {}), `${name} sample query`).toBe(true);
      validParams(route);
    }
  });

  it('the contracts refuse every hostile value (ids out of range or not decimal, control characters, 100 kB, wrong types)', () => {
    const taken = names
      .flatMap(attemptsFor)
      .filter((attempt) => attempt.mustRefuse && !attempt.refused)
      .map((attempt) => `${attempt.route}: ${attempt.what}`);
    expect(taken).toEqual([]);
    expect([...throwing]).toEqual([]);
  });

  it('answers every hostile call with a 4xx and changes no row', async () => {
    const attempts = names.flatMap(attemptsFor);
    expect(attempts.length).toBeGreaterThan(1000);
    // Counted before and after. A refused call must not reach a handler, so it records no login attempt, audit entry
    // or session (a session's last-seen time is an update). Only the flood guard's counters (rate_limit_hits) grow: it
    // counts every call to a sign-in route before the call is read, as it must.
    const before = await tableCounts();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [who, headers] of callers) {
      for (let start = 0; start < attempts.length; start += 25) {
        const batch = attempts.slice(start, start + 25);
        const answers: LightMyRequestResponse[] = await Promise.all(
          batch.map((attempt) =>
            ctx.app.inject({
              method: attempt.method,
              url: attempt.url,
              headers: attempt.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              remoteAddress: freshIp(),
              ...(attempt.payload === undefined ? {} : { payload: JSON.stringify(attempt.payload) }),
            }),
          ),
        );
        answers.forEach((res, index) => {
          const attempt = batch[index]!;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const body = res.body;
          if (res.statusCode >= 500 || res.statusCode < 400) failures.push(`${who} ${attempt.route} ${attempt.what}: ${res.statusCode} ${body.slice(0, 200)}`);
          else if (/postgres|pglite|sql|stack|at .*\.ts/i.test(body)) failures.push(`${who} ${attempt.route} ${attempt.what}: leaks ${body.slice(0, 200)}`);
        });
      }
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    // Most answers are the contract's own 400 with field errors.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(attempts.length);
  }, 600_000);

  it('answers a bad id with 400 and the field that is wrong', async () => {
    const [, employee] = callers[1]!;
    for (const bad of ['2147483648', '0x10', '1e3', '0', '-1']) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/user/family-members/${encodeURIComponent(bad)}`, headers: employee });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: employee,
      payload: { subject: 'Hi\u0000', comments: 'Fine\nand multi-line' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ subject: expect.stringContaining('control characters') });
  });
});

/** Upload bodies: the file itself, in whatever shape an employer's machine (or an attacker) sends it. */
function hostileUploads(): [string, 'text/csv' | 'xlsx', Buffer][] {
  const header = 'employee_number,title,first_name,surname,email,date_of_birth,sex,start_date,employment_status,leaving_date,annual_salary,location,grade';
  const csv = (...rows: string[]) => Buffer.from([header, ...rows].join('\n'));
  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
  const workbook = zipOf(workbookParts(inlineRow(1, header.split(',')) + inlineRow(2, ['AC00001', '', 'Sam'])));
  const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
  return [
    ...CONTROL_STRINGS.map((bad): [string, 'text/csv', Buffer] => [`csv cell ${JSON.stringify(bad)}`, 'text/csv', csv(`AC00001,,Sam${bad},Taylor`)]),
    ['csv NUL everywhere', 'text/csv', Buffer.alloc(2048, 0)],
    ['csv header with NUL', 'text/csv', Buffer.from(csv().map((byte, i) => (i === 3 ? 0 : byte)))],
    ['csv 2,000-character cell', 'text/csv', csv(`AC00001,,${'a'.repeat(2000)}`)],
    ['csv 100 kB cell', 'text/csv', csv(`AC00001,,${LONG}`)],
    ['csv 100 kB quoted cell, never closed', 'text/csv', csv(`AC00001,,"${LONG}`)],
    ['csv 5,000 columns', 'text/csv', csv(','.repeat(5000) + 'x')],
    ['csv Windows-1252', 'text/csv', Buffer.from([header, 'AC00001,,Zoë,Malmö'].join('\n'), 'latin1')],
    ['csv UTF-16LE with BOM', 'text/csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(header, 'utf16le')])],
    ['csv UTF-16BE with BOM', 'text/csv', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(header, 'utf16le').swap16()])],
    ['csv overlong and surrogate UTF-8', 'text/csv', bytes(header, '\nAC00001,,', [0xc0, 0xaf, 0xed, 0xa0, 0x80])],
    ['csv truncated UTF-8 at the end', 'text/csv', bytes(header, '\nAC00001,,Zo', [0xc3])],
    ['csv random bytes', 'text/csv', random],
    ['xlsx random bytes', 'xlsx', random],
    ['xlsx zip signature then garbage', 'xlsx', bytes('PK', [3, 4], LONG.slice(0, 5000))],
    ['xlsx truncated', 'xlsx', workbook.subarray(0, workbook.length - 30)],
    ['xlsx directory pointing past the end', 'xlsx', Buffer.concat([workbook.subarray(0, workbook.length - 6), Buffer.from([0xff, 0xff, 0xff, 0x7f, 0, 0])])],
    ['xlsx with a corrupt deflate stream', 'xlsx', Buffer.from(workbook.map((byte, i) => (i > 40 && i < workbook.length / 2 ? byte ^ 0x55 : byte)))],
    ['xlsx without a workbook', 'xlsx', zipOf(workbookParts('').filter((part) => part.name !== 'xl/workbook.xml'))],
    ['xlsx sheet that is not XML', 'xlsx', zipOf(workbookParts('<row><c><v>1</c></row>'))],
    ['xlsx NUL by character reference', 'xlsx', zipOf(workbookParts('<row><c t="inlineStr"><is><t>Sam&#0;</t></is></c></row>'))],
    ['xlsx control character in a cell', 'xlsx', zipOf(workbookParts(inlineRow(1, header.split(',')) + inlineRow(2, ['AC00001', '', 'Sam\u0001'])))],
    [
      'xlsx sheet not UTF-8',
      'xlsx',
      zipOf(
        workbookParts('').map((part) =>
          part.name === 'xl/worksheets/sheet1.xml'
            ? {
                name: part.name,
                content: Buffer.from('<worksheet><sheetData><row><c t="inlineStr"><is><t>Zoë</t></is></c></row></sheetData></worksheet>', 'latin1'),
              }
            : part,
        ),
      ),
    ],
    [
      'xlsx shared string index out of range',
      'xlsx',
      zipOf(workbookParts('<row><c t="s"><v>99999999</v></c></row>', { name: 'xl/sharedStrings.xml', content: '<sst><si><t>a</t></si></sst>' })),
    ],
  ];
}

describe('hostile upload bodies', () => {
  it('answers every one with a refusal or a 4xx, never a 5xx, and leaves no upload reading', async () => {
    const [acme] = ((await ctx.db.execute(sql`SELECT id FROM clients WHERE code = 'acme'`)) as unknown as { rows: { id: number }[] }).rows;
    const failures: string[] = [];
    for (const [what, type, body] of hostileUploads()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/client/${acme!.id}/data-loads`,
        headers: {
          ...bearer(ctx.tokens.employer),
          'content-type': type === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : type,
          'x-file-name': 'hostile',
        },
        payload: body,
        remoteAddress: freshIp(),
      });
      const status = res.statusCode === 200 ? res.json().dataLoad.status : null;
      if (res.statusCode >= 500 || (res.statusCode === 200 && status !== 'refused'))
        failures.push(`${what}: ${res.statusCode} ${status ?? res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    const reading = ((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM data_loads WHERE status = 'reading'`)) as unknown as { rows: { n: number }[] })
      .rows;
    expect(Number(reading[0]!.n)).toBe(0);
  });
});
