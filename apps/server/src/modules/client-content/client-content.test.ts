import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCarouselSlides } from '@portal/contracts';
import { auditLog, clients, contentPages, enquiryOptions, faqs, type Client } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { createPerson } from '../../test/auth.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let admin: Record<string, string>;
let employee: Record<string, string>;
let hr: Record<string, string>;
let globexFaq: number;

beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db, { acme: { name: 'Acme Retail', contactUsEnabled: true }, globex: { name: 'Globex' } }));
  await ctx.db.insert(faqs).values([
    { clientId: acme.id, category: 'General', question: 'What is this?', answerHtml: '<p>Your benefits.</p>', sortOrder: 0 },
    { clientId: acme.id, category: 'General', question: 'Who can join?', answerHtml: '<p>Everyone.</p>', sortOrder: 1 },
  ]);
  const [row] = await ctx.db
    .insert(faqs)
    .values({ clientId: globex.id, category: 'G', question: 'Globex only?', answerHtml: '<p>Yes</p>' })
    .returning({ id: faqs.id });
  globexFaq = row!.id;
  await ctx.db.insert(contentPages).values([
    { clientId: null, type: 'terms', title: 'Terms and conditions', html: '<p>Platform terms</p>' },
    { clientId: null, type: 'policy', title: 'Privacy statement', html: '<p>Platform privacy</p>' },
  ]);
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme', { email: 'sam@acme.test' })).email);
  hr = await ctx.headersOf((await createPerson(ctx.db, 'acme', { email: 'priya@acme.test', userType: 'employer' })).email);
});

const base = (id: number | string = acme.id) => `/api/admin/clients/${id}/content`;
const read = async (id: number = acme.id, headers = admin) => ctx.app.inject({ method: 'GET', url: base(id), headers });
const put = (path: string, body: unknown, headers = admin, id: number | string = acme.id) =>
  ctx.app.inject({ method: 'PUT', url: `${base(id)}${path}`, headers, payload: body as object });
const audits = async (setting: string) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed'))).filter(
    (row) => (row.details as { setting?: string }).setting === setting,
  );
const publicFaqs = async (code = 'acme') => (await ctx.app.inject({ method: 'GET', url: '/api/cms-content/faqs', headers: host(code) })).json().faqs;

describe('FAQs', () => {
  it('adds, edits, orders and deletes in one save, sanitised and audited', async () => {
    const content = (await read()).json();
    expect(content.faqs.version).toBe(1);
    const [first, second] = content.faqs.items;
    const res = await put('/faqs', {
      version: 1,
      faqs: [
        { id: second.id, category: 'General', question: 'Who can join?', answer: '<p>Every employee.</p>' },
        { category: 'Money', question: 'When am I paid?', answer: '<p onclick="x()">Monthly<script>alert(1)</script></p>' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().faqs.version).toBe(2);
    const shown = await publicFaqs();
    expect(shown.map((f: { question: string }) => f.question)).toEqual(['Who can join?', 'When am I paid?']);
    expect(shown[1].answer).toBe('<p>Monthly</p>');
    expect(shown.some((f: { id: number }) => f.id === first.id)).toBe(false);
    expect((await publicFaqs('globex')).map((f: { id: number }) => f.id)).toEqual([globexFaq]);
    const [entry] = await audits('faqs');
    expect(entry).toMatchObject({ clientId: acme.id });
    const changes = (entry!.details as { changes: { field: string; before: string | null; after: string | null }[] }).changes;
    expect(changes).toContainEqual({ field: 'faq', before: 'General | What is this? | <p>Your benefits.</p>', after: null });
    expect(changes).toContainEqual({ field: 'faq', before: null, after: 'Money | When am I paid? | <p>Monthly</p>' });
    expect(changes).toContainEqual({
      field: 'faq',
      before: 'General | Who can join? | <p>Everyone.</p>',
      after: 'General | Who can join? | <p>Every employee.</p>',
    });
  });

  it("refuses bad input, another client's FAQ id and a stale version, changing nothing", async () => {
    const before = await ctx.db.select().from(faqs);
    const { version } = (await read()).json().faqs;
    const bad = await put('/faqs', { version, faqs: [{ category: '', question: 'x'.repeat(501), answer: 'ok' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['faqs.0.category', 'faqs.0.question']);
    const scriptOnly = await put('/faqs', { version, faqs: [{ category: 'A', question: 'Q', answer: '<script>alert(1)</script>' }] });
    expect(scriptOnly.json().errors).toEqual({ 'faqs.0.answer': expect.any(String) });
    const theirs = await put('/faqs', { version, faqs: [{ id: globexFaq, category: 'A', question: 'Stolen', answer: 'x' }] });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual({ 'faqs.0.id': expect.any(String) });
    const stale = await put('/faqs', { version: version - 1, faqs: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed since you opened it');
    expect(stale.json().current.faqs.items.length).toBe(2);
    expect(await ctx.db.select().from(faqs)).toEqual(before);
  });
});

describe('privacy statement and terms', () => {
  it('saves the privacy statement as the client’s own page, sanitised, leaving the platform page and other clients alone', async () => {
    const { policy } = (await read()).json();
    expect(policy).toMatchObject({ own: false, revision: 0, html: '<p>Platform privacy</p>' });
    const res = await put('/pages/policy', { revision: 0, title: 'Privacy', html: '<h2>Us</h2><p>We keep little.<img src=x onerror=alert(1)></p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().policy).toMatchObject({ own: true, revision: 1, html: '<h2>Us</h2><p>We keep little.</p>' });
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/policies/privacy-policy', headers: host('acme') })).json();
    expect(page.content).toBe('<h2>Us</h2><p>We keep little.</p>');
    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/policies/privacy-policy', headers: host('globex') })).json();
    expect(theirs.content).toBe('<p>Platform privacy</p>');
    expect((await put('/pages/policy', { revision: 0, title: 'Again', html: '<p>x</p>' })).statusCode).toBe(409);
    expect((await audits('privacy'))[0]!.details).toMatchObject({
      changes: [{ field: 'title' }, { field: 'text', after: '<h2>Us</h2><p>We keep little.</p>' }],
    });
  });

  it('bumps termsRevision with new terms, so people accept them at their next login', async () => {
    const { terms, termsRevision } = (await read()).json();
    expect(terms.revision).toBe(termsRevision);
    const setupBefore = (await ctx.app.inject({ method: 'GET', url: '/api/login/setup', headers: employee })).json();
    expect(setupBefore.user.siteTermsUpdated).toBe(false);
    const res = await put('/pages/terms', { revision: termsRevision, title: 'Terms', html: '<p>New terms</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ termsRevision: termsRevision + 1, terms: { revision: termsRevision + 1, own: true } });
    const setupAfter = (await ctx.app.inject({ method: 'GET', url: '/api/login/setup', headers: employee })).json();
    expect(setupAfter.user).toMatchObject({ siteTermsUpdated: true, termsRevision: termsRevision + 1 });
    const [globexRow] = await ctx.db.select().from(clients).where(eq(clients.id, globex.id));
    expect(globexRow!.termsRevision).toBe(globex.termsRevision);
    const stale = await put('/pages/terms', { revision: termsRevision, title: 'Terms', html: '<p>Older edit</p>' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.terms.html).toBe('<p>New terms</p>');
  });

  it('refuses empty HTML and an unknown page', async () => {
    const { policy } = (await read()).json();
    expect((await put('/pages/policy', { revision: policy.revision, title: 'P', html: '<script>x</script>' })).json().errors).toEqual({
      html: expect.any(String),
    });
    expect((await put('/pages/cookie', { revision: 0, title: 'P', html: '<p>x</p>' })).json().errors).toEqual({ type: expect.any(String) });
    expect((await read()).json().policy.revision).toBe(policy.revision);
  });
});

describe('enquiry options and carousel', () => {
  it('replace the contact options, refusing duplicates', async () => {
    const dup = await put('/enquiry-options', {
      version: 1,
      options: [
        { value: 'pay', label: 'Pay' },
        { value: 'pay', label: 'Again' },
      ],
    });
    expect(dup.json().errors).toEqual({ 'options.1.value': expect.any(String) });
    const res = await put('/enquiry-options', {
      version: 1,
      options: [
        { value: 'pay', label: 'Pay and pensions' },
        { value: 'other', label: 'Something else' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const contact = (await ctx.app.inject({ method: 'GET', url: '/api/cms-content/contact', headers: host('acme') })).json();
    expect(contact.enquiryOptions).toEqual([
      { value: 'pay', label: 'Pay and pensions' },
      { value: 'other', label: 'Something else' },
    ]);
    expect(await ctx.db.$count(enquiryOptions, eq(enquiryOptions.clientId, globex.id))).toBe(0);
    expect((await audits('enquiry-options'))[0]!.details).toMatchObject({
      changes: [{ field: 'options', before: null, after: 'pay: Pay and pensions / other: Something else' }],
    });
  });

  it("serve the client's own slides once it has some, else the portal's three", async () => {
    const carousel = async (code = 'acme') => (await ctx.app.inject({ method: 'GET', url: '/api/carousel', headers: host(code) })).json().slides;
    expect(await carousel()).toEqual(defaultCarouselSlides);
    const res = await put('/carousel', { version: 1, slides: [{ title: 'Hello Acme', body: 'Two lines\nof welcome' }] });
    expect(res.statusCode).toBe(200);
    expect(await carousel()).toEqual([{ title: 'Hello Acme', body: 'Two lines\nof welcome' }]);
    expect(await carousel('globex')).toEqual(defaultCarouselSlides);
    expect((await put('/carousel', { version: 1, slides: [] })).statusCode).toBe(409);
    expect((await put('/carousel', { version: 2, slides: Array(11).fill({ title: 'a', body: 'b' }) })).json().errors).toEqual({ slides: expect.any(String) });
  });
});

describe('access', () => {
  it('is for platform administrators only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: base(), headers: host('acme') })).statusCode).toBe(401);
    for (const path of ['/faqs', '/pages/terms', '/enquiry-options', '/carousel']) {
      expect((await put(path, { version: 1 }, host('acme'))).statusCode).toBe(401);
      expect((await put(path, { version: 1, revision: 0, faqs: [], options: [], slides: [], title: 't', html: '<p>x</p>' }, employee)).statusCode).toBe(403);
      expect((await put(path, { version: 1, revision: 0, faqs: [], options: [], slides: [], title: 't', html: '<p>x</p>' }, hr)).statusCode).toBe(403);
    }
    expect((await read(acme.id, employee)).statusCode).toBe(403);
    expect((await read(acme.id, hr)).statusCode).toBe(403);
    expect((await read(999_999)).statusCode).toBe(404);
    expect((await put('/carousel', { version: 1, slides: [] }, admin, 999_999)).statusCode).toBe(404);
  });
});
