import { z } from 'zod';
import { idParam, textField } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { settingsVersionField } from './schemas.ts';
import { claimValueSchema, domainList, isWebAddress, signOnTestSchema, splitDomains } from './sign-on.ts';

/** The Sign-on tab's SAML 2.0 part (issue 39): the identity provider from its metadata or by hand, our service provider's values, a test. */
export const samlTexts = {
  protocol: {
    legend: 'How this client signs on',
    oidc: 'OpenID Connect',
    saml: 'SAML 2.0',
    help: 'A client signs on with one of the two. To change, remove the one it has first.',
    otherInUse: (other: string) => `This client signs on with ${other}. To change, choose ${other} above and remove it first.`,
  },
  intro:
    'The company’s own identity provider (SAML 2.0): people whose e-mail domain is listed, or everyone when the client is single-sign-on only, ' +
    'sign in there. Only signed assertions are accepted.',
  none: 'No SAML identity provider yet.',
  metadata: {
    label: 'Identity provider metadata (XML)',
    help:
      'Paste the metadata document the identity provider gives you, or choose its file. ' +
      'Its entity id, sign-on address and signing certificates are read from it.',
    file: 'Metadata file',
    imported: 'These settings were imported from metadata.',
  },
  manual: 'Or enter the details by hand (used when no metadata is given):',
  idpEntityId: { label: 'Identity provider entity id', help: 'Its Issuer, e.g. https://sts.windows.net/… or http://www.okta.com/….' },
  ssoUrl: { label: 'Sign-on address', help: 'Where people are sent to sign in (the HTTP-Redirect binding), starting with https://.' },
  certificates: {
    label: 'Signing certificates (PEM)',
    help: 'One or more certificates, each from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----. Two while the identity provider rolls its key over.',
  },
  certificate: (subject: string, until: string, fingerprint: string) => `${subject}, valid until ${until} (SHA-256 ${fingerprint})`,
  certificatesHeading: 'Signing certificates in use',
  emailDomains: {
    label: 'E-mail domains',
    help: 'People with an e-mail address at these domains sign in through the identity provider. Separate them with commas, e.g. acme.com, acme.co.uk.',
  },
  sp: {
    heading: 'Give the identity provider these values',
    help: 'Register this portal at the identity provider as a SAML application with these values, or upload our metadata there.',
    entityId: 'Entity id (audience)',
    acsUrl: 'Assertion consumer service address (HTTP-POST)',
    nameId: 'NameID format',
    nameIdValue: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress (the person’s e-mail address)',
    signing: 'Assertions must be signed.',
    download: 'Download our SAML metadata',
  },
  save: 'Save SAML sign-on',
  saving: 'Saving...',
  saved: 'SAML sign-on saved.',
  remove: {
    button: 'Remove SAML sign-on',
    title: 'Remove SAML sign-on?',
    confirm: 'The SAML identity provider and its e-mail domains are removed. People of those domains log in with a password again.',
    removed: 'SAML sign-on is removed.',
  },
  errors: {
    metadataTooLong: 'This metadata is too large (at most 500,000 characters)',
    metadataNotXml: 'This is not an XML document. Paste the whole metadata, from <?xml or <EntityDescriptor to its end.',
    metadataNoIdp: 'This metadata describes no identity provider (no EntityDescriptor with an IDPSSODescriptor).',
    metadataManyIdps: 'This metadata describes more than one identity provider: use the one for this client only.',
    metadataNoEntityId: 'This metadata has no entityID.',
    metadataNoRedirect: 'This metadata names no sign-on address with the HTTP-Redirect binding.',
    metadataNoCertificate: 'This metadata has no signing certificate: signed assertions are required.',
    entityIdRequired: 'Enter the identity provider’s entity id',
    ssoUrlRequired: 'Enter the sign-on address',
    ssoUrlInvalid: 'Enter a full address starting with https:// (http:// only for this machine)',
    ssoUrlHttps: 'Use an address starting with https://',
    certificateRequired: 'Add at least one signing certificate: signed assertions are required',
    certificateInvalid: (n: number) => `Certificate ${n} is not an X.509 certificate in PEM form`,
    tooManyCertificates: 'Add at most 4 certificates',
    tooLong: (max: number) => `Use ${max} characters or fewer`,
    otherProtocol: 'This client signs on with OpenID Connect: remove it before setting up SAML',
    samlInUse: 'This client signs on with SAML: remove it before setting up OpenID Connect',
  },
  /** The test page's heading of the values column and why a SAML response was refused, in words. */
  testPage: {
    attribute: 'Attribute',
    noEmail: 'The identity provider sent no e-mail address as NameID: set its NameID format to e-mail address.',
  },
  refused: {
    unsigned: 'the assertion is not signed with a certificate this client trusts',
    audience: 'the assertion is meant for another service provider (audience)',
    inResponseTo: 'the response does not answer the sign-in this browser started (InResponseTo), or was used already',
    expired: 'the assertion has expired or is not valid yet (check the identity provider’s clock)',
    issuer: 'the assertion comes from another identity provider (Issuer)',
    status: 'the identity provider did not sign the person in',
    malformed: 'the response is not a SAML response this portal can read',
  },
  refusedSentence: (why: string) => `The identity provider’s answer was refused: ${why}.`,
} as const;

const e = samlTexts.errors;
const MAX_METADATA = 500_000;
const MAX_CERTIFICATES = 4;

const metadataField = textField({ multiline: true }).max(MAX_METADATA, { error: e.metadataTooLong });
const entityIdField = textField()
  .trim()
  .max(1000, { error: e.tooLong(1000) });
const ssoUrlField = textField()
  .trim()
  .max(2000, { error: e.tooLong(2000) })
  .refine((value) => value === '' || isWebAddress(value), { error: e.ssoUrlInvalid });
const certificateList = z
  .array(textField({ multiline: true }).max(20_000, { error: e.tooLong(20_000) }))
  .max(MAX_CERTIFICATES, { error: e.tooManyCertificates });

/** PEM certificates as a person pastes them: each block from BEGIN to END, whatever lies between the blocks dropped. */
export const splitCertificates = (text: string): string[] =>
  text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g)?.map((block) => block) ?? (text.trim() ? [text.trim()] : []);

/** Without metadata the three fields are needed. */
const needsIdp = (
  value: { metadataXml?: string | undefined; idpEntityId?: string | undefined; ssoUrl?: string | undefined; certificates?: string[] | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.metadataXml?.trim()) return;
  if (!value.idpEntityId) ctx.addIssue({ code: 'custom', path: ['idpEntityId'], message: e.entityIdRequired });
  if (!value.ssoUrl) ctx.addIssue({ code: 'custom', path: ['ssoUrl'], message: e.ssoUrlRequired });
  if (!value.certificates?.length) ctx.addIssue({ code: 'custom', path: ['certificates'], message: e.certificateRequired });
};

const idpFields = {
  /** When given (not blank), the identity provider is read from it and the three fields below are ignored. */
  metadataXml: metadataField.optional(),
  idpEntityId: entityIdField.optional(),
  ssoUrl: ssoUrlField.optional(),
  certificates: certificateList.optional(),
  emailDomains: domainList,
};

/** A save of the SAML identity provider; 400 on `metadataXml` when the metadata cannot be used, on `certificates` when one is not a certificate. */
export const samlSaveSchema = z.object({ version: settingsVersionField, ...idpFields }).superRefine(needsIdp);
export type SamlSave = z.input<typeof samlSaveSchema>;
export type SamlSaveValues = z.output<typeof samlSaveSchema>;

/** The web form: the same rules, the domains as one line of text and the certificates as one text of PEM blocks. */
export const samlFormSchema = z
  .object({
    ...idpFields,
    emailDomains: z.string().transform(splitDomains).pipe(domainList),
    certificates: z
      .string()
      .max(80_000, { error: e.tooLong(80_000) })
      .transform(splitCertificates)
      .pipe(certificateList),
  })
  .superRefine(needsIdp);
export type SamlForm = z.input<typeof samlFormSchema>;
export type SamlFormValues = z.output<typeof samlFormSchema>;

export const samlCertificateSchema = z.object({ subject: z.string(), notAfter: z.string(), fingerprint: z.string(), pem: z.string() });
export type SamlCertificate = z.infer<typeof samlCertificateSchema>;

export const samlSettingsSchema = z.object({
  /** Null while the client has no SAML identity provider. */
  idpEntityId: z.string().nullable(),
  ssoUrl: z.string().nullable(),
  certificates: z.array(samlCertificateSchema),
  /** The settings came from a metadata document. */
  imported: z.boolean(),
  emailDomains: z.array(z.string()),
  /** What the identity provider is given: this portal's entity id (the audience), its ACS address and metadata address. */
  sp: z.object({ entityId: z.string(), acsUrl: z.string(), metadataUrl: z.string() }),
  /** The last successful test of these settings (a change of them clears it). */
  lastTest: z.object({ at: z.string(), attributes: z.record(z.string(), claimValueSchema) }).nullable(),
  /** The client has an OpenID Connect provider: SAML cannot be set up beside it. */
  oidcInUse: z.boolean(),
  version: z.number().int(),
});
export type SamlSettings = z.infer<typeof samlSettingsSchema>;

const clientParams = z.object({ id: idParam() });
export const samlRemoveSchema = z.object({ version: settingsVersionField });

/** Admin console, a client's Sign-on tab, SAML 2.0 (platform administrators only). */
export const clientSamlRoutes = {
  clientSaml: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/sign-on/saml',
    base: 'main',
    summary: "A client's SAML identity provider, our service provider's values for it and the last test (admin console)",
    params: clientParams,
    response: samlSettingsSchema,
  }),
  saveClientSaml: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/sign-on/saml',
    base: 'main',
    summary:
      "Saves a client's SAML identity provider from its metadata or the fields given (400 with field errors: bad XML, no certificate, " +
      'not https); 409 when changed since read',
    params: clientParams,
    body: samlSaveSchema,
    response: samlSettingsSchema,
  }),
  removeClientSaml: defineRoute({
    method: 'DELETE',
    path: '/admin/clients/:id/sign-on/saml',
    base: 'main',
    summary: "Removes a client's SAML identity provider with its e-mail domains (not while single-sign-on only); 409 when changed since read",
    params: clientParams,
    body: samlRemoveSchema,
    response: samlSettingsSchema,
  }),
  testClientSaml: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/sign-on/saml/test',
    base: 'main',
    summary: "A one-time address (10 minutes) on the client's host that runs a real SAML sign-in and records the attributes received, logging nobody in",
    params: clientParams,
    response: signOnTestSchema,
  }),
} as const;
