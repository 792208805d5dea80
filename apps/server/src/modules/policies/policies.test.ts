import { beforeAll, describe, expect, it } from 'vitest';
import { host } from '../../test/app.ts';
import { readPdf } from '../../test/pdf.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer } from '../../test/auth.ts';

const ctx = seededApp({ login: ['employee', 'globexEmployee'] });
let token: string;
let globexToken: string;
beforeAll(() => {
  ({ employee: token, globexEmployee: globexToken } = ctx.tokens);
});

const get = (url: string, t?: string, code = 'acme') => ctx.app.inject({ method: 'GET', url, headers: t ? bearer(t, code) : host(code) });

describe('policies', () => {
  it("lists a certificate for each of the user's active selections", async () => {
    const res = await get('/api/user/policies', token);
    expect(res.statusCode).toBe(200);
    const policies = res.json().policies;
    expect(policies.map((p: { benefitName: string }) => p.benefitName)).toContain('Private Medical Insurance');
    expect(policies.every((p: { documentName: string }) => p.documentName === 'Cover certificate')).toBe(true);
  });

  it('downloads a real PDF certificate naming the holder and the people covered', async () => {
    const [policy] = (await get('/api/user/policies', token)).json().policies;
    const res = await get(policy.downloadPath, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-certificate\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe(`Cover certificate - ${policy.benefitName}`);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Cover certificate');
    expect(pdf.text).toContain('Sam Taylor');
    expect(pdf.text).toContain('Jordan Taylor');
    expect(pdf.text).toContain(policy.benefitName);
  });

  it("prints its band in the client's colour with white text on it, and the level of cover in words, not as a code", async () => {
    const policies = (await get('/api/user/policies', token)).json().policies;
    const pmi = policies.find((p: { benefitName: string }) => p.benefitName === 'Private Medical Insurance');
    const pdf = await readPdf((await get(pmi.downloadPath, token)).rawPayload);
    // Acme's primary colour is 0B5D4B: the band is filled with it, then the brand is written on it in white.
    expect(pdf.fillColours.slice(0, 2)).toEqual(['#0b5d4b', '#ffffff']);
    expect(pdf.flatText).toContain('Acme Rewards');
    expect(pdf.flatText).toContain('Level of cover: You and your partner');
    expect(pdf.flatText).not.toContain('employee-partner');
  });

  it("never lists or serves another client's policies", async () => {
    const [policy] = (await get('/api/user/policies', token)).json().policies;
    const globexIds = (await get('/api/user/policies', globexToken, 'globex')).json().policies.map((p: { id: number }) => p.id);
    expect(globexIds).not.toContain(policy.id);
    const res = await get(policy.downloadPath, globexToken, 'globex');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Sam Taylor');
  });

  it('refuses anonymous callers and bad ids', async () => {
    expect((await get('/api/user/policies')).statusCode).toBe(401);
    expect((await get('/api/user/policies/abc/download', token)).statusCode).toBe(400);
  });
});
