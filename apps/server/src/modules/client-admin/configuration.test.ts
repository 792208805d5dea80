import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientConfigurationDocument, configurationTexts, type ClientConfigurationDocument, type ConfigurationImportResult } from '@portal/contracts';
import { auditLog, clients, ssoProviders } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { sampleFeatures } from '../../test/client-settings.ts';
import { tableCounts } from '../../test/table-counts.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';
import { saveSsoProvider } from '../sso/index.ts';

const ctx = testApp();
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
      version: 1,
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
      [{ ...doc, version: 2 }, ['version']],
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
    const version = await call('POST', '/admin/clients/configuration?mode=apply', admin, { ...doc, version: 2 });
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
    expect(schema.properties.version).toMatchObject({ enum: [1] });
    expect(spec.components.schemas.ClientConfigurationDocumentInput).toBeDefined();
    const get = spec.paths['/api/admin/clients/{code}/configuration'].get;
    expect(get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ClientConfigurationDocument' });
    const post = spec.paths['/api/admin/clients/configuration'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ClientConfigurationDocumentInput' });
  });
});
