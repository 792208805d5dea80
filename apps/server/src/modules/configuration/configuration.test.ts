import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueTexts,
  clientConfigurationDocument,
  configurationTexts,
  type ClientConfigurationDocument,
  type ConfigurationBenefit,
  type ConfigurationCatalogue,
  type ConfigurationImportResult,
  type ConfigurationSchemeYear,
} from '@portal/contracts';
import { auditLog, benefitFaqs, benefits, benefitSelections, clients, faqs, schemeYears, ssoProviders } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { sampleFeatures } from '../../test/client-settings.ts';
import { tableCounts } from '../../test/table-counts.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';
import { saveSsoProvider } from '../sso/index.ts';

// The catalogue's years are read against today: the app's clock stands in June 2026.
const ctx = testApp({ now: new Date('2026-06-15T10:00:00Z') });
let admin: Record<string, string>;
let employee: Record<string, string>;
let employer: Record<string, string>;
let globexEmployer: Record<string, string>;
beforeAll(async () => {
  await acmeAndGlobex(ctx.db, { acme: { name: 'Acme Retail' }, globex: { name: 'Globex' } });
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme')).email);
  employer = await ctx.headersOf((await createPerson(ctx.db, 'acme', { userType: 'employer' })).email);
  globexEmployer = await ctx.headersOf((await createPerson(ctx.db, 'globex', { userType: 'employer' })).email, 'globex');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined && { payload: payload as object }) });
const exported = async (code: string) => {
  const res = await call('GET', `/admin/clients/${code}/configuration`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClientConfigurationDocument;
};
const imported = async (doc: unknown, query = 'mode=apply', headers = admin) => {
  const res = await call('POST', `/admin/clients/configuration?${query}`, headers, doc);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConfigurationImportResult;
};
const rowOf = async (code: string) => (await ctx.db.select().from(clients).where(eq(clients.code, code)))[0]!;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG as the upload checks it (the signature), large enough that the document is over the app's usual 1 MB body limit. */
const png = (size: number) => Buffer.concat([PNG_SIGNATURE, randomBytes(size)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title><rect width="10" height="10" fill="#0b3d2e"/></svg>');
const bytesOf = (dataUrl: string | null) => Buffer.from(dataUrl!.split(',')[1]!, 'base64');

/** A client set up through the console's own calls, as an administrator would: every tab but Administrators. */
async function setUpClient(code: string, logo: Buffer, mobile: [Buffer, string] = [SVG, 'image/svg+xml']) {
  const created = await call('POST', '/admin/clients', admin, { name: `Client ${code}`, code });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  const base = `/admin/clients/${id}`;
  const ok = async (res: Promise<{ statusCode: number; body: string }>) => expect((await res).statusCode, (await res).body).toBe(200);
  const branding = {
    brandName: `${code} Rewards`,
    primaryColour: '#0B3D2E',
    secondaryColour: 'f5b700',
    baseFont: 'Source Sans 3',
    headerFont: 'Inter',
    supportEmail: `help@${code}.test`,
    supportPhone: '+44 20 7946 0000',
  };
  await ok(call('PUT', `${base}/branding`, admin, { ...branding, version: 1 }));
  const upload = (kind: string, body: Buffer, type: string, version: number) =>
    ctx.app.inject({ method: 'PUT', url: `/api${base}/branding/logos/${kind}?version=${version}`, headers: { ...admin, 'content-type': type }, payload: body });
  await ok(upload('logo', logo, 'image/png', 2));
  await ok(upload('mobile', mobile[0], mobile[1], 3));
  await ok(
    call('PATCH', `${base}/features`, admin, {
      ...sampleFeatures,
      version: 0,
      contactUsEmail: `enquiries@${code}.test`,
      oneHubIntegrationActive: false,
      oneHubLogoutUrl: '',
    }),
  );
  const faqs = [
    { category: 'General', question: 'What is this?', answer: '<p>Your benefits.</p>' },
    { category: 'Money', question: 'When am I paid?', answer: '<p>Monthly.</p>' },
  ];
  await ok(call('PUT', `${base}/content/faqs`, admin, { version: 1, faqs }));
  await ok(call('PUT', `${base}/content/pages/policy`, admin, { revision: 0, title: 'Privacy', html: '<p>We keep little.</p>' }));
  await ok(call('PUT', `${base}/content/pages/terms`, admin, { revision: 1, title: 'Terms', html: '<p>Be fair.</p>' }));
  await ok(call('PUT', `${base}/content/enquiry-options`, admin, { version: 1, options: [{ value: 'pay', label: 'Pay' }] }));
  await ok(call('PUT', `${base}/content/carousel`, admin, { version: 1, slides: [{ title: 'Welcome', body: 'Hello' }] }));
  // The Sign-on tab's domains and logout address (its provider needs a secret, which no document carries).
  await ctx.db
    .update(clients)
    .set({ ssoEmailDomains: [`${code}.test`], ssoLogoutUrl: `https://login.${code}.test/logout` })
    .where(eq(clients.id, id));
  return id;
}

/** A client of the test's own, set up on every tab, and its document. */
async function setUpAndExport(code: string) {
  await setUpClient(code, png(64));
  return exported(code);
}

describe('configuration as a file', () => {
  it('exports → imports under a new code → exports the same document apart from the code, logos byte for byte', async () => {
    const [logo, mobile] = [png(500_000), png(300_000)];
    await setUpClient('hooli', logo, [mobile, 'image/png']);
    const doc = await exported('hooli');
    expect(clientConfigurationDocument.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      version: 2,
      details: { name: 'Client hooli', code: 'hooli' },
      branding: { brandName: 'hooli Rewards', primaryColour: '0B3D2E', secondaryColour: 'F5B700', supportPhone: '+44 20 7946 0000' },
      features: { contactUsEnabled: true, payrollCutoffDay: 15, oneHubLogoutUrl: null },
      signOn: { issuer: null, clientId: null, emailDomains: ['hooli.test'], logoutUrl: 'https://login.hooli.test/logout' },
      content: { privacy: { title: 'Privacy' }, terms: { title: 'Terms' }, enquiryOptions: [{ value: 'pay', label: 'Pay' }] },
    });
    expect(doc.branding.logo).toMatch(/^data:image\/png;base64,/);
    expect(bytesOf(doc.branding.logo).equals(logo)).toBe(true);
    expect(bytesOf(doc.branding.mobileLogo).equals(mobile)).toBe(true);

    // Over the app's usual 1 MB: this call takes up to 3 MB.
    const copy = { ...doc, details: { ...doc.details, code: 'hooli-copy' } };
    expect(JSON.stringify(copy).length).toBeGreaterThan(1024 * 1024);
    const result = await imported(copy);
    expect(result).toMatchObject({ created: true, applied: true, clientCode: 'hooli-copy', counts: { changed: 0, unchanged: 0, skipped: 0 } });
    expect(result.counts.added).toBe(result.items.length);
    expect(await rowOf('hooli-copy')).toMatchObject({ status: 'draft', name: 'Client hooli', benefitBrandName: 'hooli Rewards' });

    const again = await exported('hooli-copy');
    expect({ ...again, details: { ...again.details, code: 'hooli' } }).toEqual(doc);
    expect(bytesOf(again.branding.logo).equals(logo)).toBe(true);
    // The copy's logos are its own, served under its code.
    const theme = (await rowOf('hooli-copy')).brandHeaderLogo!;
    expect(theme).toMatch(/\/clients\/hooli-copy\/assets\/[0-9a-f]{64}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: theme })).rawPayload.equals(logo)).toBe(true);

    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, result.clientId!));
    expect(entries.map((entry) => entry.action)).toContain('client.created');
    expect(entries.find((entry) => entry.action === 'client.configuration.imported')?.details).toMatchObject({
      clientCode: 'hooli-copy',
      created: true,
      added: result.counts.added,
    });
  });

  it('exports a client just added (no branding, content or sign-on yet) as a document that imports as it is', async () => {
    expect((await call('POST', '/admin/clients', admin, { name: 'Bachmanity', code: 'bachmanity' })).statusCode).toBe(200);
    const doc = await exported('bachmanity');
    expect(doc).toMatchObject({
      branding: { brandName: 'Bachmanity', supportEmail: '', logo: null, mobileLogo: null },
      signOn: null,
      content: { faqs: [], privacy: null, terms: null, enquiryOptions: [], carouselSlides: [] },
    });
    const copy = { ...doc, details: { ...doc.details, code: 'bachmanity-two' } };
    expect((await imported(copy)).applied).toBe(true);
    expect(await exported('bachmanity-two')).toEqual(copy);
  });

  it('changes no row on a dry run, for a new code or an existing client', async () => {
    await setUpClient('pied-piper', png(64));
    const doc = await exported('pied-piper');
    const before = await tableCounts(ctx.db);
    const fresh = await imported({ ...doc, details: { ...doc.details, code: 'raviga' } }, 'mode=dry-run');
    expect(fresh).toMatchObject({ mode: 'dry-run', created: true, applied: false, clientId: null });
    expect(fresh.counts.added).toBeGreaterThan(20);
    const changed = { ...doc, features: { ...doc.features, payrollCutoffDay: 3 }, content: { ...doc.content, faqs: [] } };
    const dry = await imported(changed, 'mode=dry-run&onExisting=overwrite');
    expect(dry.items.filter((item) => item.kind !== 'unchanged')).toEqual([
      { section: 'features', item: 'payrollCutoffDay', path: 'features.payrollCutoffDay', kind: 'changed', before: 15, after: 3 },
    ]);
    // Without a mode, a call is a dry run.
    expect((await imported(changed, '')).mode).toBe('dry-run');
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect((await rowOf('pied-piper')).payrollCutoffDay).toBe(15);
  });

  it('changes nothing when the same document is applied a second time', async () => {
    await setUpClient('aviato', png(64));
    const doc = { ...(await exported('aviato')), details: { name: 'Aviato Two', code: 'aviato-two' } };
    expect((await imported(doc, 'mode=apply&onExisting=overwrite')).applied).toBe(true);
    const before = await tableCounts(ctx.db);
    const row = await rowOf('aviato-two');
    for (const onExisting of ['skip', 'overwrite']) {
      const second = await imported(doc, `mode=apply&onExisting=${onExisting}`);
      expect(second).toMatchObject({ created: false, applied: false, counts: { added: 0, changed: 0, skipped: 0 } });
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect(await rowOf('aviato-two')).toEqual(row);
  });

  it('keeps what differs with skip and changes it with overwrite; adds what is missing either way; removes nothing', async () => {
    const id = await setUpClient('endframe', png(64));
    const doc = await exported('endframe');
    expect(doc.branding.mobileLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(bytesOf(doc.branding.mobileLogo).equals(SVG)).toBe(true);
    const edited: ClientConfigurationDocument = {
      ...doc,
      branding: { ...doc.branding, brandName: 'Endframe Perks', mobileLogo: null },
      features: { ...doc.features, payrollCutoffDay: 9 },
      content: {
        ...doc.content,
        faqs: [
          { category: 'Money', question: 'When am I paid?', answer: '<p>On the 25th.</p>' },
          { category: 'New', question: 'Can I leave?', answer: '<p>Any time.</p>' },
        ],
        enquiryOptions: [...doc.content.enquiryOptions, { value: 'other', label: 'Something else' }],
      },
    };
    const skip = await imported(edited, 'mode=apply&onExisting=skip');
    const kinds = (result: ConfigurationImportResult) => Object.fromEntries(result.items.filter((i) => i.kind !== 'unchanged').map((i) => [i.path, i.kind]));
    expect(kinds(skip)).toEqual({
      'branding.brandName': 'skipped',
      'branding.mobileLogo': 'skipped',
      'features.payrollCutoffDay': 'skipped',
      'content.faqs.0': 'skipped',
      'content.faqs.1': 'added',
      'content.faqs': 'skipped',
      'content.enquiryOptions.1': 'added',
    });
    expect(skip.items.find((item) => item.path === 'features.payrollCutoffDay')).toMatchObject({
      before: 15,
      after: 9,
      reason: configurationTexts.reasons.kept,
    });
    expect(await rowOf('endframe')).toMatchObject({ benefitBrandName: 'endframe Rewards', payrollCutoffDay: 15 });
    const faqs = async () => (await call('GET', `/admin/clients/${id}/content`, admin)).json().faqs.items.map((f: { question: string; answer: string }) => f);
    expect((await faqs()).map((f: { question: string }) => f.question)).toEqual(['What is this?', 'When am I paid?', 'Can I leave?']);

    const overwrite = await imported(edited, 'mode=apply&onExisting=overwrite');
    expect(kinds(overwrite)).toEqual({
      'branding.brandName': 'changed',
      'branding.mobileLogo': 'changed',
      'features.payrollCutoffDay': 'changed',
      'content.faqs.0': 'changed',
      'content.faqs': 'changed',
    });
    expect(await rowOf('endframe')).toMatchObject({ benefitBrandName: 'Endframe Perks', payrollCutoffDay: 9, mobileLogo: null });
    // The document's FAQs in its order, then the client's others: nothing is removed.
    expect((await faqs()).map((f: { question: string; answer: string }) => [f.question, f.answer])).toEqual([
      ['When am I paid?', '<p>On the 25th.</p>'],
      ['Can I leave?', '<p>Any time.</p>'],
      ['What is this?', '<p>Your benefits.</p>'],
    ]);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, id)).orderBy(auditLog.id);
    const imports = audits.filter((entry) => entry.action === 'client.configuration.imported');
    expect(imports.map((entry) => entry.details)).toMatchObject([
      { onExisting: 'skip', added: 2, changed: 0, skipped: 5 },
      { onExisting: 'overwrite', added: 0, changed: 5 },
    ]);
    // Each part through the console's own save, with its own entry.
    expect(audits.filter((entry) => (entry.details as { setting?: string }).setting === 'faqs')).toHaveLength(3);
    expect(audits.at(-2)).toMatchObject({ action: 'settings.changed', details: { setting: 'faqs' } });
  });

  it('sets sign-on domains and logout address, and a provider’s issuer only where one exists, keeping its secret', async () => {
    const doc = await setUpAndExport('gilfoyle');
    const signOn = { issuer: 'https://login.hooli.test', clientId: 'portal', emailDomains: ['Hooli.test', 'hooli.co.uk'], logoutUrl: null };
    const result = await imported({ ...doc, details: { ...doc.details, code: 'gilfoyle-sso' }, signOn });
    expect(result.items.find((item) => item.path === 'signOn.issuer')).toMatchObject({
      kind: 'skipped',
      reason: 'needs a client secret: set it in the Sign-on tab',
    });
    const row = await rowOf('gilfoyle-sso');
    expect(row).toMatchObject({ ssoEmailDomains: ['hooli.test', 'hooli.co.uk'], ssoLogoutUrl: null });
    expect(await ctx.db.select().from(ssoProviders).where(eq(ssoProviders.clientId, row.id))).toEqual([]);

    await saveSsoProvider(ctx.db, { clientId: row.id, issuer: 'https://old.hooli.test', oidcClientId: 'old', clientSecretEncrypted: 'sealed-secret-value' });
    const exportedWithProvider = await exported('gilfoyle-sso');
    expect(exportedWithProvider.signOn).toEqual({
      issuer: 'https://old.hooli.test',
      clientId: 'old',
      emailDomains: ['hooli.test', 'hooli.co.uk'],
      logoutUrl: null,
    });
    expect(JSON.stringify(exportedWithProvider)).not.toContain('sealed-secret-value');
    expect(JSON.stringify(exportedWithProvider)).not.toMatch(/secret/i);

    const skipped = await imported({ ...doc, details: { ...doc.details, code: 'gilfoyle-sso' }, signOn }, 'mode=apply&onExisting=skip');
    expect(skipped.items.find((item) => item.path === 'signOn.issuer')).toMatchObject({ kind: 'skipped', reason: configurationTexts.reasons.kept });
    await imported({ ...doc, details: { ...doc.details, code: 'gilfoyle-sso' }, signOn }, 'mode=apply&onExisting=overwrite');
    const [provider] = await ctx.db.select().from(ssoProviders).where(eq(ssoProviders.clientId, row.id));
    expect(provider).toMatchObject({ issuer: 'https://login.hooli.test', oidcClientId: 'portal', clientSecretEncrypted: 'sealed-secret-value' });
    const entry = (
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'client.sign-on.updated'), eq(auditLog.clientId, row.id)))
        .orderBy(auditLog.id)
    ).at(-1);
    expect(entry).toMatchObject({
      clientId: row.id,
      details: {
        changes: [
          { field: 'issuer', before: 'https://old.hooli.test', after: 'https://login.hooli.test' },
          { field: 'clientId', before: 'old', after: 'portal' },
        ],
      },
    });
  });
});

describe('what only a document sets', () => {
  const svgDataUrl = `data:image/svg+xml;base64,${SVG.toString('base64')}`;
  const publicCall = (code: string, url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { host: `${code}.localhost:3000` } });

  it('carries the client logo, the avatar set, the cookie policy and the contact panel: added, shown, exported, audited', async () => {
    const doc = await setUpAndExport('hendricks');
    expect(doc.branding).toMatchObject({ clientLogo: null, avatarSet: null });
    expect(doc.content).toMatchObject({ cookies: null, contactPanel: null });
    const extra: ClientConfigurationDocument = {
      ...doc,
      branding: { ...doc.branding, clientLogo: svgDataUrl, avatarSet: 'set-1' },
      content: {
        ...doc.content,
        cookies: { title: 'Our Cookie Policy', html: '<p>Only the cookies we need.</p>' },
        contactPanel: { title: 'Need a quick answer?', html: '<p>Call us.</p><script>alert(1)</script>' },
      },
    };
    const result = await imported(extra, 'mode=apply&onExisting=skip');
    expect(Object.fromEntries(result.items.filter((i) => i.kind !== 'unchanged').map((i) => [i.path, i.kind]))).toEqual({
      'branding.clientLogo': 'added',
      'branding.avatarSet': 'added',
      'content.cookies': 'added',
      'content.contactPanel': 'added',
    });
    const row = await rowOf('hendricks');
    expect(row.logoFileUrl).toMatch(/\/clients\/hendricks\/assets\/[0-9a-f]{64}\.svg$/);
    expect(row.avatarSetUrl).toBe('/avatars/set-1/');
    const theme = (await publicCall('hendricks', '/theme/hendricks.localhost')).json();
    expect(theme).toMatchObject({ logoFileUrl: row.logoFileUrl, avatarSet: { avatarsetPlainFileURL: '/avatars/set-1/' } });
    expect((await ctx.app.inject({ method: 'GET', url: row.logoFileUrl! })).rawPayload.equals(SVG)).toBe(true);
    expect((await publicCall('hendricks', '/policies/our-cookie-policy')).json()).toMatchObject({ title: 'Our Cookie Policy' });
    expect((await publicCall('hendricks', '/cms-content/contact')).json().pageContent).toEqual({ name: 'Need a quick answer?', content: '<p>Call us.</p>' });

    // Exported as imported (the panel's HTML as sanitised), and the same document again changes nothing.
    const again = await exported('hendricks');
    expect(again).toEqual({ ...extra, content: { ...extra.content, contactPanel: { title: 'Need a quick answer?', html: '<p>Call us.</p>' } } });
    expect((await imported(again, 'mode=apply&onExisting=overwrite')).counts).toMatchObject({ added: 0, changed: 0, skipped: 0 });
    const settings = (await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, row.id))).map((entry) => entry.details as { setting?: string });
    expect(settings.map((details) => details.setting)).toEqual(expect.arrayContaining(['cookies', 'contact-panel', 'branding']));

    // A copy under a new code has them too.
    await imported({ ...again, details: { ...again.details, code: 'hendricks-copy' } });
    expect(await exported('hendricks-copy')).toEqual({ ...again, details: { ...again.details, code: 'hendricks-copy' } });

    // Null: the client logo and avatar set follow the document with overwrite; a page or panel the client has is kept.
    const cleared = {
      ...again,
      branding: { ...again.branding, clientLogo: null, avatarSet: null },
      content: { ...again.content, cookies: null, contactPanel: null },
    };
    const overwrite = await imported(cleared, 'mode=apply&onExisting=overwrite');
    expect(Object.fromEntries(overwrite.items.filter((i) => i.kind !== 'unchanged').map((i) => [i.path, [i.kind, i.reason]]))).toEqual({
      'branding.clientLogo': ['changed', undefined],
      'branding.avatarSet': ['changed', undefined],
      'content.cookies': ['skipped', configurationTexts.reasons.ownPageKept],
      'content.contactPanel': ['skipped', configurationTexts.reasons.contactPanelKept],
    });
    expect(await rowOf('hendricks')).toMatchObject({ logoFileUrl: null, avatarSetUrl: null });
    expect((await publicCall('hendricks', '/cms-content/contact')).json().pageContent).toMatchObject({ name: 'Need a quick answer?' });
  });

  it('gives a client the import makes its terms as their first revision; new terms for a client that exists start a new one', async () => {
    const doc = await setUpAndExport('russ');
    const copy = { ...doc, details: { ...doc.details, code: 'russ-copy' } };
    await imported(copy);
    expect((await rowOf('russ-copy')).termsRevision).toBe(1);
    const before = (await rowOf('russ')).termsRevision;
    await imported({ ...doc, content: { ...doc.content, terms: { title: 'Terms', html: '<p>Be fairer.</p>' } } }, 'mode=apply&onExisting=overwrite');
    expect((await rowOf('russ')).termsRevision).toBe(before + 1);
  });

  it('refuses an avatar set the portal does not ship, a client logo that is not a data URL and a panel with nothing left', async () => {
    const doc = await setUpAndExport('erlich');
    const before = await tableCounts(ctx.db);
    const cases: [unknown, string[]][] = [
      [{ ...doc, branding: { ...doc.branding, avatarSet: 'set-9' } }, ['branding.avatarSet']],
      [{ ...doc, branding: { ...doc.branding, clientLogo: '/brand/acme/client-logo.svg' } }, ['branding.clientLogo']],
      [{ ...doc, content: { ...doc.content, contactPanel: { title: 'Hi', html: '<script>x</script>' } } }, ['content.contactPanel.html']],
      [{ ...doc, content: { ...doc.content, cookies: { title: '', html: '<p>x</p>' } } }, ['content.cookies.title']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', '/admin/clients/configuration?mode=apply&onExisting=overwrite', admin, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), res.body).toEqual(fields);
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
  });
});

describe('refusals', () => {
  it('refuses a bad document with field errors named by their JSON path, and saves nothing', async () => {
    const doc = await setUpAndExport('dinesh');
    const before = await tableCounts(ctx.db);
    const unsafeSvg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    const cases: [unknown, string[]][] = [
      [{ ...doc, version: 3 }, ['version']],
      [{ ...doc, extra: true }, ['body']],
      [{ ...doc, details: { name: 'Web', code: 'www' } }, ['details.code']],
      [
        { ...doc, details: { name: 'New', code: 'brand-new' }, branding: { ...doc.branding, primaryColour: '#7FD3F7', baseFont: 'Comic Sans' } },
        ['branding.baseFont', 'branding.primaryColour'],
      ],
      [{ ...doc, branding: { ...doc.branding, logo: 'https://evil.test/logo.png' } }, ['branding.logo']],
      [{ ...doc, branding: { ...doc.branding, mobileLogo: unsafeSvg } }, ['branding.mobileLogo']],
      [{ ...doc, branding: { ...doc.branding, logo: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` } }, ['branding.logo']],
      [{ ...doc, features: { ...doc.features, contactUsEmail: null } }, ['features.contactUsEmail']],
      [{ ...doc, signOn: { ...doc.signOn!, logoutUrl: 'javascript:alert(1)' } }, ['signOn.logoutUrl']],
      [{ ...doc, signOn: { ...doc.signOn!, emailDomains: ['not a domain'], issuer: 'https://login.hooli.test' } }, ['signOn.clientId', 'signOn.emailDomains']],
      [{ ...doc, content: { ...doc.content, faqs: [{ category: 'A', question: 'Q', answer: '<script>x</script>' }] } }, ['content.faqs.0.answer']],
      [{ ...doc, content: { ...doc.content, enquiryOptions: [{ value: 'Bad Value', label: 'x' }] } }, ['content.enquiryOptions.0.value']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', '/admin/clients/configuration?mode=apply&onExisting=overwrite', admin, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), res.body).toEqual(fields);
    }
    const version = await call('POST', '/admin/clients/configuration?mode=apply', admin, { ...doc, version: 3 });
    expect(version.json().errors.version).toBe(configurationTexts.versionUnknown);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('refuses a body over 3 MB with 413 and says why', async () => {
    const doc = await setUpAndExport('jared');
    const huge = { ...doc, content: { ...doc.content, privacy: { title: 'Privacy', html: 'x'.repeat(3.2 * 1024 * 1024) } } };
    const res = await call('POST', '/admin/clients/configuration?mode=apply', admin, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: configurationTexts.tooLarge, errors: { body: configurationTexts.tooLarge } });
  });

  it('is for platform administrators only: 401 anonymous, 403 for employees and HR administrators of any client, nothing changed', async () => {
    const doc = await setUpAndExport('monica');
    const before = await tableCounts(ctx.db);
    const anonymous = { host: 'acme.localhost:3000' };
    for (const [headers, status] of [
      [anonymous, 401],
      [employee, 403],
      [employer, 403],
      [globexEmployer, 403],
    ] as const) {
      expect((await call('GET', '/admin/clients/monica/configuration', headers)).statusCode).toBe(status);
      expect((await call('GET', '/admin/clients/acme/configuration', headers)).statusCode).toBe(status);
      for (const code of ['monica', 'acme', 'someone-new']) {
        const res = await call('POST', '/admin/clients/configuration?mode=apply&onExisting=overwrite', headers, { ...doc, details: { name: 'X', code } });
        expect(res.statusCode).toBe(status);
      }
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect((await call('GET', '/admin/clients/nobody-here/configuration', admin)).statusCode).toBe(404);
    expect((await call('GET', '/admin/clients/NOT_A_CODE/configuration', admin)).statusCode).toBe(400);
  });

  it('publishes the document’s JSON Schema in OpenAPI', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = spec.components.schemas.ClientConfigurationDocument;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['version', 'details', 'branding', 'features', 'signOn', 'content']) });
    expect(schema.properties.version).toMatchObject({ enum: [1, 2] });
    expect(schema.properties.catalogue).toBeDefined();
    expect(spec.components.schemas.ClientConfigurationDocumentInput).toBeDefined();
    const get = spec.paths['/api/admin/clients/{code}/configuration'].get;
    expect(get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ClientConfigurationDocument' });
    const post = spec.paths['/api/admin/clients/configuration'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ClientConfigurationDocumentInput' });
  });
});

/** A benefit of the catalogue as a document gives it, valid by the Benefits tab's rules. */
const benefitOf = (overrides: Partial<ConfigurationBenefit> & Pick<ConfigurationBenefit, 'groupCode' | 'name'>): ConfigurationBenefit => ({
  summary: `${overrides.name} for you.`,
  descriptionHtml: `<p>All about ${overrides.name}.</p>`,
  termsHtml: null,
  termsVersion: null,
  imageUrl: null,
  category: 'Health',
  kind: 'options',
  setup: {
    options: [
      { value: 'individual', label: 'You only', description: null, covers: 'self' },
      { value: 'family', label: 'You and your family', description: 'Add the family members you want to cover.', covers: 'family' },
    ],
    amount: null,
    peopleCovered: true,
    startDate: true,
  },
  medicalQuestions: [],
  pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 24 } },
  employerContribution: { kind: 'percent', percent: 50 },
  eligibility: {},
  changeRule: 'join-any-time',
  requiresApproval: false,
  provider: 'SmileWell',
  providerEmail: 'reports@smilewell.test',
  faqs: [],
  sortOrder: 1,
  withdrawnOn: null,
  beam: null,
  ...overrides,
});

const dental = benefitOf({ groupCode: 'dental', name: 'Dental Insurance', imageUrl: '/benefits/dental.svg', faqs: ['What is this?'] });
const life = benefitOf({
  groupCode: 'life',
  name: 'Life Assurance',
  category: 'Protection',
  kind: 'amount',
  setup: { options: null, amount: { label: 'Cover', unit: 'salary-multiple', min: 1, max: 4, step: 1 }, peopleCovered: false, startDate: false },
  pricing: { kind: 'cover-multiple', ratePer1000: 0.12, freeCoverLimit: 150_000 },
  employerContribution: null,
  eligibility: { maxAge: 74 },
  provider: 'Harbour Life',
  providerEmail: null,
  faqs: ['When am I paid?', 'What is this?'],
  sortOrder: 2,
});
const pmi = benefitOf({
  groupCode: 'pmi',
  name: 'Private Medical Insurance',
  termsHtml: '<p>Cover for acute conditions.</p>',
  termsVersion: 2,
  // Its tax treatment as the administrator set it (issue 38): carried by the document both ways.
  setup: {
    options: [{ value: 'employee', label: 'You only', description: null, covers: 'self' }],
    amount: null,
    peopleCovered: false,
    startDate: true,
    taxTreatment: 'benefit-in-kind',
  },
  medicalQuestions: [{ id: 'symptoms', text: 'Do you have any symptoms you have not seen a doctor about?', refer: true }],
  pricing: {
    kind: 'option-age-banded',
    bands: [
      { minAge: 16, maxAge: 29, prices: { employee: 38.5 } },
      { minAge: 30, maxAge: 49, prices: { employee: 52.4 } },
      { minAge: 50, maxAge: 120, prices: { employee: 88.88 } },
    ],
  },
  employerContribution: { kind: 'fixed', monthly: 40 },
  eligibility: { availableInProbation: false, locations: ['London', 'Leeds'] },
  provider: 'Northstar Health',
  sortOrder: 3,
});
const cycle = benefitOf({
  groupCode: 'ctw',
  name: 'Cycle to Work',
  category: 'Lifestyle',
  kind: 'amount',
  setup: { options: null, amount: { label: 'Bike value', unit: 'pounds', min: 100, max: 2000, step: 1 }, peopleCovered: false, startDate: false },
  pricing: { kind: 'salary-sacrifice', months: 12 },
  employerContribution: null,
  changeRule: 'any-time',
  requiresApproval: true,
  provider: 'Greenway Cycles',
  sortOrder: 4,
  withdrawnOn: '2026-10-01',
  beam: { min: 100, max: 5000, step: 1 },
});

/** Last year (dental only) and this year (the app's clock is in June 2026), oldest first, as an export gives them. */
const catalogueOf = (): ConfigurationCatalogue => ({
  newStarterWindowDays: 45,
  schemeYears: [
    {
      year: 2025,
      startsOn: '2025-01-01',
      endsOn: '2025-12-31',
      windowOpensOn: '2025-01-01',
      windowClosesOn: '2025-01-31',
      probationMonths: 0,
      benefits: [dental],
    },
    {
      year: 2026,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      windowOpensOn: '2026-06-01',
      windowClosesOn: '2026-06-30',
      probationMonths: 3,
      benefits: [dental, life, pmi, cycle],
    },
  ],
});

const notUnchanged = (result: ConfigurationImportResult) =>
  Object.fromEntries(result.items.filter((item) => item.kind !== 'unchanged').map((item) => [item.path, [item.kind, item.item]]));
const yearsOf = async (clientId: number) => ctx.db.select().from(schemeYears).where(eq(schemeYears.clientId, clientId)).orderBy(schemeYears.startsOn);
const benefitsOf = async (clientId: number) => ctx.db.select().from(benefits).where(eq(benefits.clientId, clientId)).orderBy(benefits.id);

describe('the benefits catalogue (document version 2)', () => {
  it('exports → imports under a new code → exports the same document apart from the code, catalogue included', async () => {
    const doc = await setUpAndExport('catalina');
    expect(doc.catalogue).toEqual({ newStarterWindowDays: 0, schemeYears: [] });
    const withCatalogue: ClientConfigurationDocument = { ...doc, catalogue: catalogueOf() };
    const result = await imported(withCatalogue, 'mode=apply&onExisting=skip');
    expect(notUnchanged(result)).toEqual({
      'catalogue.newStarterWindowDays': ['added', 'newStarterWindowDays'],
      'catalogue.schemeYears.0': ['added', '2025'],
      'catalogue.schemeYears.0.benefits.0': ['added', '2025 dental'],
      'catalogue.schemeYears.1': ['added', '2026'],
      'catalogue.schemeYears.1.benefits.0': ['added', '2026 dental'],
      'catalogue.schemeYears.1.benefits.1': ['added', '2026 life'],
      'catalogue.schemeYears.1.benefits.2': ['added', '2026 pmi'],
      'catalogue.schemeYears.1.benefits.3': ['added', '2026 ctw'],
    });
    expect(result.items.find((item) => item.path === 'catalogue.schemeYears.1.benefits.0')?.after).toBe(
      'Dental Insurance (SmileWell): You only £9.50, You and your family £24.00',
    );
    const catalina = await rowOf('catalina');
    expect(catalina.newStarterWindowDays).toBe(45);
    // The year under way today is current; the one before is not.
    expect((await yearsOf(catalina.id)).map((year) => [year.year, year.isCurrent])).toEqual([
      [2025, false],
      [2026, true],
    ]);
    const rows = await benefitsOf(catalina.id);
    expect(rows.find((row) => row.groupCode === 'ctw')).toMatchObject({
      beamSupported: true,
      beamMin: '100.00',
      beamMax: '5000.00',
      withdrawnOn: '2026-10-01',
    });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, catalina.id)).orderBy(auditLog.id);
    expect(audits.filter((entry) => entry.action === 'benefit.created')).toHaveLength(5);
    expect(audits.filter((entry) => entry.action === 'scheme-year.created').map((entry) => entry.details)).toEqual([
      { schemeYear: 2025, startsOn: '2025-01-01', endsOn: '2025-12-31', current: false },
      { schemeYear: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31', current: true },
    ]);

    // Exported as imported: FAQs named by question in the client's order, values as stored.
    const again = await exported('catalina');
    expect(again).toEqual({
      ...withCatalogue,
      catalogue: {
        ...withCatalogue.catalogue!,
        schemeYears: withCatalogue.catalogue!.schemeYears.map((year) => ({
          ...year,
          benefits: year.benefits.map((benefit) => (benefit.groupCode === 'life' ? { ...benefit, faqs: ['What is this?', 'When am I paid?'] } : benefit)),
        })),
      },
    });
    const copy = { ...again, details: { ...again.details, code: 'catalina-copy' } };
    const made = await imported(copy);
    expect(made).toMatchObject({ created: true, counts: { changed: 0, unchanged: 0, skipped: 0 } });
    expect(await exported('catalina-copy')).toEqual(copy);
    // The copy's benefits link the copy's own FAQs.
    const copyId = (await rowOf('catalina-copy')).id;
    const linked = await ctx.db
      .select({ clientId: faqs.clientId })
      .from(benefitFaqs)
      .innerJoin(benefits, eq(benefits.id, benefitFaqs.benefitId))
      .innerJoin(faqs, eq(faqs.id, benefitFaqs.faqId))
      .where(eq(benefits.clientId, copyId));
    expect(linked.length).toBe(4);
    expect(linked.every((link) => link.clientId === copyId)).toBe(true);
  });

  it('carries the client’s default contracted hours (issue 38), only when not the default, and refuses impossible hours', async () => {
    const doc = await setUpAndExport('cathours');
    expect(doc.catalogue).not.toHaveProperty('defaultHoursPerWeek');
    const result = await imported({ ...doc, catalogue: { ...doc.catalogue!, defaultHoursPerWeek: 30 } }, 'mode=apply&onExisting=overwrite');
    expect(notUnchanged(result)).toEqual({ 'catalogue.defaultHoursPerWeek': ['added', 'defaultHoursPerWeek'] });
    expect((await rowOf('cathours')).defaultHoursPerWeek).toBe('30.00');
    expect((await exported('cathours')).catalogue).toMatchObject({ defaultHoursPerWeek: 30 });
    for (const hours of [0, 101, 37.555]) {
      const refused = await call('POST', '/admin/clients/configuration?mode=dry-run', admin, {
        ...doc,
        catalogue: { ...doc.catalogue!, defaultHoursPerWeek: hours },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain('catalogue.defaultHoursPerWeek');
    }
    expect((await rowOf('cathours')).defaultHoursPerWeek).toBe('30.00');
  });

  it('carries the client’s retention periods (issue 39), only when not the defaults, and refuses impossible ones', async () => {
    const doc = await setUpAndExport('catretain');
    expect(doc.catalogue).not.toHaveProperty('retention');
    const retention = { personalMonths: 12, payrollMonths: 84 };
    const result = await imported({ ...doc, catalogue: { ...doc.catalogue!, retention } }, 'mode=apply&onExisting=overwrite');
    expect(notUnchanged(result)).toEqual({ 'catalogue.retention': ['added', 'retention'] });
    expect(await rowOf('catretain')).toMatchObject({ retentionPersonalMonths: 12, retentionPayrollMonths: 84 });
    expect((await exported('catretain')).catalogue).toMatchObject({ retention });
    for (const [bad, field] of [
      [{ personalMonths: 0, payrollMonths: 72 }, 'catalogue.retention.personalMonths'],
      [{ personalMonths: 36, payrollMonths: 24 }, 'catalogue.retention.payrollMonths'],
      [{ personalMonths: 24, payrollMonths: 241 }, 'catalogue.retention.payrollMonths'],
    ] as const) {
      const refused = await call('POST', '/admin/clients/configuration?mode=dry-run', admin, { ...doc, catalogue: { ...doc.catalogue!, retention: bad } });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
    expect(await rowOf('catretain')).toMatchObject({ retentionPersonalMonths: 12, retentionPayrollMonths: 84 });
  });

  it('counts on a dry run and changes no row; with skip keeps what differs, with overwrite changes it; never removes a benefit', async () => {
    const doc = { ...(await setUpAndExport('cataract')), catalogue: catalogueOf() };
    const before = await tableCounts(ctx.db);
    const dry = await imported(doc, 'mode=dry-run');
    // The catalogue's items: the new-starter window, 2 years and 5 benefits.
    expect(dry.items.filter((item) => item.path.startsWith('catalogue')).map((item) => item.kind)).toEqual([
      'added',
      'added',
      'added',
      'added',
      'added',
      'added',
      'added',
      'added',
    ]);
    expect(dry).toMatchObject({ applied: false, counts: { added: 8, changed: 0, skipped: 0 } });
    expect(await tableCounts(ctx.db)).toEqual(before);
    await imported(doc);

    const edited = structuredClone(doc);
    const year = edited.catalogue!.schemeYears[1]!;
    year.windowClosesOn = '2026-07-15';
    year.benefits[0] = { ...year.benefits[0]!, pricing: { kind: 'option-flat', prices: { individual: 10.45, family: 26.4 } } };
    year.benefits.splice(1, 1); // life: not in the document any more
    const skipped = await imported(edited, 'mode=apply&onExisting=skip');
    expect(notUnchanged(skipped)).toEqual({
      'catalogue.schemeYears.1': ['skipped', '2026'],
      'catalogue.schemeYears.1.benefits.0': ['skipped', '2026 dental'],
    });
    expect(skipped.items.find((item) => item.path === 'catalogue.schemeYears.1.benefits.0')).toMatchObject({
      before: 'pricing: You only £9.50, You and your family £24.00',
      after: 'pricing: You only £10.45, You and your family £26.40',
      reason: configurationTexts.reasons.kept,
    });
    const dryOverwrite = await imported(edited, 'mode=dry-run&onExisting=overwrite');
    expect(dryOverwrite.counts).toMatchObject({ added: 0, changed: 2, skipped: 0 });
    const overwrite = await imported(edited, 'mode=apply&onExisting=overwrite');
    expect(notUnchanged(overwrite)).toEqual({
      'catalogue.schemeYears.1': ['changed', '2026'],
      'catalogue.schemeYears.1.benefits.0': ['changed', '2026 dental'],
    });
    const id = (await rowOf('cataract')).id;
    const rows = await benefitsOf(id);
    expect(rows.map((row) => row.groupCode).sort()).toEqual(['ctw', 'dental', 'dental', 'life', 'pmi']);
    const [dental2026] = rows.filter((row) => row.groupCode === 'dental' && row.version > 1);
    expect(dental2026).toMatchObject({ pricing: { kind: 'option-flat', prices: { individual: 10.45, family: 26.4 } }, version: 2 });
    expect((await yearsOf(id)).find((row) => row.year === 2026)).toMatchObject({ windowClosesOn: '2026-07-15' });
    const updated = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, id), eq(auditLog.action, 'benefit.updated')));
    expect(updated.map((entry) => (entry.details as { changes: { field: string }[] }).changes.map((change) => change.field))).toEqual([['pricing']]);
  });

  it('changes nothing when the same document is applied a second time', async () => {
    const doc = { ...(await setUpAndExport('catapult')), catalogue: catalogueOf() };
    expect((await imported(doc)).applied).toBe(true);
    const before = await tableCounts(ctx.db);
    const id = (await rowOf('catapult')).id;
    const rows = await benefitsOf(id);
    const years = await yearsOf(id);
    for (const onExisting of ['skip', 'overwrite']) {
      const second = await imported(doc, `mode=apply&onExisting=${onExisting}`);
      expect(second).toMatchObject({ applied: false, counts: { added: 0, changed: 0, skipped: 0 } });
    }
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect(await benefitsOf(id)).toEqual(rows);
    expect(await yearsOf(id)).toEqual(years);
  });

  it('refuses a catalogue that breaks a rule with 400 naming each JSON path, and saves nothing', async () => {
    const doc = { ...(await setUpAndExport('catbird')), catalogue: catalogueOf() };
    const before = await tableCounts(ctx.db);
    const withYear = (change: (year: ConfigurationSchemeYear) => void) => {
      const copy = structuredClone(doc);
      change(copy.catalogue.schemeYears[1]!);
      return copy;
    };
    const gap = {
      kind: 'option-age-banded' as const,
      bands: [pmi.pricing.kind === 'option-age-banded' ? pmi.pricing.bands[0]! : null!, { minAge: 31, maxAge: 120, prices: { employee: 60 } }],
    };
    const cases: [unknown, string[]][] = [
      [withYear((year) => (year.benefits[2] = { ...pmi, pricing: gap })), ['catalogue.schemeYears.1.benefits.2.pricing.bands.1.minAge']],
      [
        withYear((year) => (year.benefits[0] = { ...dental, pricing: { kind: 'option-flat', prices: { individual: 9.555, family: 24 } } })),
        ['catalogue.schemeYears.1.benefits.0.pricing.prices.individual'],
      ],
      [withYear((year) => (year.benefits[1] = { ...life, faqs: ['Is this a question?'] })), ['catalogue.schemeYears.1.benefits.1.faqs.0']],
      [withYear((year) => (year.benefits[1] = { ...life, groupCode: 'dental' })), ['catalogue.schemeYears.1.benefits.1.groupCode']],
      [withYear((year) => (year.benefits[1] = { ...life, groupCode: 'Life Cover' })), ['catalogue.schemeYears.1.benefits.1.groupCode']],
      [withYear((year) => (year.benefits[3] = { ...cycle, beam: { min: 500, max: 100, step: 1 } })), ['catalogue.schemeYears.1.benefits.3.beam']],
      [withYear((year) => (year.benefits[3] = { ...cycle, withdrawnOn: '2027-02-01' })), ['catalogue.schemeYears.1.benefits.3.withdrawnOn']],
      [
        withYear((year) => (year.benefits[0] = { ...dental, descriptionHtml: '<script>alert(1)</script>' })),
        ['catalogue.schemeYears.1.benefits.0.descriptionHtml'],
      ],
      [
        withYear((year) => (year.benefits[0] = { ...dental, setup: { ...dental.setup, taxTreatment: 'taxable' as never } })),
        ['catalogue.schemeYears.1.benefits.0.setup.taxTreatment'],
      ],
      [withYear((year) => (year.windowClosesOn = '2027-01-31')), ['catalogue.schemeYears.1.windowClosesOn']],
      [withYear((year) => (year.startsOn = '2025-12-01')), ['catalogue.schemeYears.1.startsOn']],
      [withYear((year) => (year.year = 2025)), ['catalogue.schemeYears.1.year']],
      [{ ...doc, catalogue: { ...doc.catalogue, newStarterWindowDays: 91 } }, ['catalogue.newStarterWindowDays']],
      [{ ...doc, catalogue: undefined }, ['catalogue']],
      [{ ...doc, version: 1 }, ['catalogue']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', '/admin/clients/configuration?mode=dry-run&onExisting=overwrite', admin, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), res.body).toEqual(fields);
    }
    const res = await call('POST', '/admin/clients/configuration?mode=apply', admin, cases[0]![0]);
    expect(res.json().errors['catalogue.schemeYears.1.benefits.2.pricing.bands.1.minAge']).toBe(
      'There is a gap: the band before ends at 29, so this band must start at 30',
    );
    expect(await tableCounts(ctx.db)).toEqual(before);

    // A year that would overlap one the client has (matched by its number, so not in the document) is refused too.
    await imported(doc);
    const overlapping = structuredClone(doc);
    overlapping.catalogue.schemeYears = [{ ...overlapping.catalogue.schemeYears[1]!, year: 2027, benefits: [] }];
    const refused = await call('POST', '/admin/clients/configuration?mode=dry-run', admin, overlapping);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'catalogue.schemeYears.0.startsOn': 'This overlaps the 2026 scheme year (1 January 2026 to 31 December 2026)' });
  });

  it('keeps the price, withdrawal and chosen options of a benefit people chose, and the dates of a year chosen in; never deletes it', async () => {
    const doc = { ...(await setUpAndExport('catnip')), catalogue: catalogueOf() };
    await imported(doc);
    const id = (await rowOf('catnip')).id;
    const person = await createPerson(ctx.db, 'catnip');
    const thisYear = (await yearsOf(id))[1]!;
    const chosen = (await benefitsOf(id)).filter((row) => ['dental', 'ctw'].includes(row.groupCode) && row.schemeYearId === thisYear.id);
    for (const benefit of chosen) {
      await ctx.db.insert(benefitSelections).values({
        chainId: 0,
        clientId: id,
        userId: person.id,
        benefitId: benefit.id,
        status: 'active',
        values: benefit.groupCode === 'dental' ? { option: 'individual' } : { amount: 500 },
        employeeCost: '4.75',
        employerCost: '4.75',
        costs: { employee: 4.75, employer: 4.75, total: 9.5 } as never,
        startsOn: '2026-02-01',
        endsOn: '2026-12-31',
      });
    }
    const before = await benefitsOf(id);
    const edited = structuredClone(doc);
    const year = edited.catalogue.schemeYears[1]!;
    year.endsOn = '2026-11-30';
    year.probationMonths = 6;
    year.benefits[0] = { ...year.benefits[0]!, name: 'Dental Cover', pricing: { kind: 'option-flat', prices: { individual: 11, family: 27 } } };
    year.benefits[3] = { ...year.benefits[3]!, withdrawnOn: null, kind: 'voucher' };
    year.benefits.splice(1, 2); // life and pmi: not in the document
    const result = await imported(edited, 'mode=apply&onExisting=overwrite');
    expect(Object.fromEntries(result.items.filter((i) => i.kind !== 'unchanged').map((i) => [i.path, [i.kind, i.reason]]))).toEqual({
      'catalogue.schemeYears.1.startsOn': ['skipped', configurationTexts.reasons.yearDatesKept],
      'catalogue.schemeYears.1': ['changed', undefined],
      'catalogue.schemeYears.1.benefits.0.pricing': ['skipped', configurationTexts.reasons.priceKept],
      'catalogue.schemeYears.1.benefits.0': ['changed', undefined],
      'catalogue.schemeYears.1.benefits.1.withdrawnOn': ['skipped', configurationTexts.reasons.withdrawalKept],
      'catalogue.schemeYears.1.benefits.1': ['skipped', configurationTexts.reasons.benefitLocked(catalogueTexts.errors.kindInUse)],
    });
    expect(result.items.find((item) => item.path === 'catalogue.schemeYears.1.benefits.0.pricing')).toMatchObject({
      item: '2026 dental pricing',
      before: 'pricing: You only £9.50, You and your family £24.00',
      after: 'pricing: You only £11.00, You and your family £27.00',
    });
    const after = await benefitsOf(id);
    expect(after).toHaveLength(before.length);
    const dentalNow = after.find((row) => row.id === chosen.find((c) => c.groupCode === 'dental')!.id)!;
    expect(dentalNow).toMatchObject({ name: 'Dental Cover', pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 24 } } });
    expect(after.find((row) => row.groupCode === 'ctw')).toMatchObject({ kind: 'amount', withdrawnOn: '2026-10-01' });
    expect((await yearsOf(id)).find((row) => row.year === 2026)).toMatchObject({ endsOn: '2026-12-31', probationMonths: 6 });
  });

  it('reads a version 1 document: no catalogue, so the client’s stays as it is', async () => {
    const doc = { ...(await setUpAndExport('catwalk')), catalogue: catalogueOf() };
    await imported(doc);
    const id = (await rowOf('catwalk')).id;
    const rows = await benefitsOf(id);
    const { catalogue: _catalogue, ...rest } = doc;
    const v1 = { ...rest, version: 1, features: { ...rest.features, payrollCutoffDay: 7 } };
    const result = await imported(v1, 'mode=apply&onExisting=overwrite');
    expect(notUnchanged(result)).toEqual({ 'features.payrollCutoffDay': ['changed', 'payrollCutoffDay'], catalogue: ['skipped', 'catalogue'] });
    expect(result.items.find((item) => item.path === 'catalogue')?.reason).toBe(configurationTexts.reasons.catalogueKept);
    expect(await benefitsOf(id)).toEqual(rows);
    expect((await rowOf('catwalk')).newStarterWindowDays).toBe(45);

    // A new client from a version 1 document has no catalogue; its export is of version 2.
    await imported({ ...v1, details: { ...v1.details, code: 'catwalk-v1' } });
    const exportedV1 = await exported('catwalk-v1');
    expect(exportedV1).toMatchObject({ version: 2, catalogue: { newStarterWindowDays: 0, schemeYears: [] } });
  });
});
