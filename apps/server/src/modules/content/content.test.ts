import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages, faqs } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';

const ctx = seededApp();

const get = (url: string, code = 'acme') => ctx.app.inject({ method: 'GET', url, headers: host(code) });

describe('content pages', () => {
  it.each([
    ['/api/policies/our-cookie-policy', 'cookie', 'Our Cookie Policy'],
    ['/api/policies/privacy-policy', 'policy', 'Privacy statement'],
    ['/api/policies/terms-conditions', 'terms', 'Terms and conditions'],
  ])('%s answers the client page', async (url, type, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ type, title, revision: 1 });
    expect(page.content).toContain('Acme Retail');
    expect(page.content.match(/<p>/g)?.length).toBeGreaterThan(3);
  });

  it("shows each client its own text, never another client's", async () => {
    const globex = (await get('/api/policies/privacy-policy', 'globex')).json();
    expect(globex.content).toContain('Globex');
    expect(globex.content).not.toContain('Acme');
  });

  it('falls back to the platform content for unknown hosts', async () => {
    const res = await get('/api/policies/terms-conditions', 'vandelay');
    expect(res.statusCode).toBe(200);
    expect(res.json().content).not.toMatch(/Acme|Globex/);
  });

  it('never sends script or event handlers, even if stored', async () => {
    await ctx.db
      .update(contentPages)
      .set({ html: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>' })
      .where(eq(contentPages.type, 'cookie'));
    const html = (await get('/api/policies/our-cookie-policy')).json().content;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('Hi');
  });
});

describe('FAQs', () => {
  it("answers the host client's FAQs only", async () => {
    const acme = (await get('/api/cms-content/faqs')).json().faqs;
    const [acmeCount] = await Promise.all([ctx.db.$count(faqs)]);
    expect(acme.length).toBeGreaterThan(5);
    expect(acme.length).toBeLessThan(acmeCount);
    expect(acme[0]).toEqual({ id: expect.any(Number), category: expect.any(String), question: expect.any(String), answer: expect.any(String) });
    const globexIds = (await get('/api/cms-content/faqs', 'globex')).json().faqs.map((f: { id: number }) => f.id);
    expect(globexIds.some((id: number) => acme.some((f: { id: number }) => f.id === id))).toBe(false);
  });

  it('answers no FAQs for unknown hosts', async () => {
    expect((await get('/api/cms-content/faqs', 'vandelay')).json()).toEqual({ faqs: [] });
  });
});
