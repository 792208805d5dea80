import { z } from 'zod';
import { idParam, textField } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { settingsVersionField } from './schemas.ts';

/** The Sign-on tab of a client's page (issue 27 §2): its OpenID Connect provider, the e-mail domains routed to it, and a test. */
export const signOnTexts = {
  tab: 'Sign-on',
  title: 'Single sign-on',
  intro:
    'The company’s own identity provider (OpenID Connect): people whose e-mail domain is listed, or everyone when the client is ' +
    'single-sign-on only, sign in there.',
  issuer: {
    label: 'Issuer address',
    help: 'The identity provider’s address, e.g. https://login.acme.com; its sign-on settings are read from there when you save.',
  },
  clientId: { label: 'Client id', help: 'The id the identity provider gave this portal when it was registered there.' },
  clientSecret: { label: 'Client secret', help: 'The secret that goes with the client id. It is stored encrypted and never shown again.' },
  secretStored: 'A secret is stored; leave this empty to keep it.',
  emailDomains: {
    label: 'E-mail domains',
    help: 'People with an e-mail address at these domains sign in through the identity provider. Separate them with commas, e.g. acme.com, acme.co.uk.',
  },
  logoutUrl: { label: 'Logout address', help: 'Where people go when they log out of the portal, usually the identity provider’s own logout page. Optional.' },
  redirectUri: 'Register this return address at the identity provider:',
  save: 'Save sign-on',
  saving: 'Saving...',
  saved: 'Sign-on saved.',
  demo: {
    heading: 'Demo identity provider',
    help: 'This installation runs a demo identity provider that signs in this client’s people with their portal passwords.',
    use: 'Use the demo identity provider',
  },
  test: {
    heading: 'Test',
    help: 'Runs a real sign-in in a new tab: sign in there with an account of this client. Nobody is logged in to the portal by it.',
    button: 'Test sign-on',
    opening: 'Opening...',
    opened: 'The test opened in a new tab. Come back here when it is done.',
    blocked: 'Your browser blocked the new tab. Open the test here:',
    openLink: 'Open the test',
    saveFirst: 'Save the sign-on settings before testing them',
    never: 'Not tested yet: readiness needs a successful test when the client is single-sign-on only.',
    last: (when: string) => `Last successful test: ${when}. The identity provider sent:`,
    claimsCaption: 'What the identity provider sent',
    claim: 'Claim',
    value: 'Value',
  },
  remove: {
    button: 'Remove single sign-on',
    title: 'Remove single sign-on?',
    confirm: 'The identity provider, its e-mail domains and the logout address are removed. People of those domains log in with a password again.',
    yes: 'Remove',
    removing: 'Removing...',
    cancel: 'Cancel',
    close: 'Close',
    removed: 'Single sign-on is removed.',
    ssoOnly: 'This client is single-sign-on only: turn that off on the Features tab first, or nobody could log in',
    failed: 'We could not remove single sign-on. Please try again.',
  },
  none: 'No identity provider yet.',
  loadFailed: 'We could not load the sign-on settings. Please try again.',
  /** 409: saved by someone else since the tab read it; the answer carries the newer values. */
  changedSinceOpened: 'This client has been changed since you opened it. The newer values are shown: check them and save again.',
  errors: {
    issuerRequired: 'Enter the identity provider’s address',
    issuerInvalid: 'Enter a full address starting with https:// (http:// only for this machine), without ? or #',
    clientIdRequired: 'Enter the client id',
    tooLong: (max: number) => `Use ${max} characters or fewer`,
    secretRequired: 'Enter the client secret',
    domainInvalid: (domain: string) => `“${domain}” is not a domain name: enter domains such as acme.com, without the @`,
    tooManyDomains: 'List at most 50 domains',
    urlInvalid: 'Enter a full address starting with https:// (http:// only for this machine)',
    demoUnavailable: 'The demo identity provider does not serve this client (see DEV_IDP_CLIENTS)',
    /** The issuer's discovery document could not be used; `why` is one of `discovery`. */
    discoveryFailed: (why: string) => `We could not read the sign-on settings at this address: ${why}`,
  },
  /** Why discovery failed, in words (the end of errors.discoveryFailed). */
  discovery: {
    /** Said for every failure: which one (no answer, an error, not JSON) would map the server's network (issue 37 item 8). */
    failed:
      'no OpenID Connect settings for this issuer came back. Check the address: it is the part before /.well-known/openid-configuration, ' +
      'and the settings there must name it as their issuer and give an authorization and a token address.',
    timeout: 'it did not answer within 10 seconds.',
    unreachable: 'it cannot be reached. Check the address.',
    status: (status: number) => `it answered with error ${status}. Check the address: it is the part before /.well-known/openid-configuration.`,
    notJson: 'what it answered is not OpenID Connect settings.',
    tooLarge: 'what it answered is too large to be OpenID Connect settings.',
    otherIssuer: (issuer: string) => `it names a different issuer, ${issuer}. Enter that address instead if it is the right one.`,
    noEndpoints: 'it names no authorization or token address.',
  },
  /** The page the test ends on, in the tab it opened (server HTML). */
  testPage: {
    worksTitle: 'Sign-on works',
    worksIntro: (client: string) => `The identity provider signed you in for ${client} and sent these claims. Nobody was logged in to the portal.`,
    noPerson: 'No activated person of this client has this e-mail address yet: they could not log in until they are loaded and activated.',
    unverified: 'The identity provider does not say this e-mail address is verified: the portal will not log anyone in with it.',
    noEmail: 'The identity provider sent no e-mail address: the portal needs one to know who signs in.',
    failedTitle: 'Sign-on did not work',
    failedIntro: 'The test did not complete:',
    close: 'You can close this tab: the client’s Sign-on tab shows the result.',
    claim: 'Claim',
    value: 'Value',
    linkUsed: 'This test link has expired or was already used. Go back to the Sign-on tab and press Test sign-on again.',
    notConfigured: 'This client has no identity provider any more.',
    refused: (what: string) => `The identity provider refused: ${what}.`,
    clientRejected: 'The identity provider did not accept the client id or secret.',
    changedMeanwhile: 'The sign-on settings were changed while the test ran. Test again.',
    unexpected: (what: string) => `Something went wrong: ${what}.`,
  },
} as const;

const t = signOnTexts;
const e = t.errors;

const LOOPBACK = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/i;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Scheme, host name (or [::1]), port, path, query, fragment: no credentials, no spaces. */
const WEB_ADDRESS = new RegExp(`^(https?)://(${LABEL}(?:\\.${LABEL})*|\\[::1\\])(?::\\d{1,5})?(?:/[^\\s?#]*)?(\\?[^\\s#]*)?(#\\S*)?$`, 'i');

/**
 * An address the portal may fetch or send people to: https, or http on this machine (the demo identity provider); no
 * credentials. `bare`: no query or fragment either (an OpenID Connect issuer).
 */
export function isWebAddress(value: string, options: { bare?: boolean } = {}): boolean {
  const match = WEB_ADDRESS.exec(value);
  if (!match) return false;
  const [, scheme = '', host = '', query, fragment] = match;
  const secure = scheme.toLowerCase() === 'https' || LOOPBACK.test(host);
  return secure && (!options.bare || (query === undefined && fragment === undefined));
}

/** e-mail domains: lower case, an optional leading @ dropped, each once. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
export const MAX_SSO_DOMAINS = 50;

const optional = (max: number) =>
  textField()
    .trim()
    .max(max, { error: e.tooLong(max) });
const issuerField = optional(500).refine((value) => value === '' || isWebAddress(value, { bare: true }), { error: e.issuerInvalid });
const logoutField = optional(500)
  .refine((value) => value === '' || isWebAddress(value), { error: e.urlInvalid })
  .nullable()
  .transform((value) => value || null);

/** The e-mail domains routed to the client's identity provider (OpenID Connect or SAML). */
export const domainList = z
  .array(
    textField()
      .trim()
      .max(253, { error: e.tooLong(253) }),
  )
  .max(MAX_SSO_DOMAINS, { error: e.tooManyDomains })
  .transform((list) => [...new Set(list.map((domain) => domain.toLowerCase().replace(/^@/, '')).filter(Boolean))])
  .superRefine((list, ctx) => {
    const bad = list.find((domain) => !DOMAIN.test(domain));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: e.domainInvalid(bad) });
  });

/** The domains as a person types them: separated by commas, semicolons, spaces or lines. */
export const splitDomains = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const providerFields = {
  issuer: issuerField.optional(),
  clientId: optional(200).optional(),
  /** Empty or absent: keep the stored one (required when none is stored: the server checks). */
  clientSecret: optional(1000).optional(),
  emailDomains: domainList,
  logoutUrl: logoutField.optional(),
};

/** Without the demo identity provider, the issuer and client id are needed. */
const needsProvider = (value: { useDemoProvider?: boolean | undefined; issuer?: string | undefined; clientId?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.useDemoProvider) return;
  if (!value.issuer) ctx.addIssue({ code: 'custom', path: ['issuer'], message: e.issuerRequired });
  if (!value.clientId) ctx.addIssue({ code: 'custom', path: ['clientId'], message: e.clientIdRequired });
};

/**
 * A save of the Sign-on tab. `useDemoProvider: true` takes the issuer, client id and secret of the demo identity provider
 * (when it is mounted and serves the client) and ignores those three fields.
 */
export const signOnSaveSchema = z
  .object({ version: settingsVersionField, useDemoProvider: z.boolean().optional(), ...providerFields })
  .superRefine(needsProvider);
export type SignOnSave = z.input<typeof signOnSaveSchema>;
export type SignOnSaveValues = z.output<typeof signOnSaveSchema>;

/** The web form: the same rules, with the domains as one line of text. */
export const signOnFormSchema = z
  .object({
    useDemoProvider: z.boolean().optional(),
    ...providerFields,
    emailDomains: z.string().transform(splitDomains).pipe(domainList),
  })
  .superRefine(needsProvider);
export type SignOnForm = z.input<typeof signOnFormSchema>;
export type SignOnFormValues = z.output<typeof signOnFormSchema>;

/** A claim as stored from a test: text, number, yes/no (longer values cut short; lists and objects as JSON). */
export const claimValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ClaimValue = z.infer<typeof claimValueSchema>;

export const signOnSchema = z.object({
  /** Null while the client has no identity provider. */
  issuer: z.string().nullable(),
  /** The client id at the identity provider. */
  clientId: z.string().nullable(),
  /** A client secret is stored (the secret itself is never answered). */
  secretSet: z.boolean(),
  emailDomains: z.array(z.string()),
  logoutUrl: z.string().nullable(),
  /** Where the identity provider sends people back: to register there. */
  redirectUri: z.string(),
  /** The last successful test of these settings (a change of issuer, client id or secret clears it). */
  lastTest: z.object({ at: z.string(), claims: z.record(z.string(), claimValueSchema) }).nullable(),
  /** The client's settings version: a save or removal names it; 409 with `current` when it changed. */
  version: z.number().int(),
  /** The demo identity provider is mounted and serves this client's code. */
  demoProvider: z.object({ available: z.boolean(), issuer: z.string().nullable() }),
});
export type SignOnSettings = z.infer<typeof signOnSchema>;

export const signOnTestSchema = z.object({
  /** A one-time address on the client's host (10 minutes) that starts the real sign-in; open it in a new tab. */
  url: z.string(),
  expiresAt: z.string(),
});
export type SignOnTestLink = z.infer<typeof signOnTestSchema>;

/** How long the test link works. */
export const SIGN_ON_TEST_TTL_SECONDS = 600;

const clientParams = z.object({ id: idParam() });
export const signOnRemoveSchema = z.object({ version: settingsVersionField });

/** Admin console, a client's Sign-on tab (platform administrators only). */
export const clientSignOnRoutes = {
  clientSignOn: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/sign-on',
    base: 'main',
    summary: "A client's identity provider (never its secret), e-mail domains, logout address and last test (admin console)",
    params: clientParams,
    response: signOnSchema,
  }),
  saveClientSignOn: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/sign-on',
    base: 'main',
    summary:
      "Saves a client's identity provider: its discovery is fetched and checked first (400 on issuer when it fails); " +
      'the secret is sealed; 409 when changed since read',
    params: clientParams,
    body: signOnSaveSchema,
    response: signOnSchema,
  }),
  removeClientSignOn: defineRoute({
    method: 'DELETE',
    path: '/admin/clients/:id/sign-on',
    base: 'main',
    summary: "Removes a client's identity provider with its e-mail domains and logout address (not while single-sign-on only); 409 when changed since read",
    params: clientParams,
    body: signOnRemoveSchema,
    response: signOnSchema,
  }),
  testClientSignOn: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/sign-on/test',
    base: 'main',
    summary: "A one-time address (10 minutes) on the client's host that runs a real sign-in and records the claims received, logging nobody in",
    params: clientParams,
    response: signOnTestSchema,
  }),
} as const;
